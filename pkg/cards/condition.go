package cards

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// namedConditions are the conditions written as one word.
var namedConditions = map[string]sim.Condition{
	"you_control_each_greatest_power": sim.YouControlEachGreatestPower{},
	"no_creatures":                    sim.NoCreatures{},
	"you_control_an_artifact":         sim.YouControlA{Type: "artifact"},
	// "you control the creature with the greatest power or tied for the
	// greatest power"
	"you_control_a_greatest_power": sim.YouControlAGreatestPower{},
}

// turnFacts are the words of this_turn: what happened this turn.
var turnFacts = map[string]sim.TurnFact{
	"a_creature_died":       sim.ACreatureDied,
	"you_attacked":          sim.YouAttacked,
	"you_gained_life":       sim.YouGainedLife,
	"you_lost_life":         sim.YouLostLife,
	"an_opponent_lost_life": sim.AnOpponentLostLife,
	// revolt
	"a_permanent_you_controlled_left": sim.APermanentYouControlledLeft,
	"you_descended":                   sim.YouDescended,
	"a_card_left_your_graveyard":      sim.ACardLeftYourGraveyard,
	// "as long as it entered this turn": the source itself
	"this_entered": sim.ThisEntered,
	// "if you've committed a crime this turn" (700.13)
	"you_committed_a_crime": sim.YouCommittedACrime,
}

// conditionKeys are the keys of a condition map; a map with several keys is
// true when every one is.
var conditionKeys = []string{"your_turn", "you_control", "you_control_no", "opponent_controls", "graveyard_cards",
	"card_types_in_graveyard", "hand_cards", "life", "any_player_life", "opponents", "this_is", "this_turn",
	"life_gained_this_turn", "entered_this_turn", "creatures_died_this_turn", "cards_drawn_this_turn", "spells_cast_this_turn",
	"you_cast_it", "total_power", "defending_player_controls", "any", "not", "player_this_turn", "died_this_turn",
	"attacked_with_this_turn", "sacrificed_this_turn"}

