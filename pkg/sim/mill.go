package sim

import "fmt"

// Mill makes each player of Who mill Count cards: put the top cards of
// their library into their graveyard (701.13a).
type Mill struct {
	Who   Subject
	Count Amount
}

func (e Mill) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	n := e.Count.value(g, r)
	for _, p := range ps {
		pl := g.players[p]
		for range min(n, len(pl.library)) {
			id := pl.library[0]
			g.move(id, Graveyard, NoPlayer)
			g.logf("mill", RuleMill, "%s mills %s", pl.Name, g.name(id))
		}
	}
	return err
}

// Surveil makes the controller surveil N (701.25a): look at the top N
// cards of their library, put any number into their graveyard and the rest
// back on top in any order.
type Surveil struct{ N int }

func (e Surveil) apply(g *Game, r *resolution) error {
	p := r.controller
	pl := g.players[p]
	n := min(e.N, len(pl.library))
	looked := append([]ObjectID(nil), pl.library[:n]...)
	var top []ObjectID
	for _, id := range looked {
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("where %s goes (surveil %d)", g.Label(id), e.N), Options: []string{"top", "graveyard"}, Rule: RuleSurveil})
		if err != nil {
			return err
		}
		if i == 0 {
			top = append(top, id)
			continue
		}
		g.move(id, Graveyard, NoPlayer)
		g.logf("surveil", RuleSurveil, "%s puts %s into their graveyard", pl.Name, g.name(id))
	}
	labels := make([]string, len(top))
	for i, id := range top {
		labels[i] = g.Label(id)
	}
	order, err := g.decideOrder(Decision{Player: p, Question: "the order of the cards put back on top (first listed is the top)", Options: labels, Rule: RuleSurveil})
	if err != nil {
		return err
	}
	rest := pl.library[len(top):]
	ordered := make([]ObjectID, 0, len(pl.library))
	for _, j := range order {
		ordered = append(ordered, top[j])
	}
	pl.library = append(ordered, rest...)
	return nil
}
