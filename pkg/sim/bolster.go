package sim

import "fmt"

// Bolster N (701.39a): "Choose a creature you control with the least
// toughness or tied for least toughness among creatures you control. Put N
// +1/+1 counters on that creature." The creature is chosen as the effect
// applies; with none, nothing happens.
type Bolster struct{ N int }

func (e Bolster) apply(g *Game, r *resolution) error {
	p := r.controller
	var least []ObjectID
	for _, id := range g.battlefield {
		if g.Controller(id) != p || !g.IsCreature(id) {
			continue
		}
		switch t := g.Chars(id).Toughness; {
		case len(least) == 0 || t < g.Chars(least[0]).Toughness:
			least = []ObjectID{id}
		case t == g.Chars(least[0]).Toughness:
			least = append(least, id)
		}
	}
	if len(least) == 0 {
		g.logf("bolster", RuleBolster, "%s controls no creature to bolster", g.players[p].Name)
		return nil
	}
	i := 0
	if len(least) > 1 {
		var err error
		if i, err = g.chooseObject(p, least, fmt.Sprintf("a creature with the least toughness to bolster %d", e.N), RuleBolster); err != nil {
			return err
		}
	}
	g.logf("bolster", RuleBolster, "%s bolsters %d: %s has the least toughness", g.players[p].Name, e.N, g.name(least[i]))
	return PutCounters{What: Fixed(ObjectTarget(least[i])), Kind: "+1/+1", N: e.N}.apply(g, r)
}
