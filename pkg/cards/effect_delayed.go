package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// nextSteps are the words of at_next: when a delayed triggered ability
// triggers.
var nextSteps = map[string]sim.NextStep{"end_step": sim.NextEndStep, "upkeep": sim.NextUpkeep}

// compileDelayed reads at_next: {step: end_step|upkeep, of?: SUBJECT,
// in?: ZONE, effects}: "Sacrifice them at the beginning of the next end
// step." (603.7) of names the objects now, those in the zone in; the
// effects act on them with the subject them.
func compileDelayed(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	var e sim.Delayed
	var effects *yaml.Node
	kvs, ok := r.Fields(n, "at_next",
		source.Field{Key: "step", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "step", sortedKeys(nextSteps)); ok {
				e.At = nextSteps[s]
			}
		}},
		source.Field{Key: "of", Read: func(v *yaml.Node) { e.Of = compileSubject(r, v, targets) }},
		source.Field{Key: "in", Read: func(v *yaml.Node) {
			if z, ok := r.OneOf(v, "zone", sim.ZoneNames()); ok {
				e.In, _ = sim.ParseZone(z)
			}
		}},
		source.Field{Key: "effects", Read: func(v *yaml.Node) { effects = v }},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "step") || effects == nil || source.HasKey(kvs, "of") != source.HasKey(kvs, "in") {
		r.Errorf(n, "at_next needs step (end_step or upkeep) and effects, and with of the zone its objects are in (in)")
		return nil
	}
	// The delayed ability has no targets of its own: "target" in its
	// effects would name nothing.
	e.Effects = compileEffectList(r, effects, 0)
	return e
}

func init() {
	effectKinds["at_next"] = compileDelayed
	effectKinds["return_to_battlefield"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.PutOntoBattlefield{What: compileSubject(r, n, targets), UnderOwner: true}
	}
	groupSubjects["them"] = sim.Remembered
	groupSubjects["created"] = sim.CreatedTokens
}
