package sim

import "slices"

// turnRecord is what a player did this turn that conditions ask about ("if
// you attacked this turn", "if you gained life this turn"); it is cleared as
// each turn begins (500.1).
type turnRecord struct {
	attacked   bool
	gainedLife int
	lostLife   int
	// permanentLeft: a permanent left the battlefield under the player's
	// control (revolt); nonlandEntered counts the nonland permanents that
	// entered under their control.
	permanentLeft bool
	// entered are the permanents that entered under the player's control,
	// as they were then; descended: a permanent card was put into their
	// graveyard from anywhere (700.11).
	entered   []asThen
	descended bool
	// cardLeftGraveyard: a card left the player's graveyard.
	cardLeftGraveyard bool
	// drawn counts the cards drawn (121.1); cast are the spells cast, as
	// they were on the stack (601.2i).
	drawn int
	cast  []asThen
	// drawnInDrawStep counts the cards drawn in the player's own draw
	// step.
	drawnInDrawStep int
	// died are the creatures that died under the player's control (700.4),
	// as they last existed on the battlefield; attackers the creatures
	// they attacked with (508.1), as they were declared.
	died      []asThen
	attackers []asThen
	// discarded counts the cards the player discarded (701.9),
	// tokensCreated the tokens they created (111.1), damageDealt the damage
	// dealt to them (120.3); sacrificed are the permanents they sacrificed
	// (701.21), as they last existed on the battlefield.
	discarded     int
	tokensCreated int
	damageDealt   int
	sacrificed    []asThen
	// crime: the player committed a crime (700.13).
	crime bool
	// combatDamagers are the sources under the player's control that dealt
	// combat damage to a player (510.2), as they were then (prowl,
	// freerunning).
	combatDamagers []asThen
}

// asThen is an object as it was when an event happened to it: a spell
// as it was cast ("if you've cast a noncreature spell this turn"), a
// permanent as it entered ("if an artifact entered the battlefield under
// your control this turn").
type asThen struct {
	object *Object
	chars  *Characteristics
}

// noteEvent records what an event tells the turn's history: a creature that
// died (700.4), a player who attacked (508.1), life gained (119.3). It is
// called for every event, before abilities trigger on it. Conditions read
// the history and life totals, so the characteristics computed before are
// forgotten (611.3a: a static ability's condition is read again).
func (g *Game) noteEvent(ev event) {
	switch ev.kind {
	case evLeftBattlefield, evEntered, evAttacks, evGainedLife, evCast:
		g.conditionsChanged()
	}
	switch ev.kind {
	case evLeftBattlefield:
		if ev.to == Graveyard && ev.lki != nil && ev.lki.lkiChars != nil && ev.lki.lkiChars.HasType("creature") {
			g.creaturesDied++
		}
		if ev.oldController != NoPlayer {
			rec := &g.players[ev.oldController].thisTurn
			rec.permanentLeft = true
			if ev.to == Graveyard && ev.lki != nil && ev.lki.lkiChars != nil && ev.lki.lkiChars.HasType("creature") {
				rec.died = append(slices.Clone(rec.died), asThen{ev.lki, ev.lki.lkiChars})
			}
		}
	case evEntered:
		if c := g.Chars(ev.object); c.Controller != NoPlayer {
			rec := &g.players[c.Controller].thisTurn
			rec.entered = append(slices.Clone(rec.entered), asThen{g.object(ev.object).clone(), c})
		}
	case evAttacks:
		if g.object(ev.object) != nil {
			rec := &g.players[g.Controller(ev.object)].thisTurn
			rec.attacked = true
			rec.attackers = append(slices.Clone(rec.attackers), asThen{g.object(ev.object).clone(), g.Chars(ev.object)})
		}
	case evGainedLife:
		g.players[ev.player].thisTurn.gainedLife += ev.amount
	case evCast:
		rec := &g.players[ev.player].thisTurn
		rec.cast = append(slices.Clone(rec.cast), asThen{g.object(ev.object).clone(), g.Chars(ev.object)})
	}
}

