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
}

func (e Optional) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return fmt.Errorf("an optional effect needs a player to choose, and a judge's effect has none")
	}
	options := []string{"yes", "no"}
	if !e.Pay.IsZero() && !canPayMana(g.spendable(r.controller, nil), e.Pay, 0) {
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
	if err := g.applyEffects(e.Do, r); err != nil {
		return err
	}
	return g.applyEffects(e.IfYouDo, r)
}
