package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// choose_creature_type: true: "Choose a creature type." as an instruction
// (608.2d, 205.3e); the effects after it in the same resolution read the
// choice as "of the chosen type" and "of that type".
func init() {
	effectKinds["choose_creature_type"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if v, ok := r.Bool(n, "choose_creature_type"); ok && v {
			return sim.ChooseCreatureType{}
		}
		r.Errorf(n, "write choose_creature_type: true")
		return nil
	}
}