// compileCondition reads a condition, the one language of every "if", "as
// long as" and "unless": one of namedConditions, or a map of conditionKeys
// (see docs/card-language.md, "Conditions").
func compileCondition(r *source.Reader, n *yaml.Node) sim.Condition {
	if n.Kind == yaml.ScalarNode {
		if c, ok := r.OneOf(n, "condition", sortedKeys(namedConditions)); ok {
			return namedConditions[c]
		}
		return nil
	}
	var all sim.AllConditions
	add := func(c sim.Condition) {
		if c != nil {
			all = append(all, c)
		}
	}
	count := func(v *yaml.Node, what string, build func(n sim.Count) sim.Condition) {
		if _, c, ok := compileCountOf(r, v, what, false); ok {
			add(build(c))
		}
	}
	kvs, ok := r.Fields(n, "a condition",
		source.Field{Key: "your_turn", Read: func(v *yaml.Node) {
			if yes, ok := r.Bool(v, "your_turn"); ok {
				add(sim.ItsYourTurn{Not: !yes})
			}
		}},
		source.Field{Key: "you_control", Read: func(v *yaml.Node) { add(compileControls(r, v, sim.YouControl)) }},
		source.Field{Key: "opponent_controls", Read: func(v *yaml.Node) { add(compileControls(r, v, sim.OpponentControls)) }},
		source.Field{Key: "defending_player_controls", Read: func(v *yaml.Node) {
			// what the player the source attacks controls (506.2)
			if c, ok := compileControls(r, v, sim.YouControl).(sim.Controls); ok {
				add(sim.DefendingPlayerControls{Filter: c.Filter, Count: c.Count})
			} else if v.Kind == yaml.SequenceNode {
				r.Errorf(v, "defending_player_controls takes a phrase or {what, at_least|at_most}")
			}
		}},
		source.Field{Key: "any", Read: func(v *yaml.Node) {
			items, ok := r.List(v, "conditions, one of which must be true")
			var any sim.AnyCondition
			for _, item := range items {
				if c := compileCondition(r, item); c != nil {
					any = append(any, c)
				}
			}
			if ok && len(any) == len(items) && len(items) > 0 {
				add(any)
			}
		}},
		source.Field{Key: "not", Read: func(v *yaml.Node) {
			if c := compileCondition(r, v); c != nil {
				add(sim.Not{Condition: c})
			}
		}},
		source.Field{Key: "you_control_no", Read: func(v *yaml.Node) {
			if f := compileFilterField(r, v); f != nil {
				add(sim.Controls{Who: sim.YouControl, Filter: *f, Count: sim.Count{Op: sim.AtMost, N: 0}})
			}
		}},
		source.Field{Key: "graveyard_cards", Read: func(v *yaml.Node) { add(compileGraveyardCards(r, v)) }},
		source.Field{Key: "hand_cards", Read: func(v *yaml.Node) {
			count(v, "hand_cards", func(n sim.Count) sim.Condition { return sim.CardsIn{Zone: sim.Hand, Count: n} })
		}},
		source.Field{Key: "card_types_in_graveyard", Read: func(v *yaml.Node) {
			count(v, "card_types_in_graveyard", func(n sim.Count) sim.Condition { return sim.CardTypesInGraveyard{Count: n} })
		}},
		source.Field{Key: "life", Read: func(v *yaml.Node) {
			count(v, "life", func(n sim.Count) sim.Condition { return sim.LifeTotal{Count: n} })
		}},
		source.Field{Key: "any_player_life", Read: func(v *yaml.Node) {
			count(v, "any_player_life", func(n sim.Count) sim.Condition { return sim.AnyPlayerLife{Count: n} })
		}},
		source.Field{Key: "opponents", Read: func(v *yaml.Node) {
			count(v, "opponents", func(n sim.Count) sim.Condition { return sim.Opponents{Count: n} })
		}},
		source.Field{Key: "life_gained_this_turn", Read: func(v *yaml.Node) {
			count(v, "life_gained_this_turn", func(n sim.Count) sim.Condition {
				return sim.ThisTurnCount{Counter: sim.LifeYouGained, Count: n}
			})
		}},
		source.Field{Key: "entered_this_turn", Read: func(v *yaml.Node) {
			if what, n, ok := compileCountOf(r, v, "entered_this_turn", true); ok {
				add(sim.ObjectsThisTurn{Which: sim.EnteredUnderYou, What: what, Count: n})
			}
		}},
		source.Field{Key: "creatures_died_this_turn", Read: func(v *yaml.Node) {
			count(v, "creatures_died_this_turn", func(n sim.Count) sim.Condition { return sim.CreaturesDied{Count: n} })
		}},
		source.Field{Key: "cards_drawn_this_turn", Read: func(v *yaml.Node) {
			count(v, "cards_drawn_this_turn", func(n sim.Count) sim.Condition {
				return sim.ThisTurnCount{Counter: sim.CardsYouDrew, Count: n}
			})
		}},
		source.Field{Key: "spells_cast_this_turn", Read: func(v *yaml.Node) {
			if what, n, ok := compileCountOf(r, v, "spells_cast_this_turn", true); ok {
				if what != nil {
					what.Zones = []sim.Zone{sim.Stack}
				}
				add(sim.ObjectsThisTurn{Which: sim.SpellsYouCast, What: what, Count: n})
			}
		}},
		source.Field{Key: "total_power", Read: func(v *yaml.Node) {
			if what, n, ok := compileCountOf(r, v, "total_power", true); ok {
				if what == nil {
					r.Errorf(v, "total_power needs what: the permanents whose power is added up")
					return
				}
				add(sim.TotalPower{Filter: *what, Count: n})
			}
		}},
		source.Field{Key: "you_cast_it", Read: func(v *yaml.Node) {
			if yes, ok := r.Bool(v, "you_cast_it"); ok && yes {
				add(sim.YouCastIt{})
			} else if ok {
				r.Errorf(v, "write you_cast_it: true")
			}
		}},
		source.Field{Key: "this_is", Read: func(v *yaml.Node) {
			if f := compileFilterField(r, v); f != nil {
				add(sim.ThisIs{Filter: *f})
			}
		}},
		source.Field{Key: "this_turn", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "this_turn", sortedKeys(turnFacts)); ok {
				add(sim.ThisTurn{Fact: turnFacts[s]})
			}
		}},
		source.Field{Key: "player_this_turn", Read: func(v *yaml.Node) { add(compilePlayerThisTurn(r, v)) }},
		source.Field{Key: "died_this_turn", Read: func(v *yaml.Node) {
			add(compileObjectsThisTurn(r, v, "died_this_turn", sim.DiedUnderYou))
		}},
		source.Field{Key: "attacked_with_this_turn", Read: func(v *yaml.Node) {
			add(compileObjectsThisTurn(r, v, "attacked_with_this_turn", sim.YouAttackedWith))
		}},
		source.Field{Key: "sacrificed_this_turn", Read: func(v *yaml.Node) {
			add(compileObjectsThisTurn(r, v, "sacrificed_this_turn", sim.YouSacrificed))
		}},
	)
	if !ok {
		return nil
	}
	if len(kvs) == 0 {
		r.Errorf(n, "a condition needs one of: %s", strings.Join(conditionKeys, ", "))
		return nil
	}
	if len(all) != len(kvs) {
		return nil // an error was reported
	}
	if len(all) == 1 {
		return all[0]
	}
	return all
}

