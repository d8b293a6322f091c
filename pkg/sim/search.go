package sim

import (
	"fmt"
	"slices"
)

// SearchLibrary has the controller search their library for up to Count
// cards that pass What (701.23a), put them into To (their hand, or the
// battlefield, tapped when Tapped), then shuffle (701.24a). Searching a
// hidden zone for a stated quality, the player may find nothing (701.23b).
// To Library is "then shuffle and put that card on top": the cards found
// are not shuffled (701.24b).
//
// Who is the player who searches ("Its controller may search their
// library"), the controller when nil; with May that player chooses whether
// to search at all, and one who doesn't doesn't shuffle either.
type SearchLibrary struct {
	What   *Filter
	Count  int
	To     Zone
	Tapped bool
	Who    Subject
	May    bool
}

func (e SearchLibrary) apply(g *Game, r *resolution) error {
	ps := []PlayerID{r.controller}
	if e.Who != nil {
		var err error
		if ps, err = g.playersOf(e.Who, r); err != nil {
			return err
		}
	}
	// Cards put onto the battlefield by the search, each player's included,
	// enter together (603.6a); the players choose in turn (101.4).
	return g.enterTogether(func() error {
		for _, p := range ps {
			if e.May {
				i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("whether to search your library for %s", e.What.Phrase), Options: []string{"search", "don't search"}, Rule: RuleSearch})
				if err != nil {
					return err
				}
				if i == 1 {
					continue
				}
			}
			ctx := g.filterContextNow(r.source, p)
			var found []ObjectID
			if err := e.find(g, p, ctx, &found); err != nil {
				return err
			}
			g.shuffleThenOnTop(p, found)
		}
		return nil
	})
}

// find is the search itself: Count picks, each of a card or nothing.
func (e SearchLibrary) find(g *Game, p PlayerID, ctx filterContext, found *[]ObjectID) error {
	pl := g.players[p]
	for range e.Count {
		rest := slices.DeleteFunc(slices.Clone(pl.library), func(id ObjectID) bool { return slices.Contains(*found, id) })
		id, err := g.chooseCardOrNothing(p, rest, e.What, ctx, fmt.Sprintf("a %s to find in your library", e.What.Phrase), RuleSearch)
		if err != nil {
			return err
		}
		if id == 0 {
			break
		}
		if e.To == Library {
			*found = append(*found, id)
			g.logf("search", RuleSearch, "%s finds %s", pl.Name, g.name(id))
			continue
		}
		g.moveEntering(id, e.To, p, entering{tapped: e.Tapped && e.To == Battlefield})
		g.logf("search", RuleSearch, "%s finds %s and puts it into %s", pl.Name, g.name(id), e.To)
	}
	return nil
}
