package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// explore: SUBJECT: "When this creature enters, it explores." (701.44a)
func init() {
	effectKinds["explore"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		what := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.Explore{What: what}, what, "the permanent that explores")
	}
}
