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
}

// conditionKeys are the keys of a condition map; a map with several keys is
// true when every one is.
var conditionKeys = []string{"your_turn", "you_control", "you_control_no", "opponent_controls", "graveyard_cards",
	"card_types_in_graveyard", "hand_cards", "life", "any_player_life", "opponents", "this_is", "this_turn",
	"life_gained_this_turn", "nonland_permanents_entered_this_turn"}

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
	count := func(v *yaml.Node, what string, build func(op sim.CompareOp, n int) sim.Condition) {
		if op, k, ok := compileCount(r, v, what); ok {
			add(build(op, k))
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
		source.Field{Key: "you_control_no", Read: func(v *yaml.Node) {
			if f := compileFilterField(r, v); f != nil {
				add(sim.Controls{Who: sim.YouControl, Filter: *f, Op: sim.AtMost, N: 0})
			}
		}},
		source.Field{Key: "graveyard_cards", Read: func(v *yaml.Node) { add(compileGraveyardCards(r, v)) }},
		source.Field{Key: "hand_cards", Read: func(v *yaml.Node) {
			count(v, "hand_cards", func(op sim.CompareOp, k int) sim.Condition { return sim.CardsIn{Zone: sim.Hand, Op: op, N: k} })
		}},
		source.Field{Key: "card_types_in_graveyard", Read: func(v *yaml.Node) {
			count(v, "card_types_in_graveyard", func(op sim.CompareOp, k int) sim.Condition { return sim.CardTypesInGraveyard{Op: op, N: k} })
		}},
		source.Field{Key: "life", Read: func(v *yaml.Node) {
			count(v, "life", func(op sim.CompareOp, k int) sim.Condition { return sim.LifeTotal{Op: op, N: k} })
		}},
		source.Field{Key: "any_player_life", Read: func(v *yaml.Node) {
			count(v, "any_player_life", func(op sim.CompareOp, k int) sim.Condition { return sim.AnyPlayerLife{Op: op, N: k} })
		}},
		source.Field{Key: "opponents", Read: func(v *yaml.Node) {
			count(v, "opponents", func(op sim.CompareOp, k int) sim.Condition { return sim.Opponents{Op: op, N: k} })
		}},
		source.Field{Key: "life_gained_this_turn", Read: func(v *yaml.Node) {
			count(v, "life_gained_this_turn", func(op sim.CompareOp, k int) sim.Condition {
				return sim.ThisTurnCount{Counter: sim.LifeYouGained, Op: op, N: k}
			})
		}},
		source.Field{Key: "nonland_permanents_entered_this_turn", Read: func(v *yaml.Node) {
			count(v, "nonland_permanents_entered_this_turn", func(op sim.CompareOp, k int) sim.Condition {
				return sim.ThisTurnCount{Counter: sim.NonlandPermanentsEntered, Op: op, N: k}
			})
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
			return sim.Controls{Who: who, Filter: *f, Op: sim.AtLeast, N: 1}
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
	c := sim.Controls{Who: who}
	var what *sim.Filter
	kvs, ok := r.Fields(n, "what a player controls",
		source.Field{Key: "what", Read: func(v *yaml.Node) { what = compileFilterField(r, v) }},
		source.Field{Key: "at_least", Read: func(v *yaml.Node) { c.Op, c.N = sim.AtLeast, nonNeg(r, v) }},
		source.Field{Key: "at_most", Read: func(v *yaml.Node) { c.Op, c.N = sim.AtMost, nonNeg(r, v) }},
	)
	if !ok || what == nil || len(kvs) != 2 {
		if ok && len(kvs) != 2 {
			r.Errorf(n, "write {what: PHRASE, at_least: N} or {what: PHRASE, at_most: N}")
		}
		return nil
	}
	c.Filter = *what
	return c
}

// permanentTypes are the card types of a permanent card (110.4a).
var permanentTypes = []string{"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}

// compileGraveyardCards reads {at_least|at_most: N, what?: PHRASE}: the
// cards in your graveyard, or those the phrase describes ("creature
// cards"; a "permanent card" is one of a permanent's card types, 110.4a).
func compileGraveyardCards(r *source.Reader, n *yaml.Node) sim.Condition {
	c := sim.CardsIn{Zone: sim.Graveyard}
	kvs, ok := r.Fields(n, "graveyard_cards",
		source.Field{Key: "what", Read: func(v *yaml.Node) { c.What = compileFilterField(r, v) }},
		source.Field{Key: "at_least", Read: func(v *yaml.Node) { c.Op, c.N = sim.AtLeast, nonNeg(r, v) }},
		source.Field{Key: "at_most", Read: func(v *yaml.Node) { c.Op, c.N = sim.AtMost, nonNeg(r, v) }},
	)
	counts := len(kvs)
	if source.HasKey(kvs, "what") {
		counts--
		if c.What == nil {
			return nil
		}
		c.What.Zones = []sim.Zone{sim.Graveyard}
		if len(c.What.Types)+len(c.What.AnyTypes) == 0 && strings.Contains(c.What.Phrase, "permanent") {
			c.What.AnyTypes = permanentTypes
		}
	}
	if !ok || counts != 1 {
		if ok {
			r.Errorf(n, "graveyard_cards takes one of at_least or at_most")
		}
		return nil
	}
	return c
}

// compileCount reads {at_least: N} or {at_most: N}.
func compileCount(r *source.Reader, n *yaml.Node, what string) (sim.CompareOp, int, bool) {
	var op sim.CompareOp
	k := 0
	kvs, ok := r.Fields(n, what,
		source.Field{Key: "at_least", Read: func(v *yaml.Node) { op, k = sim.AtLeast, nonNeg(r, v) }},
		source.Field{Key: "at_most", Read: func(v *yaml.Node) { op, k = sim.AtMost, nonNeg(r, v) }},
	)
	if ok && len(kvs) != 1 {
		r.Errorf(n, "%s takes one of at_least or at_most", what)
		return 0, 0, false
	}
	return op, k, ok
}

func nonNeg(r *source.Reader, v *yaml.Node) int {
	k, _ := r.NonNegInt(v, "a number")
	return k
}

func init() {
	// if: {condition, then: [effects]}: "If you control a Wizard, draw a
	// card.", "Draw a card if you attacked this turn." (608.2c).
	effectKinds["if"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.IfCondition
		kvs, ok := r.Fields(n, "if",
			source.Field{Key: "condition", Read: func(v *yaml.Node) { e.If = compileCondition(r, v) }},
			source.Field{Key: "then", Read: func(v *yaml.Node) { e.Then = compileEffectList(r, v, targets) }},
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
