package sim

// DiscardHand makes each player of Who discard their whole hand ("Discard
// your hand, then draw three cards."): every card of it goes to its owner's
// graveyard at once (701.9a), with no choice to make; an empty hand
// discards nothing.
type DiscardHand struct{ Who Subject }

func (e DiscardHand) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	if err != nil {
		return err
	}
	for _, p := range ps {
		pl := g.players[p]
		hand := append([]ObjectID(nil), pl.hand...)
		for _, id := range hand {
			g.move(id, Graveyard, NoPlayer)
		}
		if len(hand) > 0 {
			g.logf("discard", RuleDiscard, "%s discards their hand (%d cards)", pl.Name, len(hand))
		}
		for _, id := range hand {
			g.noteDiscarded(p, id)
		}
	}
	return nil
}

// revealHand shows p's hand to every player (701.20a); an empty hand is
// revealed too, and shows nothing.
func (g *Game) revealHand(p PlayerID) {
	pl := g.players[p]
	if len(pl.hand) == 0 {
		g.logf("reveal", RuleReveal, "%s reveals their hand: no cards", pl.Name)
		return
	}
	g.logf("reveal", RuleReveal, "%s reveals their hand: %s", pl.Name, g.names(pl.hand))
}

// noteDiscarded records that p discarded the card id (701.9a): it counts
// in the turn's history, and it is the event "Whenever an opponent
// discards a card" waits for, one event a card even when several are
// discarded at once.
func (g *Game) noteDiscarded(p PlayerID, id ObjectID) {
	g.players[p].thisTurn.discarded++
	g.invalidate()
	g.fire(event{kind: evDiscarded, player: p, object: id})
}
