package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Dig is "look at the top N cards of your library" (701.20e) or "reveal
// the top N cards of your library" (701.20a), followed by what happens to
// those cards: some are put somewhere (Takes, one after another), then the
// rest go where Rest says. With fewer than N cards in the library, the
// player looks at the cards there are; nothing is drawn, so an empty
// library loses nobody the game (121.4 is about drawing).
//
// Looking at or revealing a card does not move it (701.20b): the cards stay
// on top of the library while the instructions are followed, and only the
// cards looked at, still in the library, are "them" and "the rest".
type Dig struct {
	Count  Amount
	Reveal bool
	// Whose is the player whose library it is ("target player's
	// library"); nil is the controller's. The controller follows the
	// instructions either way, and cards go to their owner's zones (400.3).
	Whose Subject
	Takes []DigTake
	Rest  DigRest
	// IfNone happens when no take put a card anywhere ("If you didn't put
	// a card into your hand this way, draw a card."), after the rest.
	IfNone []Effect
}

// DigTake is one "put ... from among them into your hand" instruction.
type DigTake struct {
	// What the cards must be ("a creature or land card"): any one of the
	// filters ("an artifact, creature, or land card"); none is any of
	// them ("Put one of them into your hand").
	What []*Filter
	// Count is how many; All is every card that passes What ("Put all
	// creature cards revealed this way into your hand"); Any is any number
	// of them, the player picking one at a time until they stop.
	Count int
	All   bool
	Any   bool
	// May: the player may put fewer, even none ("You may reveal a creature
	// card from among them and put it into your hand"); the cards are
	// hidden, so the player may decline even when one qualifies.
	May bool
	// Reveal: the card is revealed as it is put ("reveal ... and put it
	// into your hand", 701.20a); only the log sees it.
	Reveal bool
	To     Zone // Hand, Battlefield, Graveyard, Exile, or Library: on top
	Bottom bool // in the library, on the bottom
	Tapped bool // onto the battlefield tapped
}

// DigRest is where the cards looked at and not put anywhere by a take go.
type DigRest struct {
	// To is Library (Bottom says which end), Graveyard, Hand or Exile.
	// Stay leaves them where they are, in their order ("Look at the top
	// card of target player's library.").
	To     Zone
	Bottom bool
	Stay   bool
	// Random: "in a random order", from the game's seed; else the owner
	// arranges them (401.4).
	Random bool
	// May: "you may put it on the bottom of your library": a card the
	// player leaves stays on top.
	May bool
	// Otherwise: only the cards no take's filter describes go ("If it's a
	// land card, you may put it onto the battlefield. Otherwise, ..."): a
	// land the player chose to leave stays on top.
	Otherwise bool
}

