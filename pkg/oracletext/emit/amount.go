package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// amountKinds are the effects of package grammar's amount templates,
// written by amountEffect.
var amountKinds = map[string]bool{"where_x": true, "pump_x": true, "pump_each": true, "damage_equal": true,
	"gain_life_equal": true, "lose_life_equal": true, "player_gains_life_equal": true, "player_loses_life_equal": true,
	"draw_equal": true, "player_draws_equal": true, "draw_each": true, "player_draws_each": true,
	"gain_life_each_n": true, "lose_life_each_n": true, "player_loses_life_each": true, "damage_each_n": true,
	"put_counters_each": true, "damage_equal_to": true, "damage_it_equal_to": true, "damage_it_equal": true,
	"damage_itself": true, "damage_and_gain": true, "damage_it_and_gain": true, "draw_and_lose": true, "drain_x": true,
	"gain_and_draw": true, "double_counters": true, "put_then_double": true,
	"add_mana_each": true, "player_draws_and_loses": true, "mill_equal": true, "player_mills_equal": true,
	"put_counters_equal": true}

// amountEffect writes an effect whose amount the text defines: "where X
// is ..." (107.3c), "equal to ...", "for each ...", each determined once as
// the effect applies (608.2h).
func (b *bodyWriter) amountEffect(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	subj := func(k int) (*yaml.Node, error) { return b.subject(ph.Args[k].(grammar.Obj), ph.At[k]) }
	quantity := func(k int) (*yaml.Node, error) { return b.quantity(ph.Args[k].(grammar.Quantity), ph.At[k]) }
	each := func(k, times int) (*yaml.Node, error) { return b.count(ph.Args[k], times, ph.At[k]) }
	it := func() error {
		if strings.HasPrefix(ph.Kind, "damage_it_") && !b.itDeals() {
			return &Problem{Offset: ph.At[0], Why: "\"it\" deals damage: it names no object this ability can use as the source"}
		}
		return nil
	}
	who := func(k int) (*yaml.Node, error) {
		if strings.HasPrefix(ph.Kind, "player_") {
			return subj(k)
		}
		return p.str("you"), nil
	}
	// the player's effect: who (argument 0 of a player_ kind) and its
	// amount (the argument after)
	playerAmount := func(key string, amount func(k int) (*yaml.Node, error)) ([]*yaml.Node, error) {
		k := 0
		if strings.HasPrefix(ph.Kind, "player_") {
			k = 1
		}
		w, err := who(0)
		if err != nil {
			return nil, err
		}
		n, err := amount(k)
		if err != nil {
			return nil, err
		}
		field := "amount"
		if key == "draw" || key == "mill" {
			field = "count"
		}
		return []*yaml.Node{p.kv(key, p.kv("who", w, field, n))}, nil
	}
	switch ph.Kind {
	case "where_x":
		return b.whereX(ph)
	case "pump_x", "pump_each":
		// "gets +X/+0 until end of turn", "gets +1/+0 until end of turn for
		// each artifact you control", maybe with "gains trample"
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		var power, toughness *yaml.Node
		var out []*yaml.Node
		for k, v := range ph.Args[1:] {
			switch v := v.(type) {
			case grammar.XPT:
				x, err := b.xValue(ph.At[k+1])
				if err != nil {
					return nil, err
				}
				power, toughness = times(x, v.Power, p), times(x, v.Toughness, p)
			case grammar.PT: // "for each ..." follows it
				if power, err = each(k+2, v.Power); err != nil {
					return nil, err
				}
				toughness, _ = each(k+2, v.Toughness)
			case grammar.KeywordList:
				for _, kw := range v.Words {
					out = append(out, p.kv("gain_keyword", p.kv("of", p.str(s.Value), "keyword", kw, "until", "end_of_turn")))
				}
			}
		}
		pump := p.kv("pump", p.kv("of", p.str(s.Value), "power", power, "toughness", toughness, "until", "end_of_turn"))
		return append([]*yaml.Node{pump}, out...), nil
	case "damage_equal", "damage_it_equal", "damage_equal_to", "damage_it_equal_to":
		// "~ deals damage equal to ... to any target", "~ deals damage to
		// any target equal to ..."
		if err := it(); err != nil {
			return nil, err
		}
		to, q := 1, 0
		if strings.HasSuffix(ph.Kind, "_to") {
			to, q = 0, 1
		}
		s, err := subj(to)
		if err != nil {
			return nil, err
		}
		n, err := quantity(q)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("damage", p.kv("amount", n, "to", s))}, nil
	case "damage_itself":
		// "Target creature deals damage to itself equal to its power"
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("damage", p.kv("amount", p.kv("power_of", s.Value), "to", s.Value, "from", s.Value))}, nil
	case "damage_and_gain", "damage_it_and_gain", "draw_and_lose", "gain_and_draw", "drain_x", "player_draws_and_loses":
		// "~ deals X damage to any target and you gain X life", "you draw X
		// cards and you lose X life"...
		if err := it(); err != nil {
			return nil, err
		}
		return b.pairOfEffects(ph)
	case "add_mana_each":
		// "Add {R} for each creature you control." (a spell; an ability
		// that adds mana is written as a mana ability, 605.1)
		add := ph.Args[0].String()
		if !b.mayAddMana() || strings.Contains(add, " or ") || !strings.HasPrefix(add, "{") {
			return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("adding %q for each: only a spell adding mana symbols", add)}
		}
		n, err := each(1, 1)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("add_mana", p.kv("add", add, "times", n))}, nil
	case "double_counters", "put_then_double":
		// "double the number of +1/+1 counters on it": as many more as it
		// has (701.10e)
		var out []*yaml.Node
		k := 0
		if ph.Kind == "put_then_double" {
			c := ph.Args[0].(grammar.Counters)
			if c.N.Text == "X" {
				return nil, &Problem{Offset: ph.At[0], Why: "X counters: X is not defined"}
			}
			s, err := subj(1)
			if err != nil {
				return nil, err
			}
			out = append(out, p.kv("put_counters", p.kv("on", s, "kind", c.Kind, "count", c.N.N)))
			k = 2
		}
		if o := ph.Args[k+1].(grammar.Obj); o.Kind == grammar.ObjEach || o.Kind == grammar.ObjGroup {
			return nil, &Problem{Offset: ph.At[k+1], Why: "doubling the counters on each of a group"}
		}
		s, err := subj(k + 1)
		if err != nil {
			return nil, err
		}
		kind := string(ph.Args[k].(grammar.Word))
		return append(out, p.kv("put_counters", p.kv("on", s, "kind", kind, "count", p.kv("counters_on", p.str(s.Value), "kind", kind)))), nil
	case "damage_each_n":
		s, err := subj(1)
		if err != nil {
			return nil, err
		}
		n, err := each(2, ph.Args[0].(grammar.Num).N)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("damage", p.kv("amount", n, "to", s))}, nil
	case "gain_life_equal", "player_gains_life_equal":
		return playerAmount("gain_life", quantity)
	case "lose_life_equal", "player_loses_life_equal":
		return playerAmount("lose_life", quantity)
	case "draw_equal", "player_draws_equal":
		return playerAmount("draw", quantity)
	case "mill_equal", "player_mills_equal":
		return playerAmount("mill", quantity)
	case "put_counters_equal":
		// "put a number of +1/+1 counters on target creature equal to ..."
		s, err := subj(1)
		if err != nil {
			return nil, err
		}
		n, err := quantity(2)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("put_counters", p.kv("on", s, "kind", ph.Args[0].String(), "count", n))}, nil
	case "draw_each", "player_draws_each":
		return playerAmount("draw", func(k int) (*yaml.Node, error) { return each(k, 1) })
	case "gain_life_each_n", "lose_life_each_n", "player_loses_life_each":
		key := "gain_life"
		if ph.Kind != "gain_life_each_n" {
			key = "lose_life"
		}
		return playerAmount(key, func(k int) (*yaml.Node, error) { return each(k+1, ph.Args[k].(grammar.Num).N) })
	case "put_counters_each":
		c := ph.Args[0].(grammar.Counters)
		if c.N.Text == "X" {
			return nil, &Problem{Offset: ph.At[0], Why: "X counters for each: X is not defined"}
		}
		s, err := subj(1)
		if err != nil {
			return nil, err
		}
		n, err := each(2, c.N.N)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("put_counters", p.kv("on", s, "kind", c.Kind, "count", n))}, nil
	}
	return nil, &Problem{Why: fmt.Sprintf("no card-language effect for %q", ph.Kind)}
}

