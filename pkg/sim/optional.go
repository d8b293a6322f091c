package sim

import "fmt"

// Optional is "you may [Do]. If you do, [IfYouDo]": the controller
// chooses as it resolves (608.2d); the second part happens only if the
// first was done.
type Optional struct {
	Text    string // the optional part as printed, for the question
	Do      []Effect
	IfYouDo []Effect
}

func (e Optional) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return fmt.Errorf("an optional effect needs a player to choose, and a judge's effect has none")
	}
	choice, err := g.decide(Decision{Player: r.controller, Question: "whether to " + e.Text, Options: []string{"yes", "no"}, Rule: RuleChoiceOnResolution})
	if err != nil || choice != 0 {
		return err
	}
	if err := g.applyEffects(e.Do, r); err != nil {
		return err
	}
	return g.applyEffects(e.IfYouDo, r)
}
