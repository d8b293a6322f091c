package sim

import "slices"

// shuffleThenOnTop shuffles p's library except the cards ids, then puts
// those on top in that order: "then shuffle and put that card on top" is a
// single action, and the cards found are not part of the shuffle
// (701.24b). With no cards, it is a plain shuffle.
func (g *Game) shuffleThenOnTop(p PlayerID, ids []ObjectID) {
	pl := g.players[p]
	pl.library = slices.DeleteFunc(pl.library, func(id ObjectID) bool { return slices.Contains(ids, id) })
	g.shuffle(p)
	pl.library = append(append([]ObjectID(nil), ids...), pl.library...)
	for _, id := range ids {
		g.logf("search", RuleShuffleExcept, "%s puts %s on top of their library", pl.Name, g.name(id))
	}
}
