package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// dividedDamage writes "~ deals 3 damage divided as you choose among one,
// two, or three targets" (601.2d): one target word naming up to three
// targets, at least one chosen, and a damage effect on all of them that
// deals each the amount the division gave it. "Any number of targets" is
// as many targets as there is damage, each getting at least 1; with X
// damage that number is not known when the card is read.
func (b *bodyWriter) dividedDamage(ph grammar.Phrase) ([]*yaml.Node, error) {
	if strings.HasPrefix(ph.String(), "it ") && (!b.itIsSelf || len(b.targets) > 0) {
		return nil, &Problem{Offset: ph.At[0], Why: "\"it\" deals damage: it names no object this ability can use as the source"}
	}
	n := ph.Args[0].(grammar.Num)
	o := ph.Args[1].(grammar.Obj)
	if o.Count == 0 {
		if n.Text != "" && n.Text != "X" && n.N > 1 && n.N <= 20 {
			o.Count = n.N
		} else {
			return nil, &Problem{Offset: ph.At[1], Why: "damage divided among any number of targets: only a fixed amount from 2 to 20 is read"}
		}
	}
	if n.Text == "that much" {
		return nil, &Problem{Offset: ph.At[0], Why: "\"that much\" damage divided among targets"}
	}
	to, err := b.subject(o, ph.At[1])
	if err != nil {
		return nil, err
	}
	var amount *yaml.Node
	if n.Text == "X" {
		if !b.hasX {
			return nil, &Problem{Offset: ph.At[0], Why: "X: this ability has no X paid for it (107.3)"}
		}
		amount = b.p.str("x")
	} else {
		amount = b.p.num(n.N)
	}
	return []*yaml.Node{b.p.kv("damage", b.p.kv("amount", amount, "to", to, "divided", b.p.yes()))}, nil
}
