package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// support writes "Support N" (701.41a) as what it means: "Put a +1/+1
// counter on each of up to N other target creatures" on a permanent, "...
// up to N target creatures" on an instant or sorcery.
func (b *bodyWriter) support(ph grammar.Phrase) ([]*yaml.Node, error) {
	n := ph.Args[0].(grammar.Num).N
	phrase := "other creatures"
	switch {
	case b.spell && n == 1:
		phrase = "creature"
	case b.spell:
		phrase = "creatures"
	case n == 1:
		phrase = "another creature"
	}
	o := grammar.Obj{Kind: grammar.ObjTarget, Types: []string{"creature"}, Phrase: phrase, Text: "target " + phrase, Count: n, UpTo: true}
	s, err := b.subject(o, ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv("put_counters", b.p.kv("on", s, "kind", "+1/+1", "count", 1))}, nil
}
