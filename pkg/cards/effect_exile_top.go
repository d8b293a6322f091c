package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// exile_top: {count, play_until?}: "Exile the top card of your library.
// Until end of turn, you may play that card." (406.3, 601.3); play_until
// is end_of_turn, end_of_your_next_turn, your_next_end_step or
// your_next_upkeep.
func init() {
	effectKinds["exile_top"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.ExileTop{Count: sim.AmountOf(1)}
		if _, ok := r.Fields(n, "exile_top",
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count = compileAmount(r, v, targets) }},
			source.Field{Key: "play_until", Read: func(v *yaml.Node) {
				until, ok := r.OneOf(v, "until when the cards may be played", []string{"end_of_turn", "end_of_your_next_turn", "your_next_end_step", "your_next_upkeep"})
				e.Play = ok
				e.Until = map[string]sim.PlayUntil{"end_of_your_next_turn": sim.PlayUntilEndOfYourNextTurn,
					"your_next_end_step": sim.PlayUntilYourNextEndStep, "your_next_upkeep": sim.PlayUntilYourNextUpkeep}[until]
			}},
		); !ok {
			return nil
		}
		return e
	}
}
