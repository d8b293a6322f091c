package cards

import (
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// modificationKinds are what a continuous effect can do to each object it
// affects, one engine value each (sim.Modification), each in its layer
// (613.1). A new kind of effect is one value in sim and one entry here.
var modificationKinds = map[string]func(r *source.Reader, n *yaml.Node) sim.Modification{
	// control: you: "You control enchanted creature" (layer 2).
	"control": func(r *source.Reader, n *yaml.Node) sim.Modification {
		if _, ok := r.OneOf(n, "control", []string{"you"}); !ok {
			return nil
		}
		return sim.ControlBySourceController{}
	},
	// add_types: [creature]: "is a creature in addition to its other
	// types" (layer 4).
	"add_types": func(r *source.Reader, n *yaml.Node) sim.Modification {
		var m sim.AddTypes
		items, _ := r.ListOrOne(n, "card types")
		for _, item := range items {
			if t, ok := r.OneOf(item, "card type", cardTypes); ok {
				m.Types = append(m.Types, t)
			}
		}
		return m
	},
	// add_subtypes: [Swamp]: "is a Swamp in addition to its other land
	// types" (layer 4).
	"add_subtypes": func(r *source.Reader, n *yaml.Node) sim.Modification {
		var m sim.AddTypes
		items, _ := r.ListOrOne(n, "subtypes")
		for _, item := range items {
			if t, ok := r.String(item, "a subtype"); ok {
				m.Subtypes = append(m.Subtypes, t)
			}
		}
		return m
	},
	// land_type: Mountain: "is a Mountain" (305.7, layer 4).
	"land_type": func(r *source.Reader, n *yaml.Node) sim.Modification {
		t, ok := r.OneOf(n, "basic land type", []string{"Plains", "Island", "Swamp", "Mountain", "Forest"})
		if !ok {
			return nil
		}
		return sim.SetLandType{Type: t}
	},
	// add_colors: [red]: "is red in addition to its other colors" (layer
	// 5).
	"add_colors": func(r *source.Reader, n *yaml.Node) sim.Modification {
		return sim.AddColors{Colors: compileColors(r, n)}
	},
	// colors: [blue]: "is blue", replacing its other colors (layer 5).
	"colors": func(r *source.Reader, n *yaml.Node) sim.Modification {
		return sim.SetColors{Colors: compileColors(r, n)}
	},
	// add_chosen_color: true: "is the chosen color in addition to its
	// other colors" (layer 5).
	"add_chosen_color": trueFlag("add_chosen_color", sim.AddChosenColor{}),
	// add_keywords: [flying]: "has flying" (layer 6).
	"add_keywords": func(r *source.Reader, n *yaml.Node) sim.Modification {
		return sim.AddKeywords{Keywords: compileGrantedKeywords(r, n)}
	},
	// lose_all_abilities: true: "loses all abilities" (layer 6).
	"lose_all_abilities": trueFlag("lose_all_abilities", sim.LoseAllAbilities{}),
	// base_pt: {power, toughness}, or mana_value: "has base power and
	// toughness 1/1" (layer 7b).
	"base_pt": func(r *source.Reader, n *yaml.Node) sim.Modification {
		if n.Kind == yaml.ScalarNode {
			if _, ok := r.OneOf(n, "base_pt", []string{"mana_value"}); !ok {
				return nil
			}
			return sim.SetBasePTToManaValue{}
		}
		var m sim.SetBasePT
		r.Fields(n, "base_pt", ptFields(r, &m.Power, &m.Toughness)...)
		return m
	},
	// gets: {power, toughness, for_each?}: "gets +1/+1", "gets +1/+1 for
	// each other creature you control" (layer 7c).
	"gets": compileGets,
	// cant: [attack, block, be_blocked, ...]: "can't block" (613.11);
	// "doesn't untap during its controller's untap step" is
	// untap_during_untap_step (502.3), "can block only creatures with
	// flying" block_creatures_without_flying and "can't be blocked by more
	// than one creature" be_blocked_by_more_than_one (509.1b); "its
	// activated abilities can't be activated" activate (602.5).
	"cant": func(r *source.Reader, n *yaml.Node) sim.Modification {
		words := map[string]sim.Restriction{"attack": sim.CantAttack, "block": sim.CantBlock, "be_blocked": sim.CantBeBlocked,
			"untap_during_untap_step": sim.DoesntUntap, "block_creatures_without_flying": sim.BlocksOnlyFlyers,
			"be_blocked_by_more_than_one": sim.BlockedByAtMostOne, "activate": sim.CantActivate}
		var m sim.Restrict
		items, _ := r.ListOrOne(n, "what it can't do")
		for _, item := range items {
			if w, ok := r.OneOf(item, "restriction", sortedKeys(words)); ok {
				m.Restrictions |= words[w]
			}
		}
		return m
	},
	// switch_pt: true: "switch its power and toughness" (layer 7d).
	"switch_pt": trueFlag("switch_pt", sim.SwitchPT{}),
}

func trueFlag(key string, m sim.Modification) func(r *source.Reader, n *yaml.Node) sim.Modification {
	return func(r *source.Reader, n *yaml.Node) sim.Modification {
		if v, ok := r.Bool(n, key); ok && v {
			return m
		}
		r.Errorf(n, "write %s: true", key)
		return nil
	}
}

// compileContinuous reads continuous: {affected: PHRASE, effects: [{KIND:
// ...}], cda: bool, while: CONDITION}.
func compileContinuous(r *source.Reader, n *yaml.Node) sim.Static {
	var s sim.ContinuousStatic
	kvs, ok := r.Fields(n, "continuous",
		source.Field{Key: "affected", Read: func(v *yaml.Node) {
			if f := compileFilterField(r, v); f != nil {
				s.Affected = *f
			}
		}},
		source.Field{Key: "cda", Read: func(v *yaml.Node) { s.CDA, _ = r.Bool(v, "cda") }},
		source.Field{Key: "while", Read: func(v *yaml.Node) { s.While = compileCondition(r, v) }},
		source.Field{Key: "effects", Read: func(v *yaml.Node) { s.Mods = compileModifications(r, v) }},
	)
	if !ok {
		return nil
	}
	for _, k := range []string{"affected", "effects"} {
		if !source.HasKey(kvs, k) {
			r.Errorf(n, "continuous needs %s", k)
			return nil
		}
	}
	if countForEach(s.Mods) > 1 {
		r.Errorf(n, "continuous has one gets with for_each at most")
		return nil
	}
	return s
}

// ptFields are the power and toughness keys of base_pt, gets and pump.
func ptFields(r *source.Reader, power, toughness *int) []source.Field {
	return []source.Field{
		{Key: "power", Read: func(v *yaml.Node) { *power, _ = readInt(r, v, "power") }},
		{Key: "toughness", Read: func(v *yaml.Node) { *toughness, _ = readInt(r, v, "toughness") }},
	}
}

// modificationWords are the keys of modificationKinds, sorted once all
// init functions have added theirs.
var modificationWords = sync.OnceValue(func() []string { return sortedKeys(modificationKinds) })

// compileModifications reads a list of modifications, each a map with one
// key of modificationKinds.
func compileModifications(r *source.Reader, n *yaml.Node) []sim.Modification {
	items, ok := r.ListOrOne(n, "what the effect does")
	if !ok {
		return nil
	}
	var out []sim.Modification
	for _, item := range items {
		kvs, ok := r.Map(item, "a modification", modificationWords())
		if !ok {
			continue
		}
		if len(kvs) != 1 {
			r.Errorf(item, "a modification has exactly one of: %s", strings.Join(modificationWords(), ", "))
			continue
		}
		if m := modificationKinds[kvs[0].Key](r, kvs[0].Value); m != nil {
			out = append(out, m)
		}
	}
	return out
}

// compileColors reads a color or a list of them.
func compileColors(r *source.Reader, n *yaml.Node) sim.ColorBits {
	var out sim.ColorBits
	items, _ := r.ListOrOne(n, "colors")
	for _, item := range items {
		if c, ok := r.OneOf(item, "color", []string{"white", "blue", "black", "red", "green"}); ok {
			t, _ := sim.ParseColor(c)
			out |= sim.ColorSet(t)
		}
	}
	return out
}

func init() {
	// add_abilities: [{oracle, activated|triggered|mana: ...}]: 'has "{T}:
	// This creature deals 1 damage to any target."' (layer 6); each is
	// written like an ability of a card, its oracle being the quoted text.
	// Registered here because abilities contain static abilities, which
	// contain modifications.
	modificationKinds["add_abilities"] = compileGrantedAbilities
}

// compileGrantedAbilities reads the abilities an effect grants. A granted
// static ability is refused: the engine does not let one generate effects.
func compileGrantedAbilities(r *source.Reader, n *yaml.Node) sim.Modification {
	items, ok := r.List(n, "the abilities granted")
	if !ok {
		return nil
	}
	holder := &Card{Def: &sim.CardDef{}}
	for _, item := range items {
		var oracle string
		if item.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(item.Content); i += 2 {
				if item.Content[i].Value == "oracle" {
					oracle = item.Content[i+1].Value
				}
				if item.Content[i].Value == "static" {
					r.Errorf(item.Content[i], "a granted static ability is not supported yet")
					return nil
				}
			}
		}
		compileAbility(r, item, holder, []string{oracle})
	}
	if len(holder.Def.Keywords) > 0 {
		r.Errorf(n, "grant keywords with add_keywords")
		return nil
	}
	return sim.AddAbilities{Abilities: holder.Def.Abilities}
}