// effectPart is one effect of a phrase of two: its effect word, the
// argument of its subject (-1: you) and of its amount.
type effectPart struct {
	key           string
	who, quantity int
}

// pairsOfEffects are the phrases of two effects, each with its own amount.
var pairsOfEffects = map[string][2]effectPart{
	"damage_and_gain":    {{"damage", 1, 0}, {"gain_life", -1, 2}},
	"damage_it_and_gain": {{"damage", 1, 0}, {"gain_life", -1, 2}},
	"draw_and_lose":      {{"draw", -1, 0}, {"lose_life", -1, 1}},
	"gain_and_draw":      {{"gain_life", -1, 0}, {"draw", -1, 1}},
	"drain_x":            {{"lose_life", 0, 1}, {"gain_life", -1, 2}},
	// "target player draws X cards and loses X life"
	"player_draws_and_loses": {{"draw", 0, 1}, {"lose_life", 0, 2}},
}

// pairOfEffects writes the two effects of a phrase of pairsOfEffects.
func (b *bodyWriter) pairOfEffects(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	var out []*yaml.Node
	subjects := map[int]*yaml.Node{} // a target named twice is one target
	for _, e := range pairsOfEffects[ph.Kind] {
		who := p.str("you")
		if s, ok := subjects[e.who]; ok {
			who = p.str(s.Value)
		} else if e.who >= 0 {
			s, err := b.subject(ph.Args[e.who].(grammar.Obj), ph.At[e.who])
			if err != nil {
				return nil, err
			}
			who, subjects[e.who] = s, s
		}
		n, err := b.number(ph, e.quantity)
		if err != nil {
			return nil, err
		}
		switch e.key {
		case "damage":
			out = append(out, p.kv("damage", p.kv("amount", n, "to", who)))
		case "draw":
			out = append(out, p.kv("draw", p.kv("who", who, "count", n)))
		default:
			out = append(out, p.kv(e.key, p.kv("who", who, "amount", n)))
		}
	}
	return out, nil
}