// noteToGraveyard records a card put into its owner's graveyard: a
// permanent card there means its owner descended (700.11).
func (g *Game) noteToGraveyard(o *Object) {
	c := g.Chars(o.ID)
	if !o.Token && slices.ContainsFunc([]string{"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}, c.HasType) {
		g.players[o.Owner].thisTurn.descended = true
	}
}

// noteLeftGraveyard records a card leaving its owner's graveyard.
func (g *Game) noteLeftGraveyard(o *Object) {
	g.players[o.Owner].thisTurn.cardLeftGraveyard = true
}

// noteLifeLost records life a player lost, by damage, by an effect or by
// paying it (119.3, 119.4).
func (g *Game) noteLifeLost(p PlayerID, amount int) {
	g.players[p].thisTurn.lostLife += amount
	g.conditionsChanged()
}

// clearTurnHistory forgets the last turn's history as a turn begins.
func (g *Game) clearTurnHistory() {
	g.creaturesDied = 0
	for _, p := range g.players {
		p.thisTurn = turnRecord{}
	}
	g.conditionsChanged()
}

// TurnFact is something that happened this turn that a condition asks
// about.
type TurnFact int

// The facts of the turn's history.
const (
	ACreatureDied               TurnFact = iota // "if a creature died this turn"
	YouAttacked                                 // "if you attacked this turn"
	YouGainedLife                               // "if you gained life this turn"
	YouLostLife                                 // "if you lost life this turn"
	AnOpponentLostLife                          // "if an opponent lost life this turn"
	APermanentYouControlledLeft                 // "if a permanent left the battlefield under your control this turn"
	YouDescended                                // "if you descended this turn" (700.11)
	ACardLeftYourGraveyard                      // "if a card left your graveyard this turn"
	ThisEntered                                 // "as long as it entered this turn": the source
	YouCommittedACrime                          // "if you've committed a crime this turn" (700.13)
)

// ThisTurn is "if [something happened] this turn": a condition on the
// turn's history, which the game records as events happen.
type ThisTurn struct{ Fact TurnFact }

func (c ThisTurn) holds(ctx filterContext) bool {
	g := ctx.g
	switch c.Fact {
	case ACreatureDied:
		return g.creaturesDied > 0
	case ThisEntered:
		return g.enteredThisTurn(ctx.objects(ctx.source))
	}
	if ctx.you == NoPlayer {
		return false
	}
	you := g.players[ctx.you].thisTurn
	switch c.Fact {
	case YouAttacked:
		return you.attacked
	case YouGainedLife:
		return you.gainedLife > 0
	case YouLostLife:
		return you.lostLife > 0
	case APermanentYouControlledLeft:
		return you.permanentLeft
	case YouDescended:
		return you.descended
	case ACardLeftYourGraveyard:
		return you.cardLeftGraveyard
	case YouCommittedACrime:
		return you.crime
	}
	for _, p := range g.players {
		if p.ID != ctx.you && p.thisTurn.lostLife > 0 {
			return true
		}
	}
	return false
}

func (ThisTurn) reads() charBits { return readsController }

// TurnCounter is a number of the turn's history that a condition compares.
type TurnCounter int

// The counters of the turn's history.
const (
	LifeYouGained        TurnCounter = iota // "if you gained 3 or more life this turn"
	CardsYouDrew                            // "if you've drawn two or more cards this turn"
	LifeLost                                // "if a player lost 4 or more life this turn" (119.3)
	LandsPlayed                             // "if you didn't play a land this turn" (305.1; a land put onto the battlefield is not played)
	SpellsCast                              // "for each spell you've cast this turn" (601.2i)
	CardsDiscarded                          // "if you've discarded a card this turn" (701.9)
	TokensCreated                           // "if you created a token this turn" (111.1)
	DamageDealtTo                           // "if an opponent was dealt damage this turn" (120.3)
	PermanentsSacrificed                    // "the number of permanents you've sacrificed this turn" (701.21)
)

// ThisTurnCount compares a number of the turn's history for you.
type ThisTurnCount struct {
	Counter TurnCounter
	Count
}

func (c ThisTurnCount) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	return c.allows(ctx.g.turnCount(ctx.you, c.Counter))
}

func (ThisTurnCount) reads() charBits { return readsController }

// TurnObjects names a list of objects of the turn's history.
type TurnObjects int

// The lists of objects of the turn's history.
const (
	SpellsYouCast   TurnObjects = iota // "if you've cast a noncreature spell this turn"
	EnteredUnderYou                    // "if an artifact entered the battlefield under your control this turn"
	DiedUnderYou                       // "if a creature died under your control this turn"
	YouAttackedWith                    // "if you attacked with two or more creatures this turn"
	YouSacrificed                      // "if you've sacrificed an artifact this turn"
)

// ObjectsThisTurn counts the objects of a list of the turn's history that
// pass What (nil: all), as they were then: the spells you cast as they
// were cast, whether they resolved or not; the permanents that entered
// under your control as they entered.
type ObjectsThisTurn struct {
	Which TurnObjects
	What  *Filter
	Count
}

func (c ObjectsThisTurn) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	you := ctx.g.players[ctx.you].thisTurn
	return c.allows(countAsThen(ctx, you.objects(c.Which), c.What))
}

func (ObjectsThisTurn) reads() charBits { return readsController }

// countAsThen counts the objects, as they were then, that pass the filter
// (nil: all of them), read with ctx's source and player.
func countAsThen(ctx filterContext, objects []asThen, f *Filter) int {
	if f == nil {
		return len(objects)
	}
	n := 0
	for _, s := range objects {
		at := ctx
		at.objects = func(ObjectID) *Object { return s.object }
		at.chars = func(ObjectID) *Characteristics { return s.chars }
		if f.matches(at, s.object.ID) {
			n++
		}
	}
	return n
}

// YouCastIt is "if you cast it" of a permanent's own enters trigger: the
// permanent entered as the spell its controller cast (601.2, 608.3). Spells
// are cast from the hand only, so "if you cast it from your hand" is the
// same.
type YouCastIt struct{}

func (YouCastIt) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && o.cast && o.enteredUnder == ctx.you
}

func (YouCastIt) reads() charBits { return readsController }

// TotalPower is "creatures you control have total power 8 or greater":
// the sum of the powers of the permanents Filter describes.
type TotalPower struct {
	Filter Filter
	Count
}

func (c TotalPower) holds(ctx filterContext) bool {
	total := 0
	for _, id := range ctx.g.battlefield {
		if ch := ctx.chars(id); ch.HasPT && c.Filter.matches(ctx, id) {
			total += ch.Power
		}
	}
	return c.allows(total)
}

func (c TotalPower) reads() charBits { return c.Filter.reads() | readsPT | readsController }

// CreaturesDied counts the creatures that died this turn (700.4): "if
// three or more creatures died this turn", "if no creatures died this
// turn".
type CreaturesDied struct{ Count }

func (c CreaturesDied) holds(ctx filterContext) bool { return c.allows(ctx.g.creaturesDied) }

func (CreaturesDied) reads() charBits { return 0 }
