package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// The casting family's words: what a spell costs (601.2f), "can't be
// countered" (113.6g) and "counter unless its controller pays" (118.12a).
func init() {
	// counter_unless_pays: {what: target, cost: "{3}"}
	effectKinds["counter_unless_pays"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.CounterUnlessPaysCost
		kvs, ok := r.Fields(n, "counter_unless_pays",
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "cost", Read: func(v *yaml.Node) { e.Cost, _ = readManaCost(r, v) }},
			source.Field{Key: "for_each", Read: func(v *yaml.Node) { e.ForEach = compileFilterField(r, v) }},
		)
		if !ok {
			return nil
		}
		if !source.HasKey(kvs, "cost") {
			r.Errorf(n, "counter_unless_pays needs cost: a mana cost such as \"{3}\"")
			return nil
		}
		return requireSubject(r, n, e, e.What, "what")
	}
	// cant_be_countered: true
	staticForms["cant_be_countered"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		if yes, ok := r.Bool(n, "cant_be_countered"); !ok || !yes {
			if ok {
				r.Errorf(n, "cant_be_countered is true or absent")
			}
			return nil
		}
		return sim.CantBeCountered{}
	}
	// spells_cant_be_countered: PHRASE: "Creature spells you control
	// can't be countered." (101.2)
	staticForms["spells_cant_be_countered"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		f := compileFilterField(r, n)
		if f == nil {
			return nil
		}
		f.Zones = []sim.Zone{sim.Stack}
		return sim.SpellsCantBeCountered{Spells: *f}
	}
	staticForms["cost_reduction"] = compileCostReduction
	// alternative_cost: {cost, text, if_you_control?}: "You may sacrifice a
	// Mountain rather than pay this spell's mana cost." (118.9)
	staticForms["alternative_cost"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		s, ok := compileCostOption(r, n, "alternative_cost", true)
		if !ok {
			return nil
		}
		return s
	}
	// additional_cost_choice: [{cost, text}, ...]: "As an additional cost
	// to cast this spell, sacrifice a creature or pay {3}{B}." (601.2f)
	staticForms["additional_cost_choice"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		items, ok := r.List(n, "the costs to choose from")
		if !ok || len(items) < 2 {
			if ok {
				r.Errorf(n, "additional_cost_choice lists two costs or more")
			}
			return nil
		}
		var s sim.AdditionalCostChoice
		for _, item := range items {
			o, ok := compileCostOption(r, item, "a cost to choose", false)
			if !ok {
				return nil
			}
			s.Options = append(s.Options, o)
		}
		return s
	}
	// cast_only: {declare_attackers_if_attacked: true} or
	// {after_another_spell: true}: "Cast this spell only ..." (601.3)
	staticForms["cast_only"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		var s sim.CastRestriction
		kvs, ok := r.Fields(n, "cast_only",
			source.Field{Key: "declare_attackers_if_attacked", Read: func(v *yaml.Node) { s.DeclareAttackersIfAttacked, _ = r.Bool(v, "declare_attackers_if_attacked") }},
			source.Field{Key: "after_another_spell", Read: func(v *yaml.Node) { s.AfterAnotherSpell, _ = r.Bool(v, "after_another_spell") }},
		)
		if !ok || len(kvs) == 0 {
			if ok {
				r.Errorf(n, "cast_only needs declare_attackers_if_attacked or after_another_spell")
			}
			return nil
		}
		return s
	}
	staticForms["spell_cost"] = compileSpellCost
}

// compileCostOption reads {cost, text} (and if_you_control, when
// conditional): a cost a caster may choose as a spell is cast.
func compileCostOption(r *source.Reader, n *yaml.Node, what string, conditional bool) (sim.AlternativeCost, bool) {
	var s sim.AlternativeCost
	fields := []source.Field{
		{Key: "cost", Read: func(v *yaml.Node) { s.Cost, _ = compileCost(r, v) }},
		{Key: "text", Read: func(v *yaml.Node) { s.Text, _ = r.String(v, "the cost as printed") }},
	}
	if conditional {
		fields = append(fields, source.Field{Key: "if_you_control", Read: func(v *yaml.Node) { s.IfYouControl = compileFilterField(r, v) }},
			source.Field{Key: "if_not_your_turn", Read: func(v *yaml.Node) { s.NotYourTurn, _ = r.Bool(v, "if_not_your_turn") }},
			source.Field{Key: "if", Read: func(v *yaml.Node) { s.If = compileCondition(r, v) }})
	}
	kvs, ok := r.Fields(n, what, fields...)
	if !ok || !source.HasKey(kvs, "cost") || !source.HasKey(kvs, "text") {
		if ok {
			r.Errorf(n, "%s needs cost and text", what)
		}
		return s, false
	}
	if s.Cost.Tap || s.Cost.Untap {
		r.Errorf(n, "a cost to cast a spell has no {T} or {Q}")
		return s, false
	}
	return s, true
}

