package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

func init() {
	// exile_if_dies: SUBJECT: "If that creature would die this turn,
	// exile it instead." (614.1a, 700.4)
	effectKinds["exile_if_dies"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ExileIfDies{What: compileSubject(r, n, targets)}
	}
}
