package sim

import "fmt"

// TriggerEvent is what a triggered ability waits for.
type TriggerEvent int

// The trigger events.
const (
	// AtBeginningOfStep: "At the beginning of [step]" (603.2b).
	AtBeginningOfStep TriggerEvent = iota
	// WhenYouLoseControl: "When you lose control of this": another
	// player gains control of it, or it leaves the battlefield. A
	// look-back trigger (603.10a, 603.10d) controlled by the player who
	// lost control.
	WhenYouLoseControl
	// WhenDies: "When this dies": it goes from the battlefield to a
	// graveyard (700.4), looking back in time (603.10a).
	WhenDies
	// WhenTappedForMana: "Whenever a land (or enchanted land, with
	// AttachedOnly) is tapped for mana": a triggered mana ability that
	// resolves at once (605.1b, 605.4a).
	WhenTappedForMana
	// WhenEnters: "When this enters" (603.6a).
	WhenEnters
	// WhenLeaves: "When this leaves the battlefield", looking back in time
	// (603.6c, 603.10a).
	WhenLeaves
	// WhenDealtDamage: "Whenever this is dealt damage"; prevented damage
	// is not dealt and triggers nothing (603.2g, 615.6).
	WhenDealtDamage
)

// Whose says in whose turns a beginning-of-step trigger triggers.
type Whose int

// The turn owners.
const (
	EachTurn Whose = iota // "at the beginning of each end step"
	YourTurn              // "at the beginning of your end step", "... on your turn"
)

// Trigger is the trigger condition of a triggered ability.
type Trigger struct {
	Event        TriggerEvent
	Step         Step  // for AtBeginningOfStep
	Whose        Whose // for AtBeginningOfStep
	AttachedOnly bool  // for WhenTappedForMana: only the permanent this is attached to
}

// event is something that happened which triggered abilities may be
// waiting for.
type event struct {
	kind evKind
	// object is the object the event happened to; lki is how it was just
	// before the event, for look-back triggers (603.10).
	object        ObjectID
	lki           *Object
	oldController PlayerID
	to            Zone
}

type evKind int

const (
	evStepBegan evKind = iota
	evControlChanged
	evLeftBattlefield
	evEntered
	evDealtDamage
)

// pendingTrigger is a triggered ability that has triggered and waits to be
// put on the stack the next time a player would receive priority (603.3).
type pendingTrigger struct {
	ability    *Ability
	source     ObjectID
	lki        *Object // the source when it triggered
	controller PlayerID
}

// fire checks the triggered abilities that wait for ev.
func (g *Game) fire(ev event) {
	switch ev.kind {
	case evStepBegan:
		overrides := g.landTypeOverrides()
		for _, id := range g.battlefield {
			o := g.objects[id]
			for _, a := range rulesText(o, overrides) { // intrinsic abilities never trigger
				t := a.Trigger
				if a.Kind != TriggeredAbility || t.Event != AtBeginningOfStep || t.Step != g.turn.Step {
					continue
				}
				if t.Whose == YourTurn && o.controller != g.turn.Active {
					continue
				}
				g.trigger(a, o, o.controller)
			}
		}
	case evControlChanged, evLeftBattlefield:
		for _, a := range ev.lki.Card.Abilities {
			if a.Kind != TriggeredAbility {
				continue
			}
			switch {
			case a.Trigger.Event == WhenYouLoseControl:
				g.trigger(a, ev.lki, ev.oldController)
			case a.Trigger.Event == WhenDies && ev.kind == evLeftBattlefield && ev.to == Graveyard && ev.lki.Card.HasType("creature"):
				g.trigger(a, ev.lki, ev.oldController)
			case a.Trigger.Event == WhenLeaves && ev.kind == evLeftBattlefield:
				g.trigger(a, ev.lki, ev.oldController)
			}
		}
	case evEntered, evDealtDamage:
		o := g.objects[ev.object]
		want := map[evKind]TriggerEvent{evEntered: WhenEnters, evDealtDamage: WhenDealtDamage}[ev.kind]
		for _, a := range rulesText(o, g.landTypeOverrides()) {
			if a.Kind == TriggeredAbility && a.Trigger.Event == want {
				g.trigger(a, o, o.controller)
			}
		}
	}
}