// whereX writes an effect followed by ", where X is ...": X is the number
// the text defines, not one chosen (107.3c), and the effect must use it.
func (b *bodyWriter) whereX(ph grammar.Phrase) ([]*yaml.Node, error) {
	q := ph.Args[1].(grammar.Quantity)
	b.xDef, b.xAt, b.xUsed = &q, ph.At[1], false
	defer func() { b.xDef = nil }()
	es, err := b.effect(ph.Args[0].(grammar.Phrase))
	if err != nil {
		return nil, err
	}
	if !b.xUsed {
		return nil, &Problem{Offset: ph.At[1], Why: "\"where X is\": the effect before it has no X this can define"}
	}
	return es, nil
}

// xValue is the amount X stands for: the number a "where X is" clause
// defines (107.3c), or the X paid (107.3a).
func (b *bodyWriter) xValue(offset int) (*yaml.Node, error) {
	if b.xDef != nil {
		b.xUsed = true
		return b.quantity(*b.xDef, b.xAt)
	}
	if !b.hasX {
		return nil, &Problem{Offset: offset, Why: "X: this ability has no X paid for it (107.3)"}
	}
	return b.p.str("x"), nil
}

// quantity writes a number the text defines as a card-language amount;
// "N plus ..." adds plus: N.
func (b *bodyWriter) quantity(q grammar.Quantity, offset int) (*yaml.Node, error) {
	n, err := b.quantityOf(q, offset)
	if err == nil && q.Plus != 0 {
		n.Content = append(n.Content, b.p.str("plus"), b.p.num(q.Plus))
	}
	return n, err
}

func (b *bodyWriter) quantityOf(q grammar.Quantity, offset int) (*yaml.Node, error) {
	p := b.p
	switch q.Kind {
	case "count":
		if q.For == nil {
			return b.count(q.Of, 1, offset)
		}
		// counted for another player: "that player" and "their" are the
		// trigger's player, or the player the line targeted
		var who *yaml.Node
		last := len(b.targets) > 0 && (b.last.Types[0] == "player" || b.last.Types[0] == "opponent")
		switch {
		case q.For.Kind != grammar.ObjThatPlayer:
			s, err := b.subject(*q.For, offset)
			if err != nil {
				return nil, err
			}
			who = s
		case b.thatPlayer:
			who = p.str("that player")
		case last:
			who = p.str(targetRef(len(b.targets)))
		default:
			return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q: which player", q.Text)}
		}
		return p.kv("count", q.Of.Phrase, "for", who), nil
	case "domain":
		return p.kv("basic_land_types_of", "you"), nil
	case "greatest_power", "greatest_mana_value":
		return p.kv(q.Kind, q.Of.Phrase), nil
	case "devotion":
		return p.kv("devotion_of", "you", "to", q.Counter), nil
	case "life":
		return p.kv("life_total", "you"), nil
	case "life_gained":
		return p.kv("life_gained_this_turn", "you"), nil
	case grammar.TurnCount:
		return b.turnQuantity(q, offset)
	}
	if q.Of.Kind == grammar.ObjIt && q.Of.Text == "it" && b.itIsNewObject && len(b.targets) == 0 && b.named == "" {
		// "When this creature dies, you gain life equal to its power": the
		// creature as it last existed on the battlefield (608.2h)
		return b.quantityOf(grammar.Quantity{Kind: q.Kind, Of: grammar.Obj{Kind: grammar.ObjSelf, Text: "~"}, Counter: q.Counter, Text: q.Text}, offset)
	}
	if q.Of.Kind == grammar.ObjSelf && b.quoted {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q in a granted ability: the card's name or the object that has the ability", q.Text)}
	}
	var s *yaml.Node
	if q.Of.Kind == grammar.ObjSacrificed {
		// "the sacrificed creature": sacrificed to pay a cost, of an
		// activated ability or (as an additional cost) of a spell
		if !b.sacrifices && !b.spell {
			return nil, &Problem{Offset: offset, Why: "\"the sacrificed creature\": this ability's cost sacrifices none"}
		}
		s = p.str("sacrificed")
	} else if q.Of.Kind == grammar.ObjIt && (q.Of.Text == "that creature" || q.Of.Text == "that spell") && b.itIsTriggerObject && len(b.targets) == 0 {
		// "Whenever another creature enters, you may put X +1/+1
		// counters on this creature, where X is that creature's power"
		s = p.str("that object")
	} else if n, err := b.subject(q.Of, offset); err != nil {
		return nil, err
	} else {
		s = n
	}
	switch q.Kind {
	case "power", "toughness", "mana value":
		return p.kv(strings.ReplaceAll(q.Kind, " ", "_")+"_of", p.str(s.Value)), nil
	case "counters":
		return p.kv("counters_on", p.str(s.Value), "kind", q.Counter), nil
	}
	return nil, &Problem{Offset: offset, Why: fmt.Sprintf("no card-language amount for %q", q.Text)}
}

