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
	if !readsChoice(next.Kind) {
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
	"gain_life_each_n", "damage_equal_to", "destroy", "return_all", "put_onto_battlefield", "where_x", "untap", "tap", "pump_x"}

// readsChoice reports whether an effect of the kind reads a choice made as
// it resolves (readsChoiceOnResolution: the kind, or a kind/... of it).
func readsChoice(kind string) bool {
	family, _, _ := strings.Cut(kind, "/")
	return slices.Contains(readsChoiceOnResolution, family)
}

// ofYourChoice is the choice of a creature type inside an object phrase:
// "Creatures of the creature type of your choice get +X/+X until end of
// turn." (608.2d, 205.3e).
const ofYourChoice = "of the creature type of your choice"

// typeOfYourChoice writes an effect whose object phrase chooses a creature
// type as it resolves as choose_creature_type, then the effect on the
// objects "of the chosen type"; ok is false when no object phrase of ph
// does. The same effects read the choice as after "Choose a creature
// type." (see chooseCreatureType); a target can't be of a type chosen only
// as the spell resolves (601.2c).
func (b *bodyWriter) typeOfYourChoice(ph grammar.Phrase) (es []*yaml.Node, ok bool, err error) {
	args := slices.Clone(ph.Args)
	for k, v := range args {
		o, isObj := v.(grammar.Obj)
		if !isObj || !strings.Contains(o.Text, ofYourChoice) {
			continue
		}
		if o.Kind == grammar.ObjTarget {
			return nil, true, &Problem{Offset: ph.At[k], Why: "a target of the creature type of your choice: the target is chosen before the type is (601.2c, 608.2d)"}
		}
		o.Text = strings.Replace(o.Text, ofYourChoice, "of the chosen type", 1)
		o.Phrase = strings.Replace(o.Phrase, ofYourChoice, "of the chosen type", 1)
		args[k], ok = o, true
	}
	if !ok {
		return nil, false, nil
	}
	if !readsChoice(ph.Kind) {
		return nil, true, &Problem{Offset: ph.At[0], Why: "\"" + ph.String() + "\": only effects that find or count their objects as they resolve read a creature type chosen then (608.2d, 611.2c)"}
	}
	ph.Args = args
	if es, err = b.effect(ph); err != nil {
		return nil, true, err
	}
	return append([]*yaml.Node{b.p.kv("choose_creature_type", b.p.yes())}, es...), true, nil
}

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