// trigger makes a ability of source trigger for controller, unless its
// intervening "if" is false now (603.4).
func (g *Game) trigger(a *Ability, source *Object, controller PlayerID) {
	if g.players[controller].Lost {
		return // 800.4d: no triggers for a player who has left
	}
	if a.Condition != nil && !a.Condition.holds(g, controller) {
		return
	}
	lki := source.clone()
	g.pending = append(g.pending, pendingTrigger{ability: a, source: source.ID, lki: lki, controller: controller})
	g.logf("trigger", RuleTriggerOnEvent, "%s triggers (controlled by %s)", g.abilityName(a, source.ID), g.players[controller].Name)
}

// abilityName names an ability for the log and for scenarios: its flavor
// word, or its source's name.
func (g *Game) abilityName(a *Ability, source ObjectID) string {
	if a.Name != "" {
		return a.Name
	}
	return g.objects[source].Card.Name
}

// apnap lists the players still in the game in APNAP order: the active
// player, then the others in turn order (101.4).
func (g *Game) apnap() []PlayerID {
	out := []PlayerID{g.turn.Active}
	return append(out, g.opponents(g.turn.Active)...)
}

// stackTriggers puts the waiting triggered abilities on the stack: each
// player in APNAP order puts theirs in the order they choose (603.3b),
// choosing targets as each goes on the stack (603.3d).
func (g *Game) stackTriggers() error {
	pending := g.pending
	g.pending = nil
	for _, p := range g.apnap() {
		var mine []pendingTrigger
		for _, t := range pending {
			if t.controller == p {
				mine = append(mine, t)
			}
		}
		if len(mine) == 0 {
			continue
		}
		labels := make([]string, len(mine))
		for i, t := range mine {
			labels[i] = g.abilityName(t.ability, t.source)
		}
		order, err := g.decideOrder(Decision{Player: p, Question: "the order to put your triggered abilities on the stack (first listed goes on the stack first, so it resolves last)",
			Options: labels, Rule: RuleTriggerOrder})
		if err != nil {
			return err
		}
		for _, i := range order {
			if err := g.stackTrigger(mine[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// stackTrigger puts one triggered ability on the stack with its targets; a
// trigger with no legal target is removed (603.3d).
func (g *Game) stackTrigger(t pendingTrigger) error {
	name := g.abilityName(t.ability, t.source)
	targets, ok, err := g.chooseTriggerTargets(t, name)
	if err != nil {
		return err
	}
	if !ok {
		g.logf("trigger removed", RuleTriggerNoTarget, "%s is removed from the stack: it has no legal target", name)
		return nil
	}
	g.push(&StackItem{Object: t.source, Ability: t.ability, Controller: t.controller, targets: targets, sourceLKI: t.lki})
	g.logf("stack", RuleTriggerOrder, "%s's triggered ability %s goes on the stack%s", g.players[t.controller].Name, name, g.targetsText(targets))
	return nil
}

// chooseTriggerTargets asks the controller for each target among the legal
// choices.
func (g *Game) chooseTriggerTargets(t pendingTrigger, name string) ([]chosenTarget, bool, error) {
	var out []chosenTarget
	for _, spec := range t.ability.Targets {
		legal := g.legalTargets(spec, t.controller)
		if len(legal) == 0 {
			return nil, false, nil
		}
		labels := make([]string, len(legal))
		for i, c := range legal {
			labels[i] = g.TargetLabel(c.Target)
		}
		i, err := g.decide(Decision{Player: t.controller, Question: fmt.Sprintf("%s for %s", spec.Description, name), Options: labels, Rule: RuleTriggerTargets})
		if err != nil {
			return nil, false, err
		}
		out = append(out, legal[i])
	}
	return out, true, nil
}

// legalTargets lists every legal choice for spec: players in turn order,
// then objects in creation order.
func (g *Game) legalTargets(spec TargetSpec, controller PlayerID) []chosenTarget {
	var out []chosenTarget
	for _, p := range g.players {
		c := chosenTarget{Target: PlayerTarget(p.ID)}
		if g.targetLegal(spec, c, controller) {
			out = append(out, c)
		}
	}
	for _, id := range g.Objects() {
		o := g.objects[id]
		c := chosenTarget{Target: ObjectTarget(id), incarnation: o.Incarnation}
		if g.targetLegal(spec, c, controller) {
			out = append(out, c)
		}
	}
	return out
}
