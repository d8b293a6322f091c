package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

func init() {
	// creature_types: [Bird]: "becomes a 2/2 Bird artifact creature": these
	// creature types replace the object's others, its other subtypes kept
	// (205.1b, layer 4).
	modificationKinds["creature_types"] = func(r *source.Reader, n *yaml.Node) sim.Modification {
		var m sim.SetCreatureTypes
		items, _ := r.ListOrOne(n, "creature types")
		for _, item := range items {
			t, ok := r.String(item, "a creature type")
			if !ok {
				return nil
			}
			if !sim.IsCreatureType(t) {
				r.Errorf(item, "%q is not a creature type (205.3m)", t)
				return nil
			}
			m.Types = append(m.Types, t)
		}
		return m
	}
}

func init() {
	// card_types: [creature]: "is a blue Frog creature": its other card
	// types are lost, with their subtypes (205.1a, layer 4). Only
	// "creature" is set: the engine knows which subtypes go with it.
	modificationKinds["card_types"] = func(r *source.Reader, n *yaml.Node) sim.Modification {
		items, _ := r.ListOrOne(n, "card types")
		if len(items) != 1 {
			r.Errorf(n, "card_types: only [creature] is supported")
			return nil
		}
		if _, ok := r.OneOf(items[0], "card type", []string{"creature"}); !ok {
			return nil
		}
		return sim.SetCardTypes{Types: []string{"creature"}}
	}
}

func init() {
	// all_creature_types: true: "becomes a 2/2 creature with all creature
	// types" (205.3m, layer 4); not changeling, which is a keyword
	// (702.73a).
	modificationKinds["all_creature_types"] = trueFlag("all_creature_types", sim.AllCreatureTypes{})
}
