package sim

// triggerLines orders the event log so that an ability's "triggers" line
// comes after the line of the event that triggered it (603.2). A zone
// change fires its events inside move, and the caller writes the change's
// own line ("Hangarback Walker is destroyed ...") after move returns; the
// trigger lines fired meanwhile are held until that line is written, or
// until triggered abilities go on the stack, whichever comes first.
type triggerLines struct {
	holding bool
	held    []Event
}

// holdTriggerLines starts holding trigger lines: an event is about to be
// fired whose own line is not written yet.
func (g *Game) holdTriggerLines() { g.triggerLines.holding = true }

// releaseTriggerLines writes the held trigger lines and stops holding.
func (g *Game) releaseTriggerLines() {
	g.log = append(g.log, g.triggerLines.held...)
	g.triggerLines = triggerLines{}
}

// logTrigger writes the line of an ability that triggered, or holds it.
func (g *Game) logTrigger(e Event) {
	if g.triggerLines.holding {
		g.triggerLines.held = append(g.triggerLines.held, e)
		return
	}
	g.log = append(g.log, e)
}
