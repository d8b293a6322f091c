package emit

import (
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
