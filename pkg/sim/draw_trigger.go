package sim

// drawTriggerMatches reports whether a card draw (121.1) matches a
// "whenever [player] draw[s] a card" trigger: the drawer is the player the
// trigger names, and, for "your second card each turn", the card is the
// Nth the drawer has drawn this turn. The count is the turn's (500.1),
// whenever the cards were drawn: a card drawn in the draw step counts
// toward the second even if the ability's source arrived after it. A draw
// of several cards is that many draws one at a time (121.2), each an event.
func drawTriggerMatches(t *Trigger, ev event, you PlayerID) bool {
	return t.Player.allows(ev.player, you) && (t.NthDraw == 0 || ev.amount == t.NthDraw)
}
