package emit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// condition writes a condition in the card language's one condition map
// (see docs/card-language.md, "Conditions").
func condition(c grammar.Cond, p at) (*yaml.Node, error) {
	phrase := func(k int) string { return c.Args[k].(grammar.Obj).Phrase }
	n := func(k int) int { return c.Args[k].(grammar.Num).N }
	if fact, ok := strings.CutPrefix(c.Kind, "this_turn/"); ok {
		return p.kv("this_turn", fact), nil
	}
	if n, ok := timingCondition(c, p); ok {
		return n, nil
	}
	if strings.HasPrefix(c.Kind, "history/") {
		return historyCondition(c, p)
	}
	if state, ok := strings.CutPrefix(c.Kind, "self_is/"); ok {
		return p.kv("this_is", state+" permanent"), nil
	}
	if c.Kind == "self_has" {
		// "as long as it has a +1/+1 counter on it"
		return p.kv("this_is", "permanent with "+c.Args[0].String()+" on it"), nil
	}
	if strings.HasPrefix(c.Kind, "it_is/") || c.Kind == "it_has" {
		// "it" is the object itself only in "~ has first strike as long as
		// it's attacking" (see conditionalStatic).
		return nil, &Problem{Why: "\"it's ...\": which object \"it\" is here is not read"}
	}
	switch c.Kind {
	case "you_control":
		return p.kv("you_control", phrase(0)), nil
	case "you_control_either":
		return p.kv("you_control", p.list(p.str(phrase(0)), p.str(phrase(1)))), nil
	case "you_control_at_least":
		return p.kv("you_control", p.kv("what", phrase(1), "at_least", n(0))), nil
	case "you_control_at_most":
		return p.kv("you_control", p.kv("what", phrase(1), "at_most", n(0))), nil
	case "you_control_no":
		return p.kv("you_control_no", phrase(0)), nil
	case "opponent_controls":
		return p.kv("opponent_controls", phrase(0)), nil
	case "opponents_control_at_least":
		// "your opponents control eight or more lands": all of them together
		return p.kv("opponent_controls", p.kv("what", phrase(1), "at_least", n(0))), nil
	case grammar.EitherCondition:
		var items []*yaml.Node
		for _, v := range c.Args {
			n, err := condition(v.(grammar.Cond), p)
			if err != nil {
				return nil, err
			}
			items = append(items, n)
		}
		return p.kv("any", p.list(items...)), nil
	case "graveyard_what":
		// "there is a Desert card in your graveyard"
		return p.kv("graveyard_cards", p.kv("what", strings.TrimSuffix(phrase(0), " in your graveyard"), "at_least", 1)), nil
	case "graveyard_is":
		// "as long as an artifact card is in your graveyard"
		return p.kv("graveyard_cards", p.kv("what", phrase(0), "at_least", 1)), nil
	case "gained_or_lost_life":
		return p.kv("any", p.list(p.kv("this_turn", "you_gained_life"), p.kv("this_turn", "you_lost_life"))), nil
	case "greatest_power":
		return p.str("you_control_a_greatest_power"), nil
	case "defending_controls":
		return p.kv("defending_player_controls", phrase(0)), nil
	case "defending_controls_none":
		return p.kv("defending_player_controls", p.kv("what", phrase(0), "at_most", 0)), nil
	case "no_opponent_controls":
		return p.kv("opponent_controls", p.kv("what", phrase(0), "at_most", 0)), nil
	case "you_cast_it":
		// "it" is the permanent itself only in its own enters trigger
		// (see intervening).
		return nil, &Problem{Why: "\"if you cast it\": only a permanent's own \"When ~ enters\" trigger is read"}
	case "total_power_at_least":
		return p.kv("total_power", p.kv("what", phrase(0), "at_least", n(1))), nil
	case "spells_cast_at_least":
		return p.kv("spells_cast_this_turn", p.kv("at_least", n(0))), nil
	case "spell_cast":
		return p.kv("spells_cast_this_turn", p.kv("what", phrase(0), "at_least", 1)), nil
	case "no_spell_cast":
		// spells are cast from the hand only (see card-language.md)
		return p.kv("spells_cast_this_turn", p.kv("at_most", 0)), nil
	case "drawn_at_least":
		return p.kv("cards_drawn_this_turn", p.kv("at_least", n(0))), nil
	case "graveyard_at_least":
		return p.kv("graveyard_cards", p.kv("at_least", n(0))), nil
	case "card_types_at_least":
		return p.kv("card_types_in_graveyard", p.kv("at_least", n(0))), nil
	case "your_turn":
		return p.kv("your_turn", p.yes()), nil
	case "not_your_turn":
		return p.kv("your_turn", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "false", Line: p.line, Column: p.col}), nil
	case "life_at_least":
		return p.kv("life", p.kv("at_least", n(0))), nil
	case "life_at_most":
		return p.kv("life", p.kv("at_most", n(0))), nil
	case "hand_empty":
		return p.kv("hand_cards", p.kv("at_most", 0)), nil
	case "hand_at_least":
		return p.kv("hand_cards", p.kv("at_least", n(0))), nil
	case "hand_at_most":
		return p.kv("hand_cards", p.kv("at_most", n(0))), nil
	case "graveyard_what_at_least":
		// "there are four or more creature cards in your graveyard"
		what, ok := strings.CutSuffix(phrase(1), " in your graveyard")
		if !ok {
			return nil, &Problem{Offset: c.At[1], Why: fmt.Sprintf("%q: only cards in your graveyard are counted", phrase(1))}
		}
		return p.kv("graveyard_cards", p.kv("what", what, "at_least", n(0))), nil
	case "no_creatures":
		return p.str("no_creatures"), nil
	case "any_player_life_at_most":
		return p.kv("any_player_life", p.kv("at_most", n(0))), nil
	case "opponents_at_least":
		return p.kv("opponents", p.kv("at_least", n(0))), nil
	case "entered_at_least":
		return p.kv("entered_this_turn", p.kv("what", phrase(1), "at_least", n(0))), nil
	case "entered":
		return p.kv("entered_this_turn", p.kv("what", phrase(0), "at_least", 1)), nil
	case "died_at_least":
		return p.kv("creatures_died_this_turn", p.kv("at_least", n(0))), nil
	case "died_none":
		return p.kv("creatures_died_this_turn", p.kv("at_most", 0)), nil
	case "life_gained_at_least":
		return p.kv("life_gained_this_turn", p.kv("at_least", n(0))), nil
	}
	return nil, &Problem{Why: fmt.Sprintf("the condition %q has no words in the card language", c.Kind)}
}

