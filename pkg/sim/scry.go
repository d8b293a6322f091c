package sim

import "fmt"

// Scry makes the controller scry N (701.22a): look at the top N cards of
// their library, put any number of them on the bottom in any order and the
// rest on top in any order. Each card is a top-or-bottom decision, from the
// top down; then each group of more than one is ordered.
type Scry struct{ N int }

func (e Scry) apply(g *Game, r *resolution) error {
	p := r.controller
	pl := g.players[p]
	n := min(e.N, len(pl.library))
	if n == 0 {
		return nil
	}
	looked := append([]ObjectID(nil), pl.library[:n]...)
	var top, bottom []ObjectID
	for _, id := range looked {
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("where %s goes (scry %d)", g.Label(id), e.N), Options: []string{"top", "bottom"}, Rule: RuleScry})
		if err != nil {
			return err
		}
		if i == 0 {
			top = append(top, id)
		} else {
			bottom = append(bottom, id)
		}
	}
	ordered := func(ids []ObjectID, where string) ([]ObjectID, error) {
		labels := make([]string, len(ids))
		for i, id := range ids {
			labels[i] = g.Label(id)
		}
		order, err := g.decideOrder(Decision{Player: p, Question: "the order of the cards put on the " + where + " (first listed is nearest the top)", Options: labels, Rule: RuleScry})
		out := make([]ObjectID, len(order))
		for i, j := range order {
			out[i] = ids[j]
		}
		return out, err
	}
	top, err := ordered(top, "top")
	if err != nil {
		return err
	}
	bottom, err = ordered(bottom, "bottom")
	if err != nil {
		return err
	}
	rest := pl.library[n:]
	pl.library = append(append(append([]ObjectID(nil), top...), rest...), bottom...)
	g.logf("scry", RuleScry, "%s scries %d: %d on top, %d on the bottom", pl.Name, e.N, len(top), len(bottom))
	return nil
}
