package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// copySpell writes copy_spell: {what: SUBJECT, new_targets?: true}, "Copy
// target instant or sorcery spell[. You may choose new targets for the
// copy]" (707.10, 707.10c).
func (b *bodyWriter) copySpell(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	n := b.p.kv("what", s)
	if ph.Kind == "copy_spell/new_targets" {
		n.Content = append(n.Content, b.p.str("new_targets"), b.p.yes())
	}
	return []*yaml.Node{b.p.kv("copy_spell", n)}, nil
}
