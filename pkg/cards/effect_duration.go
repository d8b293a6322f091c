package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// compileEffectDuration reads the until: of a card's continuous effect:
// end_of_turn, end_of_combat, you_control_this, "for as long as you
// control this creature" (611.2b), or your_next_turn, "until your next
// turn" (611.2a), which a judge's effect can't say (it has no source a
// player controls, and no controller).
func compileEffectDuration(r *source.Reader, n *yaml.Node) sim.Duration {
	if n.Kind == yaml.ScalarNode && n.Value == "you_control_this" {
		return sim.WhileYouControlSource
	}
	if n.Kind == yaml.ScalarNode && n.Value == "your_next_turn" {
		return sim.UntilYourNextTurn // "until your next turn" (611.2a)
	}
	if _, ok := r.OneOf(n, "duration", []string{"end_of_combat", "end_of_turn", "you_control_this", "your_next_turn"}); !ok {
		return sim.Indefinitely
	}
	return durations[n.Value]
}
