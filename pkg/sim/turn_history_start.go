package sim

// TurnHistory is what a player did earlier in the turn a game is set up
// in, before its starting state: the cards drawn (121.1), the life gained
// and lost (119.3), the lands played (305.1). A starting state in the
// middle of a turn (say its first main phase) has no history unless it is
// given: the draw step's card counts only when it is.
type TurnHistory struct {
	CardsDrawn, LifeGained, LifeLost, LandsPlayed int
}

// SetTurnHistory sets a player's history of the starting turn. The lands
// played count toward the one land a turn (305.2).
func (g *Game) SetTurnHistory(p PlayerID, h TurnHistory) {
	pl := g.players[p]
	pl.thisTurn.drawn, pl.thisTurn.gainedLife, pl.thisTurn.lostLife = h.CardsDrawn, h.LifeGained, h.LifeLost
	pl.landsPlayed = h.LandsPlayed
	g.invalidate()
}
