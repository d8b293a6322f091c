package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// counter_triggering_unless_pays: "{2}": "counter that spell or ability
// unless its controller pays {2}", the spell or ability whose targeting
// made a becomes_target trigger trigger (118.12a).
func init() {
	effectKinds["counter_triggering_unless_pays"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		cost, ok := readManaCost(r, n)
		if !ok {
			return nil
		}
		if cost.XCount > 0 {
			r.Errorf(n, "counter_triggering_unless_pays: a triggered ability has no X (107.3)")
			return nil
		}
		return sim.CounterTriggeringUnlessPays{Cost: cost}
	}
}
