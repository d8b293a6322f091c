package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// delayed writes a delayed triggered ability (603.7): "Sacrifice them at
// the beginning of the next end step." as at_next with the objects named
// now (of) and acted on later (them). "it" and "them" name what the effect
// before made or acted on: the tokens it created, else the target or the
// object itself, as "it" does elsewhere.
func (b *bodyWriter) delayed(ph grammar.Phrase, what string) ([]*yaml.Node, error) {
	p := b.p
	if what == "draw" {
		effect := p.kv("draw", p.kv("who", "you", "count", 1))
		return []*yaml.Node{p.kv("at_next", p.kv("step", "upkeep", "effects", p.list(effect)))}, nil
	}
	// "destroy that creature at end of combat": the kind names the step
	// after "@" (511.2)
	what, step, ok := strings.Cut(what, "@")
	if !ok {
		step = "end_step"
	}
	var counters *grammar.Counters // "put a -1/-1 counter on it at end of combat"
	if c, ok := ph.Args[0].(grammar.Counters); ok {
		if c.N.Text == "X" {
			return nil, &Problem{Offset: ph.At[0], Why: "X counters in a delayed triggered ability (107.3)"}
		}
		counters, ph.Args, ph.At = &c, ph.Args[1:], ph.At[1:]
	}
	o := ph.Args[0].(grammar.Obj)
	var of *yaml.Node
	switch {
	case b.created:
		of = p.str("created")
	case o.Kind == grammar.ObjThem && b.last.Count > 1:
		of = p.str(targetsRef(b.specs-b.last.Count+1, b.specs))
	case o.Kind == grammar.ObjThem:
		return nil, &Problem{Offset: ph.At[0], Why: "\"" + o.Text + "\" names no tokens created or targets chosen before it"}
	default:
		s, err := b.subject(o, ph.At[0])
		if err != nil {
			return nil, err
		}
		of = s
	}
	in := "battlefield"
	if what == "return_to_battlefield" {
		in = "exile" // "exile it. Return it to the battlefield ..."
	}
	effect := p.kv(what, "them")
	if counters != nil {
		effect = delayedCounters(what, *counters, p)
	}
	return []*yaml.Node{p.kv("at_next", p.kv("step", step, "of", of, "in", in, "effects", p.list(effect)))}, nil
}
