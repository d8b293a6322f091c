package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// entersAsCopy writes "You may have this creature enter as a copy of any
// creature on the battlefield[, except ...]" (707.5) as enters_as_copy
// with the filter's phrase and the exceptions.
func entersAsCopy(s *grammar.Phrase, p at) (*yaml.Node, error) {
	n := p.kv("of", s.Args[0].(grammar.Obj).Phrase)
	if strings.HasPrefix(s.Kind, "enters_as_copy/tapped") {
		n.Content = append(n.Content, p.str("tapped"), p.yes())
	}
	if len(s.Args) > 1 {
		if err := addExceptions(n, s.Args[1].(grammar.CopyExcept), s.At[1], true, p); err != nil {
			return nil, err
		}
	}
	return p.kv("enters_as_copy", n), nil
}

// tokenCopy writes "Create a token that's a copy of target creature[,
// except ...]" (707.2) as create_token_copy; the token is what the
// ability created, for "sacrifice it at the beginning of the next end
// step".
func (b *bodyWriter) tokenCopy(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	n := b.p.kv("of", s)
	if len(ph.Args) > 1 {
		if err := addExceptions(n, ph.Args[1].(grammar.CopyExcept), ph.At[1], false, b.p); err != nil {
			return nil, err
		}
	}
	b.created, b.copiedToken = true, true
	return []*yaml.Node{b.p.kv("create_token_copy", n)}, nil
}

// addExceptions adds the exceptions to copying to the node n: except, the
// modifications of the copiable values (707.9b), and counters, the
// counters it enters with besides (707.9e), X only for a permanent that
// was a spell with X paid (107.3m).
func addExceptions(n *yaml.Node, e grammar.CopyExcept, offset int, hasX bool, p at) error {
	except, err := copyExceptions(e, p)
	if err != nil {
		return err
	}
	if len(except.Content) > 0 {
		n.Content = append(n.Content, p.str("except"), except)
	}
	for _, c := range e.Clauses {
		if c.ThisAbility {
			return &Problem{Offset: offset, Why: "\"it has this ability\" on a permanent that enters as a copy or a token copy: not supported"}
		}
		if c.Kind != "counters" {
			continue
		}
		count := p.num(c.Count.N)
		if c.Count.Text == "X" {
			if !hasX {
				return &Problem{Offset: offset, Why: "X counters on a token copy: no X was paid for it (107.3m)"}
			}
			count = p.str("x")
		}
		n.Content = append(n.Content, p.str("counters"), p.kv("kind", c.CounterKind, "count", count))
	}
	return nil
}

// copyExceptions writes the exceptions to copying (707.9) as the
// modifications they make to the copiable values.
func copyExceptions(e grammar.CopyExcept, p at) (*yaml.Node, error) {
	strs := func(ws []string) *yaml.Node {
		items := make([]*yaml.Node, len(ws))
		for i, w := range ws {
			items[i] = p.str(w)
		}
		return p.list(items...)
	}
	var mods []*yaml.Node
	for _, c := range e.Clauses {
		switch c.Kind {
		case "not_legendary":
			mods = append(mods, p.kv("not_legendary", p.yes()))
		case "pt":
			mods = append(mods, p.kv("base_pt", p.kv("power", c.Power, "toughness", c.Toughness)))
		case "has":
			if c.Keywords != nil {
				mods = append(mods, p.kv("add_keywords", strs(c.Keywords.Words)))
			}
			if c.Quoted != nil {
				key, value, err := Ability(c.Quoted.Ability, p.line, func(int) int { return p.col })
				if pr, ok := err.(*Problem); ok {
					// the offset in the quoted text, after its mark
					return nil, &Problem{Offset: c.QuotedAt + 1 + pr.Offset, Why: pr.Why}
				}
				if err != nil {
					return nil, err
				}
				mods = append(mods, p.kv("add_abilities", p.list(p.kv("oracle", c.Quoted.Text, key, value))))
			}
		case "add_types", "form":
			if c.Kind == "form" {
				mods = append(mods, p.kv("base_pt", p.kv("power", c.Power, "toughness", c.Toughness)))
			}
			if len(c.Types) > 0 {
				mods = append(mods, p.kv("add_types", strs(c.Types)))
			}
			switch {
			case len(c.Subtypes) > 0 && c.InAddition:
				mods = append(mods, p.kv("add_subtypes", strs(c.Subtypes)))
			case len(c.Subtypes) > 0:
				mods = append(mods, p.kv("creature_types", strs(c.Subtypes))) // instead of its own (205.1a)
			}
			if len(c.Colors) > 0 {
				mods = append(mods, p.kv("colors", strs(c.Colors)))
			}
		}
	}
	return p.list(mods...), nil
}

