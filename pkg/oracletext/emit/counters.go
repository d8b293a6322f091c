package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// proliferate writes "Proliferate." (701.34a) as proliferate: true, twice
// for "proliferate, then proliferate again".
func (b *bodyWriter) proliferate(ph grammar.Phrase) ([]*yaml.Node, error) {
	out := []*yaml.Node{b.p.kv("proliferate", b.p.yes())}
	if ph.Kind == "proliferate_twice" {
		out = append(out, b.p.kv("proliferate", b.p.yes()))
	}
	return out, nil
}

// "You may exert ~ as it attacks. When you do, it gets +2/+2 until end of
// turn": "it" is the exerted creature, the source (701.43d).
func init() { selfEvents["exert_as_it_attacks"] = true }

// asLongAs writes an effect "for as long as you control ~" (611.2b): the
// effect as its "until end of turn" form writes it, with until:
// you_control_this. "~" must be the ability's source: in a quoted ability
// or a spell it is not a permanent its controller controls.
func (b *bodyWriter) asLongAs(ph grammar.Phrase) ([]*yaml.Node, error) {
	if b.quoted || b.spell {
		return nil, &Problem{Offset: ph.At[len(ph.At)-1], Why: "\"for as long as you control ~\" where ~ is not the source of the ability (611.2b)"}
	}
	inner := strings.TrimPrefix(ph.Kind, "as_long/")
	if inner == "gain_control" {
		inner = "gain_control_eot"
	}
	es, err := b.effect(grammar.Phrase{Kind: inner, Args: ph.Args, At: ph.At})
	if err != nil {
		return nil, err
	}
	for _, e := range es {
		if !setUntil(e, "end_of_turn", "you_control_this") {
			return nil, &Problem{Offset: ph.At[0], Why: "\"for as long as you control ~\": this effect has no duration to set"}
		}
	}
	return es, nil
}

// setUntil replaces the until: from value of an effect node ({key: {...,
// until: from}}) with to, and reports whether it did.
func setUntil(effect *yaml.Node, from, to string) bool {
	if effect.Kind != yaml.MappingNode || len(effect.Content) != 2 {
		return false
	}
	body := effect.Content[1]
	if body.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(body.Content); i += 2 {
		if body.Content[i].Value == "until" && body.Content[i+1].Value == from {
			body.Content[i+1].Value = to
			return true
		}
	}
	return false
}
