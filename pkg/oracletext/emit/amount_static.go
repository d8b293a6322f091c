package emit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// manaTimes writes how many times a mana ability adds its mana: symbols
// "for each ...", or "X mana of any one color, where X is ...", one color
// chosen once. "{R} or {G} for each" and "one mana of any color for each"
// choose for each mana apart, which times can't say.
func manaTimes(a *grammar.Ability, p at) (*yaml.Node, error) {
	if add := strings.TrimPrefix(a.Add, grammar.AnAmountOf); add != grammar.XManaOfOneColor && (strings.Contains(add, " or ") || !strings.HasPrefix(add, "{")) {
		return nil, &Problem{Offset: strings.Index(a.Print(), ": Add ") + 2, Why: fmt.Sprintf("adding %q%s: a type chosen for each mana", a.Add, a.AddTimes)}
	}
	w := &bodyWriter{p: p, itIsSelf: true, sacrifices: slices.ContainsFunc(a.Cost.Parts, func(c grammar.CostPart) bool { return c.Kind == "sacrifice" })}
	if q, ok := a.AddTimes.Of.(grammar.Quantity); ok && a.AddTimes.Lead != " for each " {
		return w.quantity(q, 0)
	}
	return w.count(a.AddTimes.Of, 1, 0)
}

// amountStatic writes a static ability whose amount the text defines:
// "gets +1/+1 for each other creature you control" (613.4c), "enters with
// X +1/+1 counters on it, where X is ..." (614.1c).
func amountStatic(s *grammar.Phrase, p at) (*yaml.Node, error) {
	switch s.Kind {
	case "gets_x", "gets_x_self":
		// "This creature gets -X/-X, where X is the number of cards in your
		// hand": a count, made again whenever the layer applies (611.3a)
		k := 0
		if s.Kind == "gets_x" {
			k = 1
		}
		v, q := s.Args[k].(grammar.XPT), s.Args[k+1].(grammar.Quantity)
		if q.Kind != "count" && q.Kind != "domain" || q.Plus != 0 {
			return nil, &Problem{Offset: s.At[k+1], Why: fmt.Sprintf("a static ability's X of %q: only a number of objects or of basic land types is counted continuously", q.Text)}
		}
		var counted grammar.Value = q.Of
		if q.Kind == "domain" {
			counted = q
		}
		args := append(append([]grammar.Value(nil), s.Args[:k]...), grammar.PT{Power: v.Power, Toughness: v.Toughness}, counted)
		each := grammar.Phrase{Kind: strings.Replace(s.Kind, "gets_x", "gets_each", 1), Args: args, At: s.At}
		return amountStatic(&each, p)
	case "gets_each", "gets_each_self":
		affected, k := "this permanent", 0
		if s.Kind == "gets_each" {
			affected, k = s.Args[0].(grammar.Obj).Phrase, 1
		}
		v := s.Args[k].(grammar.PT)
		if q, ok := s.Args[k+1].(grammar.Quantity); ok && q.Kind == "domain" {
			gets := p.kv("power", v.Power, "toughness", v.Toughness, "for_each_basic_land_type", p.yes())
			return p.kv("continuous", p.kv("affected", affected, "effects", p.list(p.kv("gets", gets)))), nil
		} else if ok {
			// "for each oil counter on it", "for each blessing counter on
			// this enchantment": counters on the source
			if q.Of.Kind != grammar.ObjSelf && !(q.Of.Text == "it" && s.Kind == "gets_each_self") {
				return nil, &Problem{Offset: s.At[k+1], Why: fmt.Sprintf("for each %q: counters on another object than this one", q.Text)}
			}
			gets := p.kv("power", v.Power, "toughness", v.Toughness, "counters_on_this", q.Counter)
			return p.kv("continuous", p.kv("affected", affected, "effects", p.list(p.kv("gets", gets)))), nil
		}
		each := s.Args[k+1].(grammar.Obj)
		if strings.HasSuffix(each.Phrase, " attached to it") {
			if affected != "this permanent" {
				return nil, &Problem{Offset: s.At[k+1], Why: fmt.Sprintf("for each %q: \"it\" is not this object", each.Phrase)}
			}
			each.Phrase = sourceRelative(each.Phrase)
		}
		if first, _, _ := strings.Cut(strings.ToLower(each.Phrase), " "); (first == "other" || first == "another") && affected != "this permanent" {
			// "other" is other than the creature affected, not other
			// than the source: the filter can't say it.
			return nil, &Problem{Offset: s.At[k+1], Why: fmt.Sprintf("for each %q: other than %q", each.Phrase, affected)}
		}
		gets := p.kv("power", v.Power, "toughness", v.Toughness, "for_each", each.Phrase)
		return p.kv("continuous", p.kv("affected", affected, "effects", p.list(p.kv("gets", gets)))), nil
	case "enters_with_equal":
		// "enters with a number of +1/+1 counters on it equal to ..."
		w := &bodyWriter{p: p, itIsSelf: true}
		n, err := w.quantity(s.Args[1].(grammar.Quantity), s.At[1])
		if err != nil {
			return nil, err
		}
		return p.kv("enters", p.kv("counters", p.kv("kind", s.Args[0].String(), "count", n))), nil
	case "enters_with_x", "enters_with_each":
		c := s.Args[0].(grammar.Counters)
		var count *yaml.Node
		switch {
		case s.Kind == "enters_with_each" && c.N.Text != "X" && isTurnCount(s.Args[1]):
			// "for each creature that died this turn": counted as it enters
			w := &bodyWriter{p: p, itIsSelf: true}
			n, err := w.count(s.Args[1], c.N.N, s.At[1])
			if err != nil {
				return nil, err
			}
			count = n
		case s.Kind == "enters_with_each" && c.N.Text != "X":
			o, ok := s.Args[1].(grammar.Obj)
			if !ok {
				return nil, &Problem{Offset: s.At[1], Why: fmt.Sprintf("entering with counters for each %q", s.Args[1])}
			}
			count = countNode(o, c.N.N, p)
		case s.Kind == "enters_with_x" && c.N.Text == "X":
			q := s.Args[1].(grammar.Quantity)
			w := &bodyWriter{p: p, itIsSelf: true}
			n, err := w.quantity(q, s.At[1])
			if err != nil {
				return nil, err
			}
			count = n
		default:
			return nil, &Problem{Offset: s.At[0], Why: fmt.Sprintf("%q: X is not defined", c.Text)}
		}
		return p.kv("enters", p.kv("counters", p.kv("kind", c.Kind, "count", count))), nil
	}
	return nil, &Problem{Why: fmt.Sprintf("no card-language static ability for %q", s.Kind)}
}
