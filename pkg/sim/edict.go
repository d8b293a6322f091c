package sim

import "fmt"

// SacrificeChosen makes each player of Who sacrifice Count permanents of
// their choice that pass What ("each opponent sacrifices a creature of
// their choice"), in APNAP order (101.4); a player with fewer sacrifices
// what they have (701.21a). With ToHand, the chosen permanents are
// returned to their owners' hands instead ("return a land you control to
// its owner's hand"), which is not a sacrifice.
type SacrificeChosen struct {
	Who    Subject
	What   *Filter
	Count  int
	ToHand bool
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
			verb, rule := "sacrifice", RuleSacrifice
			if e.ToHand {
				verb, rule = "return to its owner's hand", RuleChoiceOnResolution
			}
			var i int
			i, err = g.chooseObject(p, candidates, fmt.Sprintf("%s to %s", e.What.Phrase, verb), rule)
			if err != nil {
				return err
			}
			chosen := candidates[i]
			if e.ToHand {
				g.move(chosen, Hand, NoPlayer)
				g.logf("zone", RuleOwnersZone, "%s returns %s to its owner's hand", g.players[p].Name, g.name(chosen))
				continue
			}
			g.noteSacrificed(p, chosen)
			g.move(chosen, Graveyard, NoPlayer)
			g.logf("sacrifice", RuleSacrifice, "%s sacrifices %s", g.players[p].Name, g.name(chosen))
		}
	}
	return err
}
