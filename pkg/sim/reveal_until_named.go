package sim

// RevealUntilNamed is "Choose a card name. [Exile the top six cards of
// your library, then] reveal cards from the top of your library until you
// reveal a card with the chosen name. Put that card into your hand and
// exile all other cards revealed this way[, and you lose 1 life for each of
// the exiled cards]." (201.4, 701.20a): the controller chooses the name as
// it resolves (608.2d), exiles ExileTop cards from the top, then reveals
// until a card with the name; that card goes to their hand and the other
// revealed cards to exile. With no such card, the whole rest of the library
// is revealed and exiled (the player loses only when next drawing from the
// empty library, 704.5b). With LosePerExiled the player loses 1 life for
// each card exiled this way after the reveal.
type RevealUntilNamed struct {
	ExileTop      int
	LosePerExiled bool
}

func (e RevealUntilNamed) apply(g *Game, r *resolution) error {
	p := r.controller
	name, err := g.chooseCardName(p, r.source, AnyCardName)
	if err != nil {
		return err
	}
	pl := g.players[p]
	for range min(e.ExileTop, len(pl.library)) {
		id := pl.library[0]
		g.move(id, Exile, NoPlayer)
		g.logf("zone", RuleOwnersZone, "%s exiles %s from the top of their library", pl.Name, g.name(id))
	}
	var others []ObjectID
	found := ObjectID(0)
	for _, id := range pl.library {
		g.logf("reveal", RuleReveal, "%s reveals %s", pl.Name, g.name(id))
		if g.hasName(id, name) {
			found = id
			break
		}
		others = append(others, id)
	}
	if found != 0 {
		g.move(found, Hand, NoPlayer)
		g.logf("zone", RuleOwnersZone, "%s puts %s into their hand", pl.Name, g.name(found))
	} else {
		g.logf("reveal", RuleReveal, "%s reveals no card named %s", pl.Name, name)
	}
	for _, id := range others {
		g.move(id, Exile, NoPlayer)
		g.logf("zone", RuleOwnersZone, "%s exiles %s", pl.Name, g.name(id))
	}
	if e.LosePerExiled {
		g.loseLife(p, len(others), RuleLifeChange)
	}
	return nil
}
