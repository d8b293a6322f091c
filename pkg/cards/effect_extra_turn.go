package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// extra_turns: {who, count, lose_at_end_step?}: "Take an extra turn after
// this one.", "Target player takes two extra turns after this one." (500.7)
func init() {
	effectKinds["extra_turns"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.ExtraTurns{Count: 1}
		if _, ok := r.Fields(n, "extra_turns",
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count, _ = readCount(r, v, "count") }},
			// "At the beginning of that turn's end step, you lose the game."
			source.Field{Key: "lose_at_end_step", Read: func(v *yaml.Node) { e.LoseAtEndStep, _ = r.Bool(v, "lose_at_end_step") }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.Who, "who")
	}
}