// conditionalStatic writes a static ability read with a condition: "as
// long as" (611.3a) as continuous with while, "enters tapped unless" as
// enters with unless (614.1d). ok is false for a static without one.
func conditionalStatic(s *grammar.Phrase, p at) (n *yaml.Node, ok bool, err error) {
	base, c, ok := s.SplitCondition()
	if !ok {
		return nil, false, nil
	}
	self := strings.HasPrefix(s.Kind, "while_self/") || strings.HasPrefix(s.Kind, "unless_self/")
	if state, ok := strings.CutPrefix(c.Kind, "it_is/"); ok && self {
		// "~ has first strike as long as it's attacking": "it" is ~.
		c.Kind = "self_is/" + state
	}
	if c.Kind == "it_has" && self {
		c.Kind = "self_has"
	}
	if c.Kind == "history/it_entered" && self {
		c.Kind = "this_turn/this_entered" // "~ has hexproof as long as it entered this turn"
	}
	if defending(c) && !self {
		// each creature of a group may attack a different player
		return nil, true, &Problem{Why: "\"defending player\" in an ability of a group: which player each creature attacks is not read"}
	}
	cond, err := condition(c, p)
	if err != nil {
		return nil, true, err
	}
	if strings.HasPrefix(s.Kind, "unless_self/") {
		cond = p.kv("not", cond) // "can't attack unless X": can't attack while not X
	}
	switch s.Kind {
	case "enters_tapped_unless":
		return p.kv("enters", p.kv("tapped", p.yes(), "unless", cond)), true, nil
	case "cost_self/if":
		// "This spell costs {1} less to cast if you attacked this turn":
		// cost_reduction {amount, if: true}, the condition for true
		n, err := static(&base, p)
		if err != nil {
			return nil, true, err
		}
		inner := n.Content[1]
		inner.Content[len(inner.Content)-1] = cond
		return n, true, nil
	case "alt_cost/if", "enters_with_if":
		// "If an opponent gained life this turn, you may pay {B} rather
		// than pay this spell's mana cost" (118.9); "~ enters with two
		// +1/+1 counters on it if a creature died this turn" (614.1c)
		base.Kind = strings.TrimSuffix(strings.TrimSuffix(s.Kind, "/if"), "_if")
		n, err := static(&base, p)
		if err != nil {
			return nil, true, err
		}
		inner := n.Content[1]
		inner.Content = append(inner.Content, p.str("if"), cond)
		return n, true, nil
	}
	for k, v := range base.Args {
		if kw, ok := v.(grammar.KeywordList); ok && slices.Contains(kw.Words, "flash") {
			// "This spell has flash as long as ...": flash matters where
			// the card is cast from, and this ability works only on the
			// battlefield (611.3b).
			return nil, true, &Problem{Offset: base.At[k], Why: "flash granted by a static ability works where the card is cast from, which the card language can't say (611.3b)"}
		}
	}
	kind := base.Kind
	for _, prefix := range []string{"while_self/", "unless_self/", "while/"} {
		kind = strings.TrimPrefix(kind, prefix)
	}
	if self {
		base.Args = append([]grammar.Value{grammar.Obj{Kind: grammar.ObjGroup, Text: "~", Phrase: "this permanent"}}, base.Args...)
		base.At = append([]int{0}, base.At...)
	}
	base.Kind = kind
	n, err = static(&base, p)
	if err != nil {
		return nil, true, err
	}
	inner := n.Content[1] // continuous: {affected, effects}
	inner.Content = append(inner.Content, p.str("while"), cond)
	return n, true, nil
}

