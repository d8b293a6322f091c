package sim

// checkStateTriggers triggers each state trigger whose state is true now
// (603.8): it triggers at once, and not again while it waits to go on the
// stack or is on the stack.
func (g *Game) checkStateTriggers() {
	for _, id := range g.currentView().triggerSources {
		c := g.Chars(id)
		for a := range triggeredAbilities(c) {
			t := a.Trigger
			if t.Event != WhenState || g.stateTriggerWaiting(id, a) || !g.conditionHolds(t.Condition, id, c.Controller) {
				continue
			}
			g.trigger(a, g.object(id), c.Controller, event{kind: evState, object: id})
		}
	}
}

// stateTriggerWaiting reports whether a state trigger of source has
// triggered and not yet left the stack.
func (g *Game) stateTriggerWaiting(source ObjectID, a *Ability) bool {
	for _, p := range g.pending {
		if p.source == source && p.ability == a {
			return true
		}
	}
	for _, it := range g.stack {
		if !it.Spell && it.Object == source && it.Ability == a {
			return true
		}
	}
	return false
}
