package emit

import (
	"fmt"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// putCounters writes "put three stun counters on s" (122.1): a number of
// counters, or X where the text or the permanent entering defines it.
func (b *bodyWriter) putCounters(c grammar.Counters, offset int, s *yaml.Node) ([]*yaml.Node, error) {
	p := b.p
	if c.N.Text != "X" {
		return []*yaml.Node{p.kv("put_counters", p.kv("on", s, "kind", c.Kind, "count", c.N.N))}, nil
	}
	if b.xDef == nil {
		return nil, &Problem{Offset: offset, Why: "X counters: the card language counts X only as a permanent enters (107.3m) or where the text defines it (107.3c)"}
	}
	x, err := b.xValue(offset)
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{p.kv("put_counters", p.kv("on", s, "kind", c.Kind, "count", x))}, nil
}

// tapPutCounters writes "tap target creature and put a stun counter on it"
// (or "on each of them"): the permanents tapped (701.26a), then the
// counters on those same permanents (122.1).
func (b *bodyWriter) tapPutCounters(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	put, err := b.putCounters(ph.Args[1].(grammar.Counters), ph.At[1], b.p.str(s.Value))
	if err != nil {
		return nil, err
	}
	return append([]*yaml.Node{b.p.kv("tap", s)}, put...), nil
}

// putCountersThem writes "put a stun counter on each of them" after one
// "target" word naming several objects ("up to two target creatures"): the
// counters go on those targets.
func (b *bodyWriter) putCountersThem(ph grammar.Phrase) ([]*yaml.Node, error) {
	if len(b.targets) == 0 || b.last.Count < 2 || b.last.Divided || shorthands[b.last.Types[0]] {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("%q names no earlier targets: one \"target\" word naming several permanents", "each of them")}
	}
	first := b.specs - b.last.Count + 1
	return b.putCounters(ph.Args[0].(grammar.Counters), ph.At[0], b.p.str(targetsRef(first, b.specs)))
}
