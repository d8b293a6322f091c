package emit

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// yourTurnSelf writes "During your turn, ~ has first strike" (611.3a) as
// the group form with the permanent itself as the group: continuous
// {affected: this permanent, effects, while: {your_turn: true}}.
func yourTurnSelf(s *grammar.Phrase, p at) (*yaml.Node, error) {
	base := *s
	base.Kind = "your_turn/" + strings.TrimPrefix(s.Kind, "your_turn_self/")
	base.Args = append([]grammar.Value{grammar.Obj{Kind: grammar.ObjGroup, Text: "~", Phrase: "this permanent"}}, s.Args...)
	base.At = append([]int{0}, s.At...)
	return static(&base, p)
}

// timingCondition writes the conditions of this family: coven's "you
// control three or more creatures with different powers" (207.2c).
func timingCondition(c grammar.Cond, p at) (*yaml.Node, bool) {
	if c.Kind == "three_different_powers" {
		return p.str("you_control_three_different_powers"), true
	}
	return nil, false
}

// duringYourTurn takes "during your turn" off a triggered ability's
// trigger ("Whenever another creature dies during your turn"): the
// ability with the trigger it was made from, and whether it had it.
func duringYourTurn(a *grammar.Ability) (*grammar.Ability, bool) {
	if a.Trigger == nil {
		return a, false
	}
	t, ok := a.Trigger.SplitDuringYourTurn()
	if !ok {
		return a, false
	}
	b := *a
	b.Trigger = &t
	return &b, true
}

// addDuringYourTurn writes during_your_turn: true into an event trigger
// (603.2: only an event in its controller's turn triggers it). A trigger
// written as one word (the object's own event) takes no keys, so it is
// refused.
func addDuringYourTurn(t *yaml.Node, p at) error {
	if t.Kind != yaml.MappingNode || len(t.Content) < 2 || t.Content[0].Value != "event" {
		return &Problem{Why: "\"during your turn\" after a trigger of the object's own event or a step is not read (603.2)"}
	}
	t.Content = append(t.Content, p.str("during_your_turn"), p.yes())
	return nil
}

// untilNextTurnKeys are the effects whose until: may be your_next_turn:
// those that make one continuous effect from the resolving spell or
// ability (611.2a).
var untilNextTurnKeys = []string{"pump", "gain_keyword", "modify"}

// untilYourNextTurn writes an effect read with "until your next turn" as
// its "until end of turn" form does, with until: your_next_turn.
func (b *bodyWriter) untilYourNextTurn(ph grammar.Phrase) ([]*yaml.Node, bool, error) {
	base, ok := ph.SplitUntilYourNextTurn()
	if !ok {
		return nil, false, nil
	}
	es, err := b.effect(base)
	if err != nil {
		return nil, true, err
	}
	for _, e := range es {
		if e.Kind != yaml.MappingNode || len(e.Content) != 2 || !slices.Contains(untilNextTurnKeys, e.Content[0].Value) ||
			!setUntil(e, "end_of_turn", "your_next_turn") {
			return nil, true, &Problem{Why: "\"until your next turn\": read only on a pump, keyword or modify effect (611.2a)"}
		}
	}
	return es, true, nil
}

// detain writes "detain target creature an opponent controls" (701.35a):
// modify {of, effects: [cant: [attack, block, activate]], until:
// your_next_turn}.
func (b *bodyWriter) detain(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	p := b.p
	cant := p.kv("cant", restrictions("attack,block,activate", p))
	return []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", p.list(cant), "until", "your_next_turn"))}, nil
}

// extraTurns writes "Take an extra turn after this one.", "Target player
// takes two extra turns after this one." (500.7): extra_turns: {who,
// count}.
func (b *bodyWriter) extraTurns(ph grammar.Phrase) ([]*yaml.Node, error) {
	kind, count, _ := strings.Cut(ph.Kind, "/")
	n, _ := strconv.Atoi(count)
	who := b.p.str("you")
	if kind == "player_extra_turns" {
		s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
		if err != nil {
			return nil, err
		}
		who = s
	}
	body := b.p.kv("who", who, "count", n)
	if kind == "extra_turns_lose" {
		body.Content = append(body.Content, b.p.str("lose_at_end_step"), b.p.yes())
	}
	return []*yaml.Node{b.p.kv("extra_turns", body)}, nil
}

// landPlays writes "You may play an additional land on each of your turns"
// (a static ability) and "You may play an additional land this turn" (an
// effect), 305.2: {KEY: N}.
func landPlays(kind string, p at) *yaml.Node {
	key, n, _ := strings.Cut(kind, "/")
	k, _ := strconv.Atoi(n)
	return p.kv(key, k)
}

// skipNext writes "Target player skips their next combat phase", "You
// skip your next untap step" (500.11): skip_next: {who, what}.
func (b *bodyWriter) skipNext(ph grammar.Phrase) ([]*yaml.Node, error) {
	parts := strings.Split(ph.Kind, "/") // skip_next/you|player/what
	who := b.p.str("you")
	if parts[1] == "player" {
		s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
		if err != nil {
			return nil, err
		}
		who = s
	}
	return []*yaml.Node{b.p.kv("skip_next", b.p.kv("who", who, "what", parts[2]))}, nil
}

// skipSteps writes "Skip your draw step.", "Players skip their untap
// steps." (500.11): skip_steps: {what, whose}.
func skipSteps(kind string, p at) *yaml.Node {
	parts := strings.Split(kind, "/") // skip_steps/you|each/what
	return p.kv("skip_steps", p.kv("what", parts[2], "whose", parts[1]))
}
