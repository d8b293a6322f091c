package sim

import "slices"

// Characteristics are an object's values after the layer system (613.1):
// its printed values with every continuous effect in force applied. Every
// rule reads an object's controller, types, colors, abilities and power and
// toughness through them (Game.Chars), never from the printed card.
type Characteristics struct {
	Name string
	// ManaCost is never nil. It points at the card's (or a copied
	// object's) cost, which nothing changes: sharing it keeps the
	// characteristics, copied on every change the layers make, small.
	ManaCost   *ManaCost
	Controller PlayerID
	Supertypes []string // lower case: "basic", "legendary"
	Types      []string // lower case: "creature", "land"...
	Subtypes   []string // as printed: "Forest", "Aura"
	Colors     typeSet  // colors only: no colorless bit
	// Keywords are the keyword abilities (702), lower case with their
	// parameter: "flying", "protection from red", "ward {2}".
	Keywords []string
	// Abilities are the other abilities: those of the rules text, then the
	// intrinsic mana ability of each basic land type (305.6).
	Abilities        []*Ability
	Power, Toughness int
	HasPT            bool
	// Restrictions are what rules-changing effects forbid it (613.11):
	// "can't attack", "can't block", "can't be blocked". They are not
	// characteristics, but they come from the same continuous effects.
	Restrictions Restriction
	// GoadedBy is the set of players (bit p) who goaded it (701.15b): a
	// designation, not a characteristic, from the same continuous effects.
	GoadedBy uint64
}

// Restriction is a set of things an effect forbids a permanent (508.1c,
// 509.1b).
type Restriction uint8

// The restrictions.
const (
	CantAttack Restriction = 1 << iota
	CantBlock
	CantBeBlocked
	// DoesntUntap: "doesn't untap during its controller's untap step"
	// (502.3); other effects may still untap it.
	DoesntUntap
	// BlocksOnlyFlyers: "can block only creatures with flying" (509.1b).
	BlocksOnlyFlyers
	// BlockedByAtMostOne: "can't be blocked by more than one creature"
	// (509.1b).
	BlockedByAtMostOne
	// CantActivate: "its activated abilities can't be activated" (602.5),
	// mana abilities included; detain's (701.35a).
	CantActivate
)

// HasType reports whether the object has the card type t (lower case).
func (c *Characteristics) HasType(t string) bool { return containsFold(c.Types, t) }

// HasSubtype reports whether the object has the subtype t, in any case.
func (c *Characteristics) HasSubtype(t string) bool { return containsFold(c.Subtypes, t) }

// HasSupertype reports whether the object has the supertype t.
func (c *Characteristics) HasSupertype(t string) bool { return containsFold(c.Supertypes, t) }

// HasKeyword reports whether the object has the keyword ability k.
func (c *Characteristics) HasKeyword(k Keyword) bool {
	return slices.ContainsFunc(c.Keywords, func(s string) bool { return keywordBase(s) == k })
}

// HasColor reports whether the object is the color t.
func (c *Characteristics) HasColor(t ManaType) bool { return c.Colors.has(t) }

// ColorNames lists the object's colors in W U B R G order, lower case.
func (c *Characteristics) ColorNames() []string { return ColorNamesOf(c.Colors) }

// ColorNamesOf lists a set of colors in W U B R G order, lower case.
func ColorNamesOf(s ColorBits) []string {
	out := []string{}
	for _, t := range s.types() {
		out = append(out, colorNames[t])
	}
	return out
}

// ColorNames lists the five colors in W U B R G order (105.1).
func ColorNames() []string { return slices.Clone(colorNames[:]) }

var colorNames = [...]string{White: "white", Blue: "blue", Black: "black", Red: "red", Green: "green"}

// clone copies c so that a layer can change it. The lists are shared with
// c: whatever changes one replaces it (see grown), never writes into it.
func (c *Characteristics) clone() *Characteristics {
	d := *c
	return &d
}

