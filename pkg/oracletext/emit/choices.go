package emit

import (
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// chooseCreatureType writes "Choose a creature type. [sentence]" (608.2d,
// 205.3e): choose_creature_type, then the sentence's effects, which read
// the choice as "of the chosen type" while the ability resolves. Only a
// sentence whose effect finds its objects or counts them as it resolves
// (608.2h, 611.2c) is read: a restriction or a cost change would read its
// filter after the resolution, when the choice is gone, and a target was
// chosen before the type was (601.2c).
func (b *bodyWriter) chooseCreatureType(ph grammar.Phrase) ([]*yaml.Node, error) {
	next := ph.Args[0].(grammar.Sentence).Phrase
	if !slices.ContainsFunc(readsChoiceOnResolution, func(k string) bool { return next.Kind == k || strings.HasPrefix(next.Kind, k+"/") }) {
		return nil, &Problem{Offset: ph.At[0], Why: "\"" + next.String() + "\" after a creature type is chosen: only effects that find or count their objects as they resolve read the choice (608.2d, 611.2c)"}
	}
	for k, v := range next.Args {
		if o, ok := v.(grammar.Obj); ok && o.Kind == grammar.ObjTarget && strings.Contains(o.Text, "type") {
			return nil, &Problem{Offset: next.At[k], Why: "a target of the chosen type: the target is chosen before the type is (601.2c, 608.2d)"}
		}
	}
	es, err := b.effect(next)
	if err != nil {
		return nil, err
	}
	return append([]*yaml.Node{b.p.kv("choose_creature_type", b.p.yes())}, es...), nil
}

// readsChoiceOnResolution are the kinds of effect (and kind/... families)
// that find or count the objects of their filters once, as they resolve:
// groups pumped until end of turn (611.2c), amounts (608.2h), objects
// destroyed, returned or put onto the battlefield.
var readsChoiceOnResolution = []string{"group_pump", "group_gain", "group_pump_gain", "pump_each", "draw_each",
	"gain_life_each_n", "damage_equal_to", "destroy", "return_all", "put_onto_battlefield", "where_x"}

// flipCoin writes "Flip a coin. If you win the flip, [effect]. If you lose
// the flip, [effect]." (705.1, 705.2) as flip_coin with what a won and a
// lost flip do.
func (b *bodyWriter) flipCoin(ph grammar.Phrase) ([]*yaml.Node, error) {
	branches := strings.Split(strings.TrimPrefix(ph.Kind, "flip_coin/"), "_") // win, lose
	n := b.p.kv()
	for k, branch := range branches {
		es, err := b.effect(ph.Args[k].(grammar.Phrase))
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, b.p.str(branch), b.p.list(es...))
	}
	return []*yaml.Node{b.p.kv("flip_coin", n)}, nil
}
