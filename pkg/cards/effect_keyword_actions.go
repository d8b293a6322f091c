package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// The keyword actions with a number of +1/+1 counters: bolster: N ("Bolster
// 2.", 701.39a), adapt: N ("{2}{U}: Adapt 2.", 701.46a) and monstrosity: N
// ("{5}{R}: Monstrosity 3.", 701.37a).
func init() {
	effectKinds["bolster"] = numberEffect("bolster: how many +1/+1 counters", func(n int) sim.Effect { return sim.Bolster{N: n} })
	effectKinds["adapt"] = numberEffect("adapt: how many +1/+1 counters", func(n int) sim.Effect { return sim.Adapt{N: n} })
	effectKinds["monstrosity"] = numberEffect("monstrosity: how many +1/+1 counters", func(n int) sim.Effect { return sim.Monstrosity{N: n} })
}

// numberEffect compiles an effect whose value is a number that can't be
// negative.
func numberEffect(what string, effect func(int) sim.Effect) func(*source.Reader, *yaml.Node, int) sim.Effect {
	return func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		v, ok := readCount(r, n, what)
		if !ok {
			return nil
		}
		return effect(v)
	}
}
