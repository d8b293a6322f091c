package sim

// delayedTrigger is a delayed triggered ability (603.7): created by an
// effect, it triggers once, at the beginning of the next step of a kind,
// and then no longer exists (603.7b). What it acts on is fixed when it is
// created: an object that has since changed zones is a new object it can't
// find (400.7).
type delayedTrigger struct {
	ability    *Ability
	source     ObjectID
	controller PlayerID
	step       Step
	object     objectRef
}

// addDelayed creates a delayed triggered ability.
func (g *Game) addDelayed(d delayedTrigger) {
	g.delayed = append(g.delayed[:len(g.delayed):len(g.delayed)], d)
}

// fireDelayed triggers the delayed abilities waiting for the step that
// has just begun, each once (603.7b).
func (g *Game) fireDelayed() {
	var keep []delayedTrigger
	for _, d := range g.delayed {
		if d.step != g.turn.Step {
			keep = append(keep, d)
			continue
		}
		ev := event{kind: evStepBegan, object: d.object.id}
		g.pending = append(g.pending, pendingTrigger{ability: d.ability, source: d.source, lki: g.lastKnown(d.source), controller: d.controller, event: ev})
		g.logf("trigger", RuleDelayedTrigger, "%s's delayed ability triggers (controlled by %s)", g.name(d.source), g.players[d.controller].Name)
	}
	g.delayed = keep
}

// moveObject moves one permanent to another zone, found only while it is
// the same object on the battlefield (400.7, 603.7c): "exile it at the
// beginning of the next end step", "return it to its owner's hand".
type moveObject struct {
	object objectRef
	to     Zone
	rule   Rule
}

func (e moveObject) apply(g *Game, r *resolution) error {
	o := g.objects[e.object.id]
	if o.Incarnation != e.object.incarnation || o.Zone != Battlefield {
		return nil
	}
	g.move(o.ID, e.to, NoPlayer)
	g.logf("zone", e.rule, "%s is put into %s", o.Card.Name, e.to)
	return nil
}