// grown is list with more items, in a new array: lists may be shared by
// several characteristics (see clone).
func grown[T any](list []T, more ...T) []T { return append(list[:len(list):len(list)], more...) }

// printedCharacteristics are the values layer 1 starts from: the printed
// card's (613.1), with its colors from its mana cost (202.2), and its
// controller before any control-changing effect: the player it entered the
// battlefield under (110.2), the spell's caster on the stack, the owner
// elsewhere (108.4a).
func (g *Game) printedCharacteristics(o *Object) *Characteristics {
	controller := o.Owner
	switch o.Zone {
	case Battlefield:
		controller = o.enteredUnder
	case Stack:
		if it := g.stackItemOf(o.ID); it != nil {
			controller = it.Controller
		}
	}
	// The printed values never change and the layers copy before they
	// change anything, so one value per object and controller serves
	// every computation.
	if o.printed == nil || o.printed.Controller != controller {
		o.printed = g.newPrintedCharacteristics(o, controller)
		o.printedLand = nil
	}
	return o.printed
}

// newPrintedCharacteristics shares the card's lists: no characteristic
// list is ever changed in place (see grown), and each is clipped, so that
// an append makes a new array instead of writing into the card's, which
// games on other goroutines read.
func (g *Game) newPrintedCharacteristics(o *Object, controller PlayerID) *Characteristics {
	c := o.Card
	ch := &Characteristics{Name: c.Name, ManaCost: &c.ManaCost,
		Supertypes: slices.Clip(c.Supertypes), Types: slices.Clip(c.Types), Subtypes: slices.Clip(c.Subtypes),
		Colors: colorsOf(c), Keywords: slices.Clip(c.Keywords), Abilities: slices.Clip(c.Abilities),
		Power: c.Power, Toughness: c.Toughness, HasPT: c.HasPT, Controller: controller}
	return ch
}

// Chars is the object's characteristics now (613). The result is shared:
// callers must not change it.
func (g *Game) Chars(id ObjectID) *Characteristics { return g.currentView().chars[id] }

// currentView is the characteristics of every object, computed once after
// each change to the game (see invalidate).
func (g *Game) currentView() *view {
	if g.view == nil {
		g.view = g.computeView()
	}
	return g.view
}

// invalidate forgets the computed characteristics. Every change to what the
// layer system reads (zones, continuous effects, counters, attachments,
// timestamps, players leaving) calls it, or conditionsChanged for what
// only conditions read (tapped state, the turn...), so that nothing is
// read stale; the next read computes them again. A view nothing keeps
// lends its memory to the next (see newView).
func (g *Game) invalidate() {
	if g.view != nil && !g.view.held {
		g.spareView = g.view
	}
	g.view = nil
}

// conditionsChanged is invalidate after a change that only the filters,
// conditions and counts of effects read: the turn and step, combat, the
// turn's history, life totals, tapped state. The characteristics stay when
// no effect's filter, condition or count went into them (see
// view.readsGame) and the stack is as they saw it, as in most games most of
// the time: every step begun would otherwise compute them all again.
func (g *Game) conditionsChanged() {
	v := g.view
	if v == nil {
		return
	}
	g.keepViewIf(!v.readsGame && v.sawStackOf(g))
}

// keepViewIf keeps the computed characteristics when kept is set, checked
// against fresh ones while checkViews is on, and forgets them otherwise:
// the end of every change that may leave them as they are.
func (g *Game) keepViewIf(kept bool) {
	if !kept {
		g.invalidate()
		return
	}
	if checkingViews {
		g.checkKeptView()
	}
}

// sawStackOf reports whether g's stack is as the view saw it: pushes and
// removals of abilities and copies leave the view in place.
func (v *view) sawStackOf(g *Game) bool {
	return v.stackPushes == g.nextStackID && v.stackLen == len(g.stack)
}

