package sim

import "fmt"

// Optional is "you may [Do]. If you do, [IfYouDo]": the controller
// chooses as it resolves (608.2d); the second part happens only if the
// first was done.
type Optional struct {
	Text string // the optional part as printed, for the question
	// Pay is a cost the player may pay ("you may pay {1}"), from their
	// mana pool; Do are effects they may have happen.
	Pay     ManaCost
	Do      []Effect
	IfYouDo []Effect
	// WhenYouDo is "When you do, ...": a reflexive triggered ability
	// (603.12) that triggers if the player paid, or if what they chose to
	// do happened (a creature was sacrificed, a card discarded).
	WhenYouDo *Ability
}

func (e Optional) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return fmt.Errorf("an optional effect needs a player to choose, and a judge's effect has none")
	}
	options := []string{"yes", "no"}
	if !e.Pay.IsZero() && !g.canPay(r.controller, nil, e.Pay, 0) {
		options = []string{"no"} // a cost that can't be paid can't be chosen (601.2h)
	}
	choice, err := g.decide(Decision{Player: r.controller, Question: "whether to " + e.Text, Options: options, Rule: RuleChoiceOnResolution})
	if err != nil || options[choice] != "yes" {
		return err
	}
	if !e.Pay.IsZero() {
		if err := g.payMana(r.controller, e.Pay, 0, e.Text, nil); err != nil {
			return err
		}
	}
	before := g.clock
	if err := g.applyEffects(e.Do, r); err != nil {
		return err
	}
	// Every zone change ticks the clock: the actions "When you do" may
	// follow (sacrifice, discard, exile, return) are all zone changes.
	if e.WhenYouDo != nil && (!e.Pay.IsZero() || g.clock > before) {
		g.reflexiveTrigger(e.WhenYouDo, r)
	}
	return g.applyEffects(e.IfYouDo, r)
}

// reflexiveTrigger makes a reflexive triggered ability of the resolving
// ability trigger at once (603.12): it goes on the stack the next time a
// player would receive priority, with its targets chosen then. It keeps
// the event of the ability that created it, so "that creature" is the
// same creature.
func (g *Game) reflexiveTrigger(a *Ability, r *resolution) {
	ev := event{}
	if r.trigger != nil {
		ev = *r.trigger
	}
	lki := r.sourceLKI
	if lki == nil {
		lki = g.lastKnown(r.source)
	}
	g.pending = append(g.pending, pendingTrigger{ability: a, source: r.source, lki: lki, controller: r.controller, event: ev})
	g.logf("trigger", RuleReflexiveTrigger, "%s's reflexive ability triggers (controlled by %s)", g.name(r.source), g.players[r.controller].Name)
}
