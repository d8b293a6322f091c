package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// bolster: N: "Bolster 2." (701.39a)
func init() {
	effectKinds["bolster"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		v, ok := r.NonNegInt(n, "bolster: how many +1/+1 counters")
		if !ok {
			return nil
		}
		return sim.Bolster{N: v}
	}
}
