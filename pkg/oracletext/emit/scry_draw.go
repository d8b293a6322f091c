package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// scryThenDraw writes "scry 2, then draw a card": scry, then draw, in the
// order written (701.22a, 121.1, 608.2c). X is refused: no X is paid for
// these.
func (b *bodyWriter) scryThenDraw(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	n, cards := ph.Args[0].(grammar.Num), ph.Args[1].(grammar.Num)
	if n.Text == "X" || strings.HasPrefix(cards.Text, "X") {
		return nil, &Problem{Offset: ph.At[0], Why: "scry X, then draw X cards: an X here is not supported (107.3)"}
	}
	return []*yaml.Node{p.kv("scry", n.N), p.kv("draw", p.kv("who", "you", "count", cards.N))}, nil
}
