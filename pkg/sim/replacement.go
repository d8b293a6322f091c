package sim

// decideReplacement is the one place where the rules ask which of several
// replacement or prevention effects applies first to an event (616.1): the
// affected player, or the controller of the affected object, chooses among
// those that apply; with one, nobody is asked. The caller applies the
// chosen one, then asks again among the rest that still apply, each effect
// applying at most once to the event (614.5, 616.1f).
func (g *Game) decideReplacement(chooser PlayerID, question string, labels []string) (int, error) {
	if len(labels) == 1 {
		return 0, nil
	}
	return g.decide(Decision{Player: chooser, Question: question, Options: labels, Rule: RuleReplacementOrder})
}
