package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// unblockableToo writes "gets +1/+0 until end of turn and can't be blocked
// this turn" (grammar/phrases_unblockable.go): the effect of the kind after
// the slash, then the restriction "can't be blocked" (509.1b) on the same
// subject until end of turn.
func (b *bodyWriter) unblockableToo(ph grammar.Phrase) ([]*yaml.Node, error) {
	_, kind, _ := strings.Cut(ph.Kind, "/")
	ph.Kind = kind
	out, err := b.effect(ph)
	if err != nil {
		return nil, err
	}
	p := b.p
	of := p.str(subjectOf(out[0]))
	return append(out, p.kv("modify", p.kv("of", of, "effects", p.list(p.kv("cant", restrictions("be_blocked", p))), "until", "end_of_turn"))), nil
}

// subjectOf is the "of" of an effect node {key: {of: SUBJECT, ...}}.
func subjectOf(n *yaml.Node) string {
	body := n.Content[1]
	for i := 0; i+1 < len(body.Content); i += 2 {
		if body.Content[i].Value == "of" {
			return body.Content[i+1].Value
		}
	}
	return ""
}
