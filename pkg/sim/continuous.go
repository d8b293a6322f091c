package sim

import "slices"

// Duration is how long a continuous effect from a resolving spell or ability
// lasts (611.2a).
type Duration int

// The durations.
const (
	// Indefinitely: no duration stated, so until the end of the game.
	Indefinitely Duration = iota
	// UntilEndOfTurn effects end in the cleanup step (514.2).
	UntilEndOfTurn
	// UntilEndOfCombat effects end when the combat phase ends (511.2).
	UntilEndOfCombat
	// ThroughNextUntapStep: "it doesn't untap during its controller's next
	// untap step": the effect, on one permanent, lasts until the next untap
	// step of whoever controls it then has ended (502.3); it tracks the
	// permanent, not its controller.
	ThroughNextUntapStep
	// WhileYouControlSource: "for as long as you control this creature"
	// (611.2b): the effect ends as soon as the controller of the spell or
	// ability that made it no longer controls its source, or the source
	// leaves the battlefield (see control_duration.go).
	WhileYouControlSource
	// UntilYourNextTurn: "until your next turn": the effect ends as the
	// next turn of the controller of the spell or ability that made it
	// begins (611.2a, 500.5; see next_turn.go).
	UntilYourNextTurn
)

// continuousEffect is one continuous effect from a resolved spell or
// ability, or from a judge's effect. The objects it affects are fixed when it
// begins (611.2c), so it never follows a card into a new zone. What it does
// is its modifications, applied by the layer system (613).
type continuousEffect struct {
	timestamp int
	source    ObjectID // 0: none (a judge's effect)
	affected  []objectRef
	until     Duration
	mods      []Modification
	text      string // for traces: what it does
	// mana is a replacement effect on mana events (not a layer effect);
	// label names it for the player who orders replacements.
	mana           *ManaReplacement
	manaController PlayerID
	label          string
	// zone is a replacement effect on the affected objects' dying
	// (614.1a, 700.4), also not a layer effect.
	zone *DiesReplacement
	// prevention is a prevention effect until end of turn (615.1a).
	prevention *preventionThisTurn
	// whileControl is the source and the player of a
	// WhileYouControlSource effect.
	whileControl controlLink
	// nextTurnOf is the player whose next turn ends an UntilYourNextTurn
	// effect: the controller of the spell or ability that made it.
	nextTurnOf PlayerID
}

// addEffect starts a continuous effect with a new timestamp (613.7b).
func (g *Game) addEffect(e *continuousEffect) {
	if e.until == WhileYouControlSource && !g.linkControlDuration(e) {
		return // the duration never started: the effect does nothing (611.2b)
	}
	e.timestamp = g.tick()
	g.effects = append(g.effects, e)
	g.changed()
}

// endEffects ends every effect with the given duration.
func (g *Game) endEffects(d Duration) {
	ended := false
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *continuousEffect) bool {
		if e.until == d {
			ended = true
			return true
		}
		return false
	})
	if !ended {
		return
	}
	if d == UntilEndOfCombat {
		g.logf("effects end", RuleEndOfCombatEffects, "\"until end of combat\" effects end")
	} else {
		g.logf("effects end", RuleCleanupDamageAndEffects, "\"until end of turn\" effects end")
	}
	g.changed()
}

// endUntapStepEffects ends the ThroughNextUntapStep effects on the
// permanents of the player whose untap step has just been performed, and
// those on permanents that are gone.
func (g *Game) endUntapStepEffects(p PlayerID) {
	n := len(g.effects)
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *continuousEffect) bool {
		if e.until != ThroughNextUntapStep {
			return false
		}
		a := e.affected[0]
		o := g.object(a.id)
		return o == nil || o.Incarnation != a.incarnation || o.Zone != Battlefield || g.Controller(a.id) == p
	})
	if len(g.effects) < n {
		g.logf("effects end", RuleUntapStep, "effects that lasted through %s's untap step end", g.players[p].Name)
		g.changed()
	}
}

// changed is called after every change to what the layer system reads: the
// characteristics are computed again when next read, and a permanent whose
// controller the change made different is noticed at once.
func (g *Game) changed() {
	g.invalidate()
	g.noticeControlChanges()
	g.checkStateTriggers()
}

// noticeControlChanges compares each permanent's controller (the result of
// layer 2, 613.1b) with the one the game last saw. A permanent whose
// controller changed starts a new period of continuous control (302.6),
// leaves combat (506.4), and triggers "when you lose control" abilities
// (603.10d) as they were just before (603.10a).
func (g *Game) noticeControlChanges() {
	if g.noticing {
		return // a change made while noticing is noticed by the loop below
	}
	g.noticing = true
	defer func() { g.noticing = false }()
	for range len(g.battlefield) + 1 {
		changed := false
		for _, id := range g.controlChangesToNotice() {
			o := g.object(id)
			c := g.Controller(id)
			if c == o.knownController {
				continue
			}
			changed = true
			old := o.knownController
			lki := g.lastKnown(id)
			lki.lkiChars = lki.lkiChars.clone()
			lki.lkiChars.Controller = old // as it was just before (603.10a)
			g.changing(o)
			o.knownController = c
			o.controlSince = g.tick()
			g.logf("control", RuleControlLayer, "%s gains control of %s from %s", g.players[c].Name, o.Card.Name, g.players[old].Name)
			g.removeFromCombat(id)
			g.invalidate()
			g.fire(event{kind: evControlChanged, object: id, lki: lki, oldController: old})
		}
		if g.endLostControlEffects() {
			changed = true // a control effect that ended may change controllers
		}
		if !changed {
			return
		}
	}
}

// controlChangesToNotice is a copy of the battlefield for
// noticeControlChanges to go through (noticing a change may change the
// battlefield), or nil, the usual case, when every permanent's controller
// is the one the game last saw.
func (g *Game) controlChangesToNotice() []ObjectID {
	for _, id := range g.battlefield {
		if g.Controller(id) != g.object(id).knownController {
			return slices.Clone(g.battlefield)
		}
	}
	return nil
}

// IsSick reports whether summoning sickness (302.6) stops the permanent
// from attacking and from paying {T} and {Q} costs now: a creature without
// haste (702.10b, 702.10c) whose controller has not controlled it
// continuously since their most recent turn began.
func (g *Game) IsSick(id ObjectID) bool {
	o := g.object(id)
	if o.Zone != Battlefield || !g.IsCreature(id) || g.HasKeyword(id, KwHaste) {
		return false
	}
	return o.controlSince > g.players[g.Controller(id)].turnBegan
}

// ManaValue is the object's mana value (202.3): X counts as chosen while it
// is a spell on the stack and as 0 elsewhere (202.3e).
func (g *Game) ManaValue(id ObjectID) int { return g.manaValueOf(g.object(id), g.Chars(id)) }

func (g *Game) manaValueOf(o *Object, c *Characteristics) int {
	x := 0
	if o.Zone == Stack {
		if it := g.stackItemOf(o.ID); it != nil {
			x = it.X
		}
	}
	return c.ManaCost.ManaValue(x)
}
