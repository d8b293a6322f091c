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

// put_on_bottom: SUBJECT: "Put target card from your graveyard on the
// bottom of your library."
func init() {
	effectKinds["put_on_bottom"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		what := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.PutOnLibraryBottom{What: what}, what, "what is put on the bottom")
	}
}
