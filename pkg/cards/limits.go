package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"go.yaml.in/yaml/v3"
)

// MaxNumber bounds every number a card definition holds, either way: power,
// toughness, counts, amounts, multipliers. It is far above any printed
// card's and low enough that no sum or product the engine makes of them
// overflows. docs/limits.md lists it with the scenario's limits.
const MaxNumber = 1_000_000

// readInt reads a whole number of a card definition, within MaxNumber
// either way.
func readInt(r *source.Reader, n *yaml.Node, what string) (int, bool) {
	return r.IntIn(n, what, -MaxNumber, MaxNumber)
}

// readCount reads a whole number of a card definition that can't be
// negative, at most MaxNumber.
func readCount(r *source.Reader, n *yaml.Node, what string) (int, bool) {
	return r.IntIn(n, what, 0, MaxNumber)
}