// itDeals reports whether "it" in "it deals damage" is the source: the
// object of its own trigger, or the one leaving (608.2h), before the line
// names another object.
func (b *bodyWriter) itDeals() bool {
	return (b.itIsSelf || b.itDealsAsItWas) && len(b.targets) == 0 && (b.named == "" || b.named == "this")
}

// number is the amount of a Num argument: a number, "X cards" or "X"
// (the X defined or paid), or "that much".
func (b *bodyWriter) number(ph grammar.Phrase, k int) (*yaml.Node, error) {
	switch n := ph.Args[k].(grammar.Num); n.Text {
	case "X", "X cards":
		return b.xValue(ph.At[k])
	case "that much":
		if !b.thatMuch {
			return nil, &Problem{Offset: ph.At[k], Why: "\"that much\": this ability's trigger has no amount (damage dealt, life gained)"}
		}
		return b.p.str("that_much"), nil
	default:
		return b.p.num(n.N), nil
	}
}

// count is the number of objects a phrase finds (or of counters on an
// object), times n. "Other" is other than the source (the filter's
// "another") only where the line names no other object it could be other
// than: not in a spell, which has no permanent source, nor after a target.
func (b *bodyWriter) count(v grammar.Value, n int, offset int) (*yaml.Node, error) {
	if q, ok := v.(grammar.Quantity); ok {
		if n == 0 {
			return b.p.num(0), nil
		}
		c, err := b.quantity(q, offset)
		if err == nil && n != 1 {
			c.Content = append(c.Content, b.p.str("times"), b.p.num(n))
		}
		return c, err
	}
	o := v.(grammar.Obj)
	if strings.HasSuffix(o.Phrase, " blocking it") || strings.HasSuffix(o.Phrase, " attached to it") {
		// "for each creature blocking it": it must be the source
		if !b.itIsSelf || len(b.targets) > 0 || b.named != "" && b.named != "this" {
			return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q: \"it\" is not this object", o.Phrase)}
		}
		o.Phrase = sourceRelative(o.Phrase)
	}
	first, _, _ := strings.Cut(strings.ToLower(o.Phrase), " ")
	if (first == "other" || first == "another") && (b.spell || len(b.targets) > 0) {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q: other than which object", o.Phrase)}
	}
	return countNode(o, n, b.p), nil
}

// sourceRelative writes "blocking it" and "attached to it", where "it" is
// the source, as the filter's "blocking this creature" and "attached to
// this permanent".
func sourceRelative(phrase string) string {
	phrase = strings.Replace(phrase, " blocking it", " blocking this creature", 1)
	return strings.Replace(phrase, " attached to it", " attached to this permanent", 1)
}

// countNode is "for each PHRASE" times n: the number of objects the phrase
// finds, times n.
func countNode(o grammar.Obj, n int, p at) *yaml.Node {
	if n == 0 {
		return p.num(0)
	}
	c := p.kv("count", o.Phrase)
	if n != 1 {
		c.Content = append(c.Content, p.str("times"), p.num(n))
	}
	return c
}

// times is amount x times sign (1, -1 or 0): "+X", "-X" or "+0".
func times(x *yaml.Node, sign int, p at) *yaml.Node {
	switch {
	case sign == 0:
		return p.num(0)
	case sign == 1:
		return x
	case x.Kind == yaml.ScalarNode && x.Value == "x":
		return p.str("-x")
	}
	n := *x
	n.Content = append(append([]*yaml.Node(nil), x.Content...), p.str("times"), p.num(-1))
	return &n
}
