package sim

import "fmt"

// SacrificeChosen makes each player of Who sacrifice Count permanents of
// their choice that pass What ("each opponent sacrifices a creature of
// their choice"), in APNAP order (101.4); a player with fewer sacrifices
// what they have (701.21a).
type SacrificeChosen struct {
	Who   Subject
	What  *Filter
	Count int
}

func (e SacrificeChosen) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	for _, p := range ps {
		for range e.Count {
			if err != nil {
				return err
			}
			ctx := g.filterContextNow(r.source, p)
			var candidates []ObjectID
			for _, id := range g.battlefield {
				if g.Controller(id) == p && e.What.matches(ctx, id) {
					candidates = append(candidates, id)
				}
			}
			if len(candidates) == 0 {
				break
			}
			labels := make([]string, len(candidates))
			for i, id := range candidates {
				labels[i] = g.Label(id)
			}
			var i int
			i, err = g.decide(Decision{Player: p, Question: fmt.Sprintf("%s to sacrifice", e.What.Phrase), Options: labels, Rule: RuleSacrifice})
			if err != nil {
				return err
			}
			g.move(candidates[i], Graveyard, NoPlayer)
			g.logf("sacrifice", RuleSacrifice, "%s sacrifices %s", g.players[p].Name, g.name(candidates[i]))
		}
	}
	return err
}