// conditional writes an effect with its condition as if: {condition,
// then, else?} (608.2c): "If you control a Wizard, draw a card.", "Draw a
// card if you attacked this turn.", "If ..., A. Otherwise, B.", "A. If
// ..., B instead." ok is false for an effect without one. The effects are
// written in printed order, so that "it" names the target named before.
func (b *bodyWriter) conditional(ph grammar.Phrase) (es []*yaml.Node, ok bool, err error) {
	if ph.Kind == grammar.OnlyIf {
		// only an activated ability's last sentence (see
		// activationCondition)
		return nil, true, &Problem{Offset: ph.At[0], Why: "\"Activate only if\" restricts an activated ability, and ends it (602.5b)"}
	}
	var first, then, otherwise *grammar.Phrase
	var c grammar.Cond
	switch {
	case ph.Kind == "if":
		c, then = ph.Args[0].(grammar.Cond), ptr(ph.Args[1].(grammar.Phrase))
	case ph.Kind == "if_else":
		c, then, otherwise = ph.Args[0].(grammar.Cond), ptr(ph.Args[1].(grammar.Phrase)), ptr(ph.Args[2].(grammar.Phrase))
	case strings.HasPrefix(ph.Kind, grammar.IfAfter):
		t, cond, _ := ph.SplitCondition()
		c, then = cond, &t
	case strings.HasPrefix(ph.Kind, grammar.Instead):
		f, cond, t := ph.SplitInstead()
		first, c, then = &f, cond, &t
	default:
		return nil, false, nil
	}
	if defending(c) {
		return nil, true, &Problem{Why: "\"defending player\" in an effect: which player is meant is not read"}
	}
	cond, err := condition(c, b.p)
	if err != nil {
		return nil, true, err
	}
	var elseEffects []*yaml.Node
	if first != nil {
		if elseEffects, err = b.effect(*first); err != nil {
			return nil, true, err
		}
	}
	thenEffects, err := b.effect(*then)
	if err != nil {
		return nil, true, err
	}
	if otherwise != nil {
		if elseEffects, err = b.effect(*otherwise); err != nil {
			return nil, true, err
		}
	}
	n := b.p.kv("condition", cond, "then", b.p.list(thenEffects...))
	if elseEffects != nil {
		n.Content = append(n.Content, b.p.str("else"), b.p.list(elseEffects...))
	}
	return []*yaml.Node{b.p.kv("if", n)}, true, nil
}

func ptr(p grammar.Phrase) *grammar.Phrase { return &p }

// intervening splits a triggered ability read with an intervening "if"
// (603.4) into the ability without it and the condition, or returns it as
// it is with nil.
func intervening(a *grammar.Ability, p at) (*grammar.Ability, *yaml.Node, error) {
	if a.Trigger == nil || !strings.HasPrefix(a.Trigger.Kind, grammar.IfTrigger) {
		return a, nil, nil
	}
	t, c, _ := a.Trigger.SplitCondition()
	var cond *yaml.Node
	var err error
	if defending(c) && t.Kind != "attacks" {
		return nil, nil, &Problem{Why: "\"defending player\" outside \"Whenever ~ attacks\": which player it attacks is not read"}
	}
	if c.Kind == "you_cast_it" && t.Kind == "enters" {
		// "When ~ enters, if you cast it": it is ~ (601.2, 608.3).
		cond = p.kv("you_cast_it", p.yes())
	} else if cond, err = condition(c, p); err != nil {
		return nil, nil, err
	}
	b := *a
	b.Trigger = &t
	return &b, cond, nil
}

// activationCondition takes "Activate only if [condition]." (602.5b) off
// the end of an activated or mana ability's body; it returns the ability
// without it and the condition, or the ability as it is and nil.
func activationCondition(a *grammar.Ability, p at) (*grammar.Ability, *yaml.Node, error) {
	last := len(a.Body) - 1
	if last < 0 || a.Body[last].Kind != grammar.OnlyIf {
		return a, nil, nil
	}
	cond, err := condition(a.Body[last].Args[0].(grammar.Cond), p)
	if err != nil {
		return nil, nil, err
	}
	b := *a
	b.Body = a.Body[:last]
	return &b, cond, nil
}

// defending reports whether a condition names the defending player, who is
// known only for a creature that attacks (506.2).
func defending(c grammar.Cond) bool {
	if c.Kind == grammar.EitherCondition {
		return defending(c.Args[0].(grammar.Cond)) || defending(c.Args[1].(grammar.Cond))
	}
	return strings.HasPrefix(c.Kind, "defending_")
}