// populate writes "Populate." (701.36a), and "Exile target creature, then
// populate." as the effect before it and then populate.
func (b *bodyWriter) populate(ph grammar.Phrase) ([]*yaml.Node, error) {
	var out []*yaml.Node
	if first, ok := strings.CutPrefix(ph.Kind, "then_populate/"); ok {
		es, err := b.effect(grammar.Phrase{Kind: first, Args: ph.Args, At: ph.At})
		if err != nil {
			return nil, err
		}
		out = es
	}
	b.created = true
	return append(out, b.p.kv("populate", b.p.yes())), nil
}

// becomeCopy writes "This artifact becomes a copy of target artifact
// until end of turn[, except ...]" (707.4) as become_copy: what becomes
// the copy, of what, and for how long.
func (b *bodyWriter) becomeCopy(ph grammar.Phrase) ([]*yaml.Node, error) {
	what, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	var of *yaml.Node
	if o := ph.Args[1].(grammar.Obj); o.Kind == grammar.ObjIt && o.Text == "that creature" && b.itIsTriggerObject && len(b.targets) == 0 {
		// "Whenever another creature enters, this creature becomes a copy
		// of that creature": the trigger's object, though "this creature"
		// was named before it.
		of = b.p.str("that object")
	} else if of, err = b.subject(o, ph.At[1]); err != nil {
		return nil, err
	}
	n := b.p.kv("what", what, "of", of)
	if strings.Contains(ph.Kind, "/eot") {
		n.Content = append(n.Content, b.p.str("until"), b.p.str("end_of_turn"))
	}
	if len(ph.Args) > 2 {
		e := ph.Args[2].(grammar.CopyExcept)
		for _, c := range e.Clauses {
			if c.Kind == "counters" {
				return nil, &Problem{Offset: ph.At[2], Why: "counters as an exception of a permanent that becomes a copy: it doesn't enter (707.4)"}
			}
			if c.ThisAbility {
				if b.spell {
					return nil, &Problem{Offset: ph.At[2], Why: "\"this ability\" in a spell: only a permanent's ability can be had"}
				}
				n.Content = append(n.Content, b.p.str("with_this_ability"), b.p.yes())
			}
		}
		except, err := copyExceptions(e, b.p)
		if err != nil {
			return nil, err
		}
		if len(except.Content) > 0 {
			n.Content = append(n.Content, b.p.str("except"), except)
		}
	}
	return []*yaml.Node{b.p.kv("become_copy", n)}, nil
}

// tokenGains writes "That token gains haste." after a token copy: the
// token gains the keywords with no duration (611.2a).
func (b *bodyWriter) tokenGains(ph grammar.Phrase) ([]*yaml.Node, error) {
	if !b.copiedToken {
		return nil, &Problem{Offset: ph.At[0], Why: "\"that token\": no earlier effect of this ability created a token that's a copy"}
	}
	var out []*yaml.Node
	for _, k := range ph.Args[0].(grammar.KeywordList).Words {
		out = append(out, b.p.kv("gain_keyword", b.p.kv("of", "created", "keyword", k)))
	}
	return out, nil
}
