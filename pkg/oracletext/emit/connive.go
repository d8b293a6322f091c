package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// connive writes "it connives" (701.50a) as connive: SUBJECT.
func (b *bodyWriter) connive(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv("connive", s)}, nil
}
