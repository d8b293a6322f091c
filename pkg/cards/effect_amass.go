package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// amass: {subtype, count}: "Amass Orcs 2." (701.47a)
func init() {
	effectKinds["amass"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.Amass
		kvs, ok := r.Fields(n, "amass",
			source.Field{Key: "subtype", Read: func(v *yaml.Node) { e.Subtype, _ = r.String(v, "a creature type, singular (Orc)") }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.N, _ = readCount(r, v, "how many +1/+1 counters") }},
		)
		if !ok {
			return nil
		}
		if !source.HasKey(kvs, "subtype") || !source.HasKey(kvs, "count") {
			r.Errorf(n, "amass needs subtype and count")
			return nil
		}
		return e
	}
}