// cardMoved is invalidate after o moved from one zone to another. The
// characteristics stay when the move was between two of the players' own
// zones (hand, library, graveyard, exile), the stack is as they saw it, and
// every continuous effect in force is blind to the move (see
// layerEffect.blindToCardMove): the card's characteristics are then its
// printed ones in either zone, with its owner as controller (108.4a), and
// no other object's can have changed. So a spell that has a player draw,
// mill or discard a thousand cards does not compute the characteristics of
// every object of the game for each card. The trigger sources stay too,
// unless the card has an ability that triggers from a graveyard and went
// into or out of one.
func (g *Game) cardMoved(o *Object, from Zone) {
	v := g.view
	if v == nil {
		return
	}
	playersZone := func(z Zone) bool { return z == Hand || z == Library || z == Graveyard || z == Exile }
	graveyard := from == Graveyard || o.Zone == Graveyard
	g.keepViewIf(v.sawStackOf(g) && playersZone(from) && playersZone(o.Zone) && !(graveyard && triggersFromGraveyard(v.chars[o.ID])) &&
		!slices.ContainsFunc(v.effects, func(e *layerEffect) bool { return !e.blindToCardMove(o.ID) }))
}

// Controller is the object's controller: for a permanent the result of
// layer 2, for a spell its caster, elsewhere its owner (108.4a).
func (g *Game) Controller(id ObjectID) PlayerID { return g.Chars(id).Controller }

// IsCreature reports whether the object is a creature.
func (g *Game) IsCreature(id ObjectID) bool { return g.Chars(id).HasType("creature") }

// PowerToughness is the object's power and toughness after the layer system
// (613.4); ok is false when it has none.
func (g *Game) PowerToughness(id ObjectID) (power, toughness int, ok bool) {
	c := g.Chars(id)
	return c.Power, c.Toughness, c.HasPT
}

// Keywords lists the object's keyword abilities after the layer system.
func (g *Game) Keywords(id ObjectID) []string { return slices.Clone(g.Chars(id).Keywords) }

// HasKeyword reports whether the object has the keyword ability k.
func (g *Game) HasKeyword(id ObjectID, k Keyword) bool { return g.Chars(id).HasKeyword(k) }

// Abilities lists the object's abilities other than keywords, after the
// layer system: those of its rules text, then the intrinsic mana ability of
// each basic land type it has (305.6, 305.7).
// Keyword abilities that stand for an activated ability (cycling) follow.
func (g *Game) Abilities(id ObjectID) []*Ability {
	c := g.Chars(id)
	out := slices.Clone(c.Abilities)
	for _, k := range c.Keywords {
		if a := keywordAbility(k); a != nil && a.Kind == ActivatedAbility {
			out = append(out, a)
		}
	}
	return out
}

// LandTypes lists the basic land types of a land after the layer system.
func (g *Game) LandTypes(id ObjectID) []string { return basicLandTypes(g.Chars(id)) }

func basicLandTypes(c *Characteristics) []string {
	var out []string
	for _, b := range basicLandMana {
		if c.HasSubtype(b.subtype) {
			out = append(out, b.subtype)
		}
	}
	return out
}

// abilitiesOfKind lists the abilities of kind k the object has now.
func (g *Game) abilitiesOfKind(id ObjectID, k AbilityKind) []*Ability {
	var out []*Ability
	for _, a := range g.Chars(id).Abilities {
		if a.Kind == k {
			out = append(out, a)
		}
	}
	return out
}

// LostAbilities lists the abilities of the object's copiable values (its
// card's, or those a copy effect gives, 707.2) that it does not have now:
// continuous effects removed them (613.1f, 305.7).
func (g *Game) LostAbilities(id ObjectID) []*Ability {
	now := g.Chars(id).Abilities
	var out []*Ability
	for _, a := range g.CopiableValues(id).Abilities {
		if !slices.Contains(now, a) {
			out = append(out, a)
		}
	}
	return out
}