// compileControls reads what a player controls: a phrase ("a Wizard": at
// least one), a list of phrases (any of them: "a Forest or an Island"), or
// {what: PHRASE, at_least|at_most: N} ("three or more artifacts").
func compileControls(r *source.Reader, n *yaml.Node, who sim.ControlFilter) sim.Condition {
	switch n.Kind {
	case yaml.ScalarNode:
		if f := compileFilterField(r, n); f != nil {
			return sim.Controls{Who: who, Filter: *f, Count: sim.Count{Op: sim.AtLeast, N: 1}}
		}
		return nil
	case yaml.SequenceNode:
		var any sim.AnyCondition
		for _, item := range n.Content {
			c := compileControls(r, item, who)
			if c == nil {
				return nil
			}
			any = append(any, c)
		}
		return any
	}
	what, count, ok := compileCountOf(r, n, "what a player controls", true)
	if !ok {
		return nil
	}
	if what == nil {
		r.Errorf(n, "write {what: PHRASE, at_least: N} or {what: PHRASE, at_most: N}")
		return nil
	}
	return sim.Controls{Who: who, Filter: *what, Count: count}
}

// compileGraveyardCards reads {at_least|at_most: N, what?: PHRASE}: the
// cards in your graveyard, or those the phrase describes ("creature
// cards", "permanent cards").
func compileGraveyardCards(r *source.Reader, n *yaml.Node) sim.Condition {
	what, count, ok := compileCountOf(r, n, "graveyard_cards", true)
	if !ok {
		return nil
	}
	if what != nil {
		what.Zones = []sim.Zone{sim.Graveyard}
	}
	return sim.CardsIn{Zone: sim.Graveyard, What: what, Count: count}
}

// compileCountOf reads {at_least: N} or {at_most: N}, and when withWhat
// the phrase of what is counted, {what: PHRASE, ...}.
func compileCountOf(r *source.Reader, n *yaml.Node, key string, withWhat bool) (what *sim.Filter, c sim.Count, ok bool) {
	fields := []source.Field{
		{Key: "at_least", Read: func(v *yaml.Node) { c = sim.Count{Op: sim.AtLeast, N: nonNeg(r, v)} }},
		{Key: "at_most", Read: func(v *yaml.Node) { c = sim.Count{Op: sim.AtMost, N: nonNeg(r, v)} }},
	}
	if withWhat {
		fields = append(fields, source.Field{Key: "what", Read: func(v *yaml.Node) { what = compileFilterField(r, v) }})
	}
	kvs, ok := r.Fields(n, key, fields...)
	counts := len(kvs)
	if source.HasKey(kvs, "what") {
		counts--
		if what == nil {
			return nil, c, false
		}
	}
	if ok && counts != 1 {
		r.Errorf(n, "%s takes one of at_least or at_most", key)
		return nil, c, false
	}
	return what, c, ok
}

func nonNeg(r *source.Reader, v *yaml.Node) int {
	k, _ := readCount(r, v, "a number")
	return k
}

func init() {
	// if: {condition, then: [effects], else?: [effects]}: "If you control a
	// Wizard, draw a card.", "Draw a card if you attacked this turn.",
	// "Otherwise, ...", "... instead" (608.2c).
	effectKinds["if"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.IfCondition
		kvs, ok := r.Fields(n, "if",
			source.Field{Key: "condition", Read: func(v *yaml.Node) { e.If = compileCondition(r, v) }},
			source.Field{Key: "then", Read: func(v *yaml.Node) { e.Then = compileEffectList(r, v, targets) }},
			source.Field{Key: "else", Read: func(v *yaml.Node) { e.Else = compileEffectList(r, v, targets) }},
		)
		if !ok || !source.HasKey(kvs, "condition") || !source.HasKey(kvs, "then") {
			if ok {
				r.Errorf(n, "if needs condition and then")
			}
			return nil
		}
		if e.If == nil {
			return nil
		}
		return e
	}
}
