package cards

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// manaChoices are the words for "one mana of ..." in add:.
var manaChoices = map[string]sim.ManaChoice{
	"any_color": {Kind: sim.AnyOf, ColorsOnly: true},
	"any_type":  {Kind: sim.AnyOf},
	// Reflecting Pool, Naga Vitalist.
	"any_type_a_land_you_control_could_produce": {Kind: sim.WhatLandsCouldProduce},
	// Exotic Orchard, Fellwar Stone.
	"any_color_a_land_an_opponent_controls_could_produce": {Kind: sim.WhatLandsCouldProduce, Opponents: true, ColorsOnly: true},
	// Meteor Crater.
	"a_color_of_a_permanent_you_control": {Kind: sim.ColorOfAPermanentYouControl, ColorsOnly: true},
	// Squandered Resources.
	"any_type_the_sacrificed_land_could_produce": {Kind: sim.WhatTheSacrificedLandCouldProduce},
	// Mana Flare, Heartbeat of Spring.
	"any_type_that_land_produced": {Kind: sim.WhatThatLandProduced},
}

// compileMana compiles an activated mana ability: mana: {cost, add,
// spend_only_on, also, only_if}. spend_only_on is a spending restriction
// ("Spend this mana only to cast a creature spell", 106.6); also lists
// effects that follow the mana ("This land deals 2 damage to you.").
func compileMana(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	a := &sim.Ability{Kind: sim.ActivatedAbility, Text: oracle}
	var add *sim.AddMana
	var also []sim.Effect
	var spendOn string
	var times *sim.Amount
	kvs, ok := r.Fields(n, "a mana ability",
		source.Field{Key: "cost", Read: func(v *yaml.Node) { a.Cost, _ = compileCost(r, v) }},
		source.Field{Key: "times", Read: func(v *yaml.Node) { times = compileManaTimes(r, v) }},
		source.Field{Key: "add", Read: func(v *yaml.Node) { add = compileAdd(r, v) }},
		source.Field{Key: "spend_only_on", Read: func(v *yaml.Node) { spendOn, _ = r.OneOf(v, "card type", cardTypes) }},
		source.Field{Key: "also", Read: func(v *yaml.Node) { also = compileEffectList(r, v, 0) }},
		source.Field{Key: "only_if", Read: func(v *yaml.Node) { a.OnlyIf = compileCondition(r, v) }},
	)
	if !ok {
		return nil
	}
	if add == nil {
		if !source.HasKey(kvs, "add") {
			r.Errorf(n, "a mana ability needs add: the mana it adds, such as \"{G}\" or any_color")
		}
		return nil
	}
	add.SpendOnlyOn, add.Times = spendOn, times
	a.Effects = append([]sim.Effect{*add}, also...)
	return a
}

// compileAdd reads what is added: mana symbols ("{C}{C}") or one of
// manaChoices.
func compileAdd(r *source.Reader, n *yaml.Node) *sim.AddMana {
	s, ok := r.String(n, "mana to add")
	if !ok {
		return nil
	}
	if c, ok := manaChoices[s]; ok {
		return &sim.AddMana{One: &c}
	}
	if amounts := oneOfAmounts(s); amounts != nil { // "{W}{W}, {W}{U}, or {U}{U}"
		return &sim.AddMana{OneOf: amounts}
	}
	if strings.Contains(s, " or ") { // "{R} or {G}": one mana of one of them
		var types sim.ColorBits
		for part := range strings.SplitSeq(strings.ReplaceAll(s, ", or ", ", "), ", ") {
			for alt := range strings.SplitSeq(part, " or ") {
				m, err := sim.ParseMana(alt)
				if err != nil || m.Total() != 1 {
					r.Errorf(n, "add %q: each choice is one mana symbol, such as \"{R} or {G}\"", s)
					return nil
				}
				for t, v := range m {
					if v > 0 {
						types |= sim.ColorSet(sim.ManaType(t))
					}
				}
			}
		}
		return &sim.AddMana{One: &sim.ManaChoice{Kind: sim.OneOfTypes, Types: types}}
	}
	m, err := sim.ParseMana(s)
	if err != nil || m.Total() == 0 {
		r.Errorf(n, "add %q: expected mana symbols such as \"{G}\" or \"{C}{C}\", or one of: %s", s, joinKeys(manaChoices))
		return nil
	}
	return &sim.AddMana{Fixed: m}
}

// compileAddManaEffect reads the add_mana effect of triggered mana
// abilities and spells: {add, to}.
func compileAddManaEffect(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	var add *sim.AddMana
	var to sim.Subject
	var times *sim.Amount
	kvs, ok := r.Fields(n, "add_mana",
		source.Field{Key: "add", Read: func(v *yaml.Node) { add = compileAdd(r, v) }},
		source.Field{Key: "to", Read: func(v *yaml.Node) { to = compileSubject(r, v, targets) }},
		source.Field{Key: "times", Read: func(v *yaml.Node) { times = compileManaTimes(r, v) }},
	)
	if !ok {
		return nil
	}
	if add == nil {
		if !source.HasKey(kvs, "add") {
			r.Errorf(n, "add_mana needs add")
		}
		return nil
	}
	add.To, add.Times = to, times
	return *add
}

// compileManaReplacement reads a replacement effect on mana: {lands_only,
// nonbasic_only, yours_only, becomes, one_mana, multiply}.
func compileManaReplacement(r *source.Reader, n *yaml.Node, extra ...string) (sim.ManaReplacement, []source.KeyValue, bool) {
	keys := append([]string{"lands_only", "nonbasic_only", "yours_only", "becomes", "one_mana", "multiply"}, extra...)
	kvs, ok := r.Map(n, "a mana replacement", keys)
	var m sim.ManaReplacement
	if !ok {
		return m, nil, false
	}
	var rest []source.KeyValue
	for _, kv := range kvs {
		switch kv.Key {
		case "lands_only":
			m.LandsOnly, _ = r.Bool(kv.Value, kv.Key)
		case "nonbasic_only":
			m.NonbasicOnly, _ = r.Bool(kv.Value, kv.Key)
		case "yours_only":
			m.YoursOnly, _ = r.Bool(kv.Value, kv.Key)
		case "one_mana":
			m.OneMana, _ = r.Bool(kv.Value, kv.Key)
		case "multiply":
			m.Multiply, _ = readCount(r, kv.Value, kv.Key)
		case "becomes":
			if s, ok := r.String(kv.Value, "a mana type such as \"{B}\""); ok {
				mana, err := sim.ParseMana(s)
				if err != nil || mana.Total() != 1 {
					r.Errorf(kv.Value, "becomes %q: expected one mana symbol such as \"{B}\" or \"{C}\"", s)
					continue
				}
				for t := range mana {
					if mana[t] == 1 {
						m.Becomes, m.BecomesType = true, sim.ManaType(t)
					}
				}
			}
		default:
			rest = append(rest, kv)
		}
	}
	if !m.Becomes && m.Multiply == 0 {
		r.Errorf(n, "a mana replacement needs becomes or multiply")
	}
	return m, rest, true
}
