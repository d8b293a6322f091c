package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// repeat_while_clash_won: [effects]: "You lose 2 life and draw two cards,
// then clash with an opponent. If you win, repeat this process." (701.30).
func init() {
	effectKinds["repeat_while_clash_won"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		es := compileEffectList(r, n, targets)
		if len(es) == 0 {
			return nil
		}
		return sim.RepeatWhileClashWon{Effects: es}
	}
}
