package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// flip_coin: {win?, lose?}: "Flip a coin. If you win the flip, ... If you
// lose the flip, ..." (705.1, 705.2); each branch is an effect list.
func init() {
	effectKinds["flip_coin"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.FlipCoin{}
		kvs, ok := r.Fields(n, "flip_coin",
			source.Field{Key: "win", Read: func(v *yaml.Node) { e.Win = compileEffectList(r, v, targets) }},
			source.Field{Key: "lose", Read: func(v *yaml.Node) { e.Lose = compileEffectList(r, v, targets) }},
		)
		if !ok {
			return nil
		}
		if !source.HasKey(kvs, "win") && !source.HasKey(kvs, "lose") {
			r.Errorf(n, "flip_coin needs win or lose: what a won or a lost flip does")
			return nil
		}
		return e
	}
}
