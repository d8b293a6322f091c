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

// "You may exert ~ as it attacks. When you do, it gets +2/+2 until end of
// turn": "it" is the exerted creature, the source (701.43d).
func init() { selfEvents["exert_as_it_attacks"] = true }
