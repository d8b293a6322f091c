package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// replacement writes the replacement effects a spell or ability creates:
// "If that creature would die this turn, exile it instead." (614.1a) is
// exile_if_dies on the object "that creature" names.
func (b *bodyWriter) replacement(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv("exile_if_dies", s)}, nil
}
