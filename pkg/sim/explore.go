package sim

import "fmt"

// Explore has each permanent of What explore (701.44a): its controller
// reveals the top card of their library; a land card goes into their hand,
// otherwise (no land revealed, even with an empty library) the permanent
// gets a +1/+1 counter and the player may put the revealed card into their
// graveyard. A permanent that left the battlefield
// still explores, by its last known information (701.44c): its controller
// reveals, and no counter is put on anything.
type Explore struct{ What Subject }

func (e Explore) apply(g *Game, r *resolution) error {
	return g.eachObjectOf(e.What, r, func(id ObjectID) error { return g.explore(id, r) })
}

func (g *Game) explore(id ObjectID, r *resolution) error {
	o := g.object(id)
	here, p := g.actingPermanent(id, r)
	pl := g.players[p]
	var top ObjectID
	if len(pl.library) > 0 {
		top = pl.library[0]
		g.logf("explore", RuleExplore, "%s explores: %s reveals %s", o.Card.Name, pl.Name, g.name(top))
		if g.Chars(top).HasType("land") {
			name := g.name(top)
			g.move(top, Hand, p)
			g.logf("explore", RuleExplore, "%s puts %s into their hand", pl.Name, name)
			return nil
		}
	} else {
		g.logf("explore", RuleExplore, "%s explores: %s's library is empty, and no land card is revealed", o.Card.Name, pl.Name)
	}
	if here {
		g.addCounters(o, "+1/+1", 1)
		g.invalidate()
		g.logf("counters", RuleExplore, "a +1/+1 counter is put on %s", o.Card.Name)
	}
	if top == 0 {
		return nil
	}
	i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("whether %s stays on top of your library or goes to your graveyard (explore)", g.Label(top)), Options: []string{"top", "graveyard"}, Rule: RuleExplore})
	if err != nil || i == 0 {
		return err
	}
	name := g.name(top)
	g.move(top, Graveyard, NoPlayer)
	g.logf("explore", RuleExplore, "%s puts %s into their graveyard", pl.Name, name)
	return nil
}
