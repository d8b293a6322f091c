package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// sacrificeIt writes "sacrifice it" where "it" is the object itself ("When
// this creature becomes the target of a spell or ability, sacrifice it"):
// the same as "sacrifice ~" (701.21a). ok is false when the phrase is not
// "sacrifice it"; any other "it" is refused.
func (b *bodyWriter) sacrificeIt(ph grammar.Phrase) (out []*yaml.Node, ok bool, err error) {
	o, isObj := ph.Args[0].(grammar.Obj)
	// the object slot reads "it" as a phrase
	if ph.Kind != "sacrifice_chosen" || !isObj || o.Phrase != "it" {
		return nil, false, nil
	}
	s, err := b.subject(grammar.Obj{Kind: grammar.ObjIt, Text: "it"}, ph.At[0])
	if err != nil {
		return nil, true, err
	}
	if s.Value != "this" {
		return nil, true, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("sacrificing %q: only the object itself is supported (701.21a)", o.Text)}
	}
	return []*yaml.Node{b.p.kv("sacrifice", "this")}, true, nil
}

// targetedTrigger writes a group's "Whenever a creature you control becomes
// the target of a spell or ability (an opponent controls)": {event:
// becomes_target, object, player}; "that creature" is the permanent
// targeted and "that player" the controller of the spell or ability.
func targetedTrigger(t *grammar.Phrase, p at) (*yaml.Node, bool) {
	kind, qualifier, _ := strings.Cut(t.Kind, "/")
	if kind != "event:becomes_target" {
		return nil, false
	}
	return p.kv("event", "becomes_target", "object", t.Args[0].(grammar.Obj).Phrase, "player", qualifier), true
}

// counterTriggeringUnless writes "counter that spell or ability unless its
// controller pays {2}" in a becomes_target trigger: the spell or ability
// that targeted (118.12a).
func (b *bodyWriter) counterTriggeringUnless(ph grammar.Phrase) ([]*yaml.Node, error) {
	if b.trigger == nil || !strings.HasPrefix(strings.TrimPrefix(b.trigger.Kind, "event:"), "becomes_target/") {
		return nil, &Problem{Offset: ph.At[0], Why: "\"that spell or ability\": the trigger names no spell or ability"}
	}
	cost := ph.Args[0].String()
	if strings.Contains(cost, "X") {
		return nil, &Problem{Offset: ph.At[0], Why: "X: a triggered ability has no X paid for it (107.3)"}
	}
	return []*yaml.Node{b.p.kv("counter_triggering_unless_pays", cost)}, nil
}
