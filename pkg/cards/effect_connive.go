package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// connive: SUBJECT: "When this creature enters, it connives." (701.50a)
func init() {
	effectKinds["connive"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		what := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.Connive{What: what}, what, "the permanent that connives")
	}
}
