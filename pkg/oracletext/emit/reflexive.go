package emit

import (
	"slices"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// reflexiveActions are the optional actions "When you do" may follow:
// each is a zone change, which is how the engine knows it happened.
var reflexiveActions = []string{"sacrifice_chosen", "return_chosen", "discard", "exile", "sacrifice"}

// whenYouDo writes "You may pay {2}. When you do, tap target creature."
// and "You may sacrifice a creature. When you do, ...": the reflexive
// triggered ability (603.12) has targets of its own, chosen when it is put
// on the stack, so its effects are written by a writer of their own that
// still reads "that creature" and "it" as the outer ability does.
func (b *bodyWriter) whenYouDo(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	n := p.kv("text", ph.Args[0].String())
	if ph.Kind == "may_pay_when_you_do" {
		cost := ph.Args[0].String()
		n = p.kv("text", "pay "+cost, "pay", cost)
	} else {
		action := ph.Args[0].(grammar.Phrase)
		if !slices.Contains(reflexiveActions, action.Kind) {
			return nil, &Problem{Offset: ph.At[0], Why: "\"When you do\" after this action: only paying or a zone change (sacrifice, discard, exile, return) is known to have happened (603.12)"}
		}
		es, err := b.effect(action)
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, p.str("do"), p.list(es...))
	}
	inner := &bodyWriter{p: p, cols: b.cols, itIsSelf: b.itIsSelf, itIsTriggerObject: b.itIsTriggerObject,
		itIsNewObject: b.itIsNewObject, named: b.named, thatMuch: b.thatMuch, thatPlayer: b.thatPlayer && !b.thatPlayerOfStep,
		defendingPlayer: b.defendingPlayer, thatCreature: b.thatCreature}
	es, err := inner.effect(ph.Args[1].(grammar.Phrase))
	if err != nil {
		return nil, err
	}
	reflexive := p.kv()
	if len(inner.targets) > 0 {
		reflexive.Content = append(reflexive.Content, p.str("targets"), p.list(inner.targets...))
	}
	reflexive.Content = append(reflexive.Content, p.str("effects"), p.list(es...))
	n.Content = append(n.Content, p.str("when_you_do"), reflexive)
	return []*yaml.Node{p.kv("may", n)}, nil
}
