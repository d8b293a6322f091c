package sim

// ExileGraveyard exiles every card in the graveyard of each player of Who
// ("Exile target player's graveyard."): they are moved to exile at once
// (406.3), each a new object (400.7).
type ExileGraveyard struct{ Who Subject }

func (e ExileGraveyard) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	if err != nil {
		return err
	}
	for _, p := range ps {
		pl := g.players[p]
		cards := append([]ObjectID(nil), pl.graveyard...)
		for _, id := range cards {
			g.move(id, Exile, NoPlayer)
		}
		g.logf("zone", RuleOwnersZone, "%s's graveyard is exiled (%s)", pl.Name, cardsWord(len(cards)))
	}
	return nil
}