func (e Dig) apply(g *Game, r *resolution) error {
	p := r.controller
	owner := p
	if e.Whose != nil {
		ts, err := e.Whose.resolve(g, r)
		if err != nil || len(ts) == 0 || !ts[0].IsPlayer() {
			return err // an illegal target: nothing to look at (608.2b)
		}
		owner = ts[0].Player
	}
	pl := g.players[owner]
	n := min(e.Count.value(g, r), len(pl.library))
	rule, verb := RuleLookAt, "looks at"
	if e.Reveal {
		rule, verb = RuleReveal, "reveals"
	}
	if n == 0 {
		g.logf("dig", rule, "%s %s the top of %s's empty library", g.players[p].Name, verb, pl.Name)
		return g.applyEffects(e.IfNone, r) // no card was put anywhere
	}
	seen := append([]ObjectID(nil), pl.library[:n]...)
	incarnation := make([]int, n)
	for i, id := range seen {
		incarnation[i] = g.object(id).Incarnation
	}
	// still lists the cards looked at that are still in the library, as
	// the same objects, top first.
	var kept []ObjectID // put on top by a take: no longer among the rest
	still := func() []ObjectID {
		var out []ObjectID
		for i, id := range seen {
			if o := g.object(id); o.Zone == Library && o.Incarnation == incarnation[i] && !slices.Contains(kept, id) {
				out = append(out, id)
			}
		}
		return out
	}
	if e.Reveal {
		g.logf("dig", rule, "%s reveals the top %s of %s's library: %s", g.players[p].Name, cardsWord(n), pl.Name, g.names(seen))
	} else {
		g.logf("dig", rule, "%s looks at the top %s of %s's library", g.players[p].Name, cardsWord(n), pl.Name)
	}
	ctx := g.filterContextNow(r.source, p)
	err := g.enterTogether(func() error {
		for _, t := range e.Takes {
			if err := g.digTake(p, t, still, ctx, &kept); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	taken := len(still()) < n
	rest := still()
	if e.Rest.Otherwise {
		rest = slices.DeleteFunc(rest, func(id ObjectID) bool {
			return slices.ContainsFunc(e.Takes, func(t DigTake) bool { return t.describes(ctx, id) })
		})
	}
	if !e.Rest.Stay {
		if err := g.digRest(p, owner, e.Rest, rest); err != nil {
			return err
		}
	}
	if taken {
		return nil
	}
	return g.applyEffects(e.IfNone, r)
}

// digTake follows one take: the player picks the cards one at a time
// among those still there that qualify.
func (g *Game) digTake(p PlayerID, t DigTake, still func() []ObjectID, ctx filterContext, kept *[]ObjectID) error {
	phrase := "a card"
	if len(t.What) > 0 {
		phrases := make([]string, len(t.What))
		for i, f := range t.What {
			phrases[i] = f.Phrase
		}
		phrase = strings.Join(phrases, " or ")
	}
	candidates := func() []ObjectID {
		return slices.DeleteFunc(still(), func(id ObjectID) bool { return !t.describes(ctx, id) })
	}
	if t.All {
		for _, id := range candidates() {
			g.digPut(p, id, t, kept)
		}
		return nil
	}
	count := t.Count
	if t.Any {
		count = len(candidates())
	}
	for range count {
		cs := candidates()
		if len(cs) == 0 {
			return nil
		}
		var options []string
		if t.May {
			options = append(options, "nothing")
		}
		for _, id := range cs {
			options = append(options, g.Label(id))
		}
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("%s to put %s from among the cards looked at", phrase, intoZone[t.To]), Options: options, Rule: RuleLookAt})
		if err != nil {
			return err
		}
		if t.May {
			if i == 0 {
				return nil
			}
			i--
		}
		g.digPut(p, cs[i], t, kept)
	}
	return nil
}

// describes reports whether the card is one the take may put: one of its
// filters describes it, or it has none.
func (t DigTake) describes(ctx filterContext, id ObjectID) bool {
	return len(t.What) == 0 || slices.ContainsFunc(t.What, func(f *Filter) bool { return f.matches(ctx, id) })
}

func (g *Game) digPut(p PlayerID, id ObjectID, t DigTake, kept *[]ObjectID) {
	name := g.name(id)
	verb := "puts"
	if t.Reveal {
		verb = "reveals and puts"
	}
	if t.To == Library {
		// "put it on top of your library": it stays in the library, on
		// top (or on the bottom), and is no longer among the rest
		lib := &g.players[g.object(id).Owner].library
		others := slices.DeleteFunc(*lib, func(x ObjectID) bool { return x == id })
		where := "on top of"
		if t.Bottom {
			*lib, where = append(others, id), "on the bottom of"
		} else {
			*lib = append([]ObjectID{id}, others...)
		}
		*kept = append(*kept, id)
		g.logf("dig", RuleLookAt, "%s %s %s %s the library", g.players[p].Name, verb, name, where)
		return
	}
	g.moveEntering(id, t.To, p, entering{tapped: t.Tapped && t.To == Battlefield})
	g.logf("dig", RuleLookAt, "%s %s %s into %s", g.players[p].Name, verb, name, t.To)
}

// digRest puts the rest where they go: on the bottom or the top of the
// library in an order the owner chooses (401.4) or at random, or into
// another zone.
func (g *Game) digRest(p, owner PlayerID, rest DigRest, ids []ObjectID) error {
	pl := g.players[owner]
	where := rest.To.String()
	if rest.To == Library {
		where = "the top of their library"
		if rest.Bottom {
			where = "the bottom of their library"
		}
	}
	if rest.May {
		answer := rest.To.String()
		if rest.To == Library {
			answer = "bottom"
		}
		var going []ObjectID
		for _, id := range ids {
			i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("whether %s stays on top of your library or goes to %s", g.Label(id), where), Options: []string{"top", answer}, Rule: RuleLookAt})
			if err != nil {
				return err
			}
			if i == 1 {
				going = append(going, id)
			}
		}
		ids = going
	}
	if len(ids) == 0 {
		return nil
	}
	if rest.To != Library {
		for _, id := range ids {
			name := g.name(id)
			g.move(id, rest.To, NoPlayer)
			g.logf("dig", RuleLookAt, "%s puts %s into %s", g.players[p].Name, name, rest.To)
		}
		return nil
	}
	ordered := append([]ObjectID(nil), ids...)
	if rest.Random {
		rnd := g.random()
		rnd.Shuffle(len(ordered), func(i, j int) { ordered[i], ordered[j] = ordered[j], ordered[i] })
	} else {
		labels := make([]string, len(ids))
		for i, id := range ids {
			labels[i] = g.Label(id)
		}
		order, err := g.decideOrder(Decision{Player: p, Question: "the order of the cards put on " + strings.Replace(where, "their", "your", 1) + " (first listed is nearest the top)", Options: labels, Rule: RuleLibraryOrder})
		if err != nil {
			return err
		}
		for i, j := range order {
			ordered[i] = ids[j]
		}
	}
	others := slices.DeleteFunc(append([]ObjectID(nil), pl.library...), func(id ObjectID) bool { return slices.Contains(ids, id) })
	if rest.Bottom {
		pl.library = append(others, ordered...)
	} else {
		pl.library = append(ordered, others...)
	}
	how := "in an order of their choice"
	if rest.Random {
		how = "in a random order"
	}
	g.logf("dig", RuleLibraryOrder, "%s puts %s on %s %s", g.players[p].Name, cardsWord(len(ids)), strings.Replace(where, "their", pl.Name+"'s", 1), how)
	return nil
}

// intoZone says where a card is put, for questions.
var intoZone = map[Zone]string{Hand: "into your hand", Battlefield: "onto the battlefield", Graveyard: "into its owner's graveyard", Exile: "into exile"}

// cardsWord is "1 card" or "3 cards".
func cardsWord(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// names lists the objects' names, for a log line.
func (g *Game) names(ids []ObjectID) string {
	ns := make([]string, len(ids))
	for i, id := range ids {
		ns[i] = g.name(id)
	}
	return strings.Join(ns, ", ")
}
