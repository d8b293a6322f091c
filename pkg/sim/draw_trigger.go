package sim

// drawTriggerMatches reports whether a card draw (121.1) matches a
// "whenever [player] draw[s] a card" trigger: the drawer is the player the
// trigger names, and, for "your second card each turn", the card is the
// Nth the drawer has drawn this turn. The count is the turn's (500.1),
// whenever the cards were drawn: a card drawn in the draw step counts
// toward the second even if the ability's source arrived after it. A draw
// of several cards is that many draws one at a time (121.2), each an event.
// "Except the first one they draw in each of their draw steps" leaves out
// the first card drawn in the drawer's own draw step (504.1's draw, or
// one drawn before it there); "during an opponent's turn" is a turn not
// the controller's, "during their turn" the drawer's.
func (g *Game) drawTriggerMatches(t *Trigger, ev event, you PlayerID) bool {
	switch {
	case !t.Player.allows(ev.player, you), t.NthDraw != 0 && ev.amount != t.NthDraw:
		return false
	case t.ExceptFirstInDrawStep && ev.firstOfDrawStep:
		return false
	case t.OpponentsTurn && g.turn.Active == you, t.DrawersTurn && g.turn.Active != ev.player:
		return false
	}
	return true
}

// noteDrawStepDraw counts a card p draws in their own draw step and
// reports whether it is the first there.
func (g *Game) noteDrawStepDraw(p PlayerID) bool {
	if g.turn.Step != DrawStep || g.turn.Active != p {
		return false
	}
	g.players[p].thisTurn.drawnInDrawStep++
	return g.players[p].thisTurn.drawnInDrawStep == 1
}
