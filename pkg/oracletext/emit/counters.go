package emit

import (
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
