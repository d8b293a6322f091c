package sim

import "fmt"

// SearchLibrary has the controller search their library for up to Count
// cards that pass What (701.23a), put them into To (their hand, or the
// battlefield, tapped when Tapped), then shuffle (701.24a). Searching a
// hidden zone for a stated quality, the player may find nothing (701.23b).
type SearchLibrary struct {
	What   *Filter
	Count  int
	To     Zone
	Tapped bool
}

func (e SearchLibrary) apply(g *Game, r *resolution) error {
	p := r.controller
	pl := g.players[p]
	ctx := g.filterContextNow(r.source, p)
	for range e.Count {
		id, err := g.chooseCardOrNothing(p, pl.library, e.What, ctx, fmt.Sprintf("a %s to find in your library", e.What.Phrase), RuleSearch)
		if err != nil {
			return err
		}
		if id == 0 {
			break
		}
		g.moveEntering(id, e.To, p, entering{tapped: e.Tapped && e.To == Battlefield})
		g.logf("search", RuleSearch, "%s finds %s and puts it into %s", pl.Name, g.name(id), e.To)
	}
	g.shuffle(p)
	return nil
}