// readManaCost reads a mana cost such as "{1}" or "{X}".
func readManaCost(r *source.Reader, n *yaml.Node) (sim.ManaCost, bool) {
	s, ok := r.String(n, "a mana cost such as \"{1}\"")
	if !ok {
		return sim.ManaCost{}, false
	}
	c, err := sim.ParseManaCost(s)
	if err != nil {
		r.Errorf(n, "mana cost %q: %v", s, err)
		return c, false
	}
	return c, true
}

// readGeneric reads a cost change of generic mana only, such as "{2}":
// colored changes (118.7c) have no words yet.
func readGeneric(r *source.Reader, n *yaml.Node) int {
	c, ok := readManaCost(r, n)
	if ok && (c.XCount > 0 || c.Specific.Total() > 0 || c.HasHybrid()) {
		r.Errorf(n, "only generic mana such as \"{2}\" is supported in a cost change (118.7a)")
	}
	return c.Generic
}

// compileCostReduction reads cost_reduction: {amount: "{1}", for_each?:
// PHRASE, if_you_control?: PHRASE, if_it_targets?: PHRASE}: "This spell
// costs {1} less to cast for each ..." (601.2f, 113.6d).
func compileCostReduction(r *source.Reader, n *yaml.Node) sim.Static {
	var s sim.SelfCostReduction
	kvs, ok := r.Fields(n, "cost_reduction",
		source.Field{Key: "amount", Read: func(v *yaml.Node) { s.Generic = readGeneric(r, v) }},
		source.Field{Key: "for_each", Read: func(v *yaml.Node) { s.ForEach = compileFilterField(r, v) }},
		source.Field{Key: "if_you_control", Read: func(v *yaml.Node) { s.IfYouControl = compileFilterField(r, v) }},
		source.Field{Key: "if_it_targets", Read: func(v *yaml.Node) { s.IfItTargets = compileFilterField(r, v) }},
		source.Field{Key: "if_you_cast_another_spell_this_turn", Read: func(v *yaml.Node) { s.AfterAnotherSpell, _ = r.Bool(v, "if_you_cast_another_spell_this_turn") }},
		source.Field{Key: "for_each_this_turn", Read: func(v *yaml.Node) { s.ForEachThisTurn = compileTurnAmount(r, v) }},
		source.Field{Key: "if", Read: func(v *yaml.Node) { s.If = compileCondition(r, v) }},
		source.Field{Key: "counters_on_this", Read: func(v *yaml.Node) { s.CountersOnSource, _ = r.String(v, "a kind of counter") }},
	)
	if !ok {
		return nil
	}
	conditions := 0
	for _, k := range []string{"for_each", "if_you_control", "if_it_targets", "if_you_cast_another_spell_this_turn", "for_each_this_turn", "if", "counters_on_this"} {
		if source.HasKey(kvs, k) {
			conditions++
		}
	}
	if !source.HasKey(kvs, "amount") || conditions > 1 {
		r.Errorf(n, "cost_reduction needs amount and at most one of for_each, if_you_control, if_it_targets, if_you_cast_another_spell_this_turn, for_each_this_turn, if, counters_on_this")
		return nil
	}
	return s
}

// compileSpellCost reads spell_cost: {spells: PHRASE, cast_by: you|
// opponent|any, more or less: "{1}"}: "Creature spells you cast cost {1}
// less to cast" (601.2f).
func compileSpellCost(r *source.Reader, n *yaml.Node) sim.Static {
	s := sim.SpellCostChange{Caster: sim.AnyController}
	kvs, ok := r.Fields(n, "spell_cost",
		source.Field{Key: "spells", Read: func(v *yaml.Node) {
			if f := compileFilterField(r, v); f != nil {
				s.Spells = *f
				s.Spells.Zones = []sim.Zone{sim.Stack} // a spell is on the stack as it is cast (601.2a)
			}
		}},
		source.Field{Key: "cast_by", Read: func(v *yaml.Node) {
			if w, ok := r.OneOf(v, "cast_by", sortedKeys(playerRelations)); ok {
				s.Caster = playerRelations[w]
			}
		}},
		source.Field{Key: "more", Read: func(v *yaml.Node) { s.Generic = readGeneric(r, v) }},
		source.Field{Key: "less", Read: func(v *yaml.Node) { s.Generic = -readGeneric(r, v) }},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "spells") || source.HasKey(kvs, "more") == source.HasKey(kvs, "less") {
		r.Errorf(n, "spell_cost needs spells and one of more or less")
		return nil
	}
	return s
}
