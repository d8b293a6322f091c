package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// discard_hand: SUBJECT: "Discard your hand." (701.9a)
func init() {
	effectKinds["discard_hand"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		who := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.DiscardHand{Who: who}, who, "the player who discards")
	}
}
