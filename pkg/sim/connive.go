package sim

import "slices"

// Connive has each permanent of What connive (701.50a): its controller
// draws a card, then discards a card; if a nonland card was discarded,
// they put a +1/+1 counter on the conniving permanent. A permanent that
// left the battlefield still connives, by its last known information
// (701.50c): its last controller draws and discards, and no counter is put
// on anything. It connives even if drawing or discarding was impossible
// (701.50b).
type Connive struct{ What Subject }

func (e Connive) apply(g *Game, r *resolution) error {
	return g.eachObjectOf(e.What, r, func(id ObjectID) error { return g.connive(id, r) })
}

func (g *Game) connive(id ObjectID, r *resolution) error {
	o := g.object(id)
	here, p := g.actingPermanent(id, r)
	pl := g.players[p]
	g.logf("connive", RuleConnive, "%s connives: %s draws a card, then discards a card", o.Card.Name, pl.Name)
	g.draw(p, 1)
	before := slices.Clone(pl.hand)
	if err := g.discardWith(p, 1, "(connive)", RuleConnive); err != nil {
		return err
	}
	nonland := false
	for _, c := range before {
		if !slices.Contains(pl.hand, c) && !g.Chars(c).HasType("land") {
			nonland = true
		}
	}
	if !nonland || !here {
		return nil
	}
	return PutCounters{What: Fixed(ObjectTarget(id)), Kind: "+1/+1", N: 1}.apply(g, r)
}
