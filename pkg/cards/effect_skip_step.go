package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// skippable are the words of skip_next's what: a step or the combat phase.
var skippable = map[string]sim.Step{"untap_step": sim.Untap, "upkeep_step": sim.Upkeep, "draw_step": sim.DrawStep,
	"combat_phase": sim.BeginningOfCombat}

// skip_next: {who, what: untap_step|draw_step|combat_phase}: "Target
// player skips their next combat phase." (500.11, 614.10a)
func init() {
	effectKinds["skip_next"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.SkipNext{}
		kvs, ok := r.Fields(n, "skip_next",
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "what", Read: func(v *yaml.Node) {
				if s, ok := r.OneOf(v, "what", sortedKeys(skippable)); ok {
					e.What = skippable[s]
				}
			}},
		)
		if !ok {
			return nil
		}
		if !source.HasKey(kvs, "what") {
			r.Errorf(n, "skip_next needs what: one of %s", joinKeys(skippable))
			return nil
		}
		return requireSubject(r, n, e, e.Who, "who")
	}
}

// skip_steps: {what: untap_step|upkeep_step|draw_step, whose: you|each}: the
// static "Skip your draw step.", "Players skip their untap steps." (500.11)
func init() {
	staticForms["skip_steps"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		s := sim.SkipSteps{What: -1}
		kvs, ok := r.Fields(n, "skip_steps",
			source.Field{Key: "what", Read: func(v *yaml.Node) {
				if w, ok := r.OneOf(v, "what", []string{"draw_step", "untap_step", "upkeep_step"}); ok {
					s.What = skippable[w]
				}
			}},
			source.Field{Key: "whose", Read: func(v *yaml.Node) {
				if w, ok := r.OneOf(v, "whose", []string{"each", "you"}); ok {
					s.Each = w == "each"
				}
			}},
		)
		if !ok || s.What < 0 {
			return nil
		}
		if !source.HasKey(kvs, "whose") {
			r.Errorf(n, "skip_steps needs whose: you or each")
			return nil
		}
		return s
	}
}

// skip_combats_next_turn: SUBJECT: "Target player skips all combat phases
// of their next turn." (500.11)
func init() {
	effectKinds["skip_combats_next_turn"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.SkipCombatsNextTurn{Who: compileSubject(r, n, targets)}
		return requireSubject(r, n, e, e.Who, "skip_combats_next_turn")
	}
}
