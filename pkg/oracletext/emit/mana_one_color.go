package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// manaOfOneColor writes "three mana of any one color" as one color chosen
// and that many of it: add any_color, times 3 (605.1a, 106.1). Other mana
// is returned as it is, with no times.
func manaOfOneColor(add string, p at) (string, *yaml.Node) {
	if n := grammar.ManaOfAnyOneColor(add); n > 0 {
		return "any_color", p.num(n)
	}
	return add, nil
}
