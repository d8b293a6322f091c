package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// skip_your_next_turn: true: "You skip your next turn." (500.11, 614.10a)
func init() {
	effectKinds["skip_your_next_turn"] = flagEffect("skip_your_next_turn", sim.SkipYourNextTurn{Turns: 1})
	// skip_your_next_turns: N: "You skip your next two turns."
	effectKinds["skip_your_next_turns"] = countEffect("skip_your_next_turns: how many",
		func(n int) sim.Effect { return sim.SkipYourNextTurn{Turns: n} })
}

// flagEffect compiles an effect written KEY: true, which has nothing more
// to say.
func flagEffect(key string, e sim.Effect) func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	return func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if v, ok := r.Bool(n, key); !ok || !v {
			r.Errorf(n, "write %s: true", key)
			return nil
		}
		return e
	}
}
