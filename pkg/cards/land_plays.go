package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// Additional land plays (305.2): the static additional_land_plays: N, "You
// may play an additional land on each of your turns."; the effect
// additional_land_plays_this_turn: N, "You may play an additional land
// this turn."
func init() {
	staticForms["additional_land_plays"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		k, ok := readCount(r, n, "additional_land_plays")
		if !ok {
			return nil
		}
		return sim.AdditionalLandPlays{N: k}
	}
	effectKinds["additional_land_plays_this_turn"] = countEffect("additional_land_plays_this_turn: how many",
		func(k int) sim.Effect { return sim.AdditionalLandThisTurn{N: k} })
}

// countEffect compiles an effect written KEY: N, a number and nothing more
// (what names it in messages).
func countEffect(what string, make func(int) sim.Effect) func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	return func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		k, ok := readCount(r, n, what)
		if !ok {
			return nil
		}
		return make(k)
	}
}
