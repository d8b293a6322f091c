package sim

// NextStep is when a delayed triggered ability triggers (603.7).
type NextStep int

// The moments a delayed triggered ability waits for. Each is the first
// such step to begin after the ability is created: one created during an
// end step waits for the next turn's (513.2).
const (
	// NextEndStep: "at the beginning of the next end step".
	NextEndStep NextStep = iota
	// NextUpkeep: "at the beginning of the next turn's upkeep".
	NextUpkeep
)

func (n NextStep) step() Step {
	switch n {
	case NextUpkeep, NextYourUpkeep:
		return Upkeep
	case NextEndOfCombat:
		return EndOfCombat
	}
	return End
}

// Delayed creates a delayed triggered ability (603.7a): "Sacrifice them at
// the beginning of the next end step." It triggers once (603.7b), its
// source and controller those of the ability that created it (603.7d,
// 603.7e). Of names, as the effect happens, the objects its effects act on
// later through the subject Remembered; an object that has left its zone
// since is a new object the ability can't find (603.7c, 400.7).
type Delayed struct {
	At NextStep
	Of Subject // nil: the effects name no object of the moment
	// In is the zone the objects of Of are expected in: "sacrifice it"
	// names a permanent, "return that card to the battlefield" a card in
	// exile; an object elsewhere is not named (603.7c).
	In      Zone
	Effects []Effect
}

// delayedTrigger is a delayed triggered ability waiting for its step.
type delayedTrigger struct {
	at         NextStep
	ability    *Ability
	source     ObjectID
	lki        *Object
	controller PlayerID
	remembered []objectRef
}

func (e Delayed) apply(g *Game, r *resolution) error {
	d := delayedTrigger{at: e.At, ability: &Ability{Kind: TriggeredAbility, Effects: e.Effects},
		source: r.source, lki: r.sourceLKI, controller: r.controller}
	if e.Of != nil {
		ts, err := e.Of.resolve(g, r)
		if err != nil {
			return err
		}
		for _, t := range ts {
			if !t.IsPlayer() && !t.IsNone() && g.object(t.Object).Zone == e.In && g.InAZone(t.Object) {
				d.remembered = append(d.remembered, g.object(t.Object).ref())
			}
		}
	}
	g.addDelayed(d)
	g.logf("delayed trigger", RuleDelayedTrigger, "a delayed triggered ability of %s will trigger at the beginning of the next %s", g.name(r.source), e.At.step())
	return nil
}

// addDelayed creates a delayed triggered ability (603.7a).
func (g *Game) addDelayed(d delayedTrigger) {
	if d.lki == nil && d.source != 0 {
		d.lki = g.lastKnown(d.source)
	}
	g.delayed = append(g.delayed[:len(g.delayed):len(g.delayed)], d)
}

// triggerDelayed makes the delayed triggered abilities waiting for the step
// that has just begun trigger, each once (603.7b).
func (g *Game) triggerDelayed() {
	var waiting []delayedTrigger
	for _, d := range g.delayed {
		if d.at.step() != g.turn.Step || g.players[d.controller].Lost || d.at == NextYourUpkeep && g.turn.Active != d.controller {
			waiting = append(waiting, d)
			continue
		}
		g.pending = append(g.pending, pendingTrigger{ability: d.ability, source: d.source, lki: d.lki, controller: d.controller, remembered: d.remembered})
		g.logf("trigger", RuleDelayedTrigger, "the delayed triggered ability of %s triggers (controlled by %s)", g.name(d.source), g.players[d.controller].Name)
	}
	g.delayed = waiting
}

type rememberedSubject struct{}

func (rememberedSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	var out []Target
	for _, ref := range r.remembered {
		if o := g.object(ref.id); o != nil && o.Incarnation == ref.incarnation && g.InAZone(ref.id) {
			out = append(out, ObjectTarget(ref.id))
		}
	}
	return out, nil
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
	o := g.object(e.object.id)
	if o.Incarnation != e.object.incarnation || o.Zone != Battlefield {
		return nil
	}
	g.move(o.ID, e.to, NoPlayer)
	g.logf("zone", e.rule, "%s is put into %s", o.Card.Name, e.to)
	return nil
}

// Remembered is "it" or "them" in a delayed triggered ability: the objects
// its Delayed effect named, as long as they are still those objects
// (603.7c).
func Remembered() Subject { return rememberedSubject{} }

type createdSubject struct{}

func (createdSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	out := make([]Target, 0, len(r.created))
	for _, id := range r.created {
		out = append(out, ObjectTarget(id))
	}
	return out, nil
}

// CreatedTokens is "them" after "create two tokens": the tokens this
// resolution has created so far.
func CreatedTokens() Subject { return createdSubject{} }
