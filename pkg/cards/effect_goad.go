package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// goad: SUBJECT: "Goad target creature." (701.15a): until the next turn of
// the ability's controller, each creature is goaded by that player.
func init() {
	effectKinds["goad"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.Goad{What: compileSubject(r, n, targets)}
	}
}
