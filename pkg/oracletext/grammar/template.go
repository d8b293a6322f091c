package grammar

import (
	"strings"
)

// template is a phrase with holes, such as "destroy {permanent}": it reads
// the phrase and prints it back.
type template struct {
	kind  string
	parts []part
	// lead is the template's first word with the space after it (its
	// whole first literal if that is one word), "" when it starts with a
	// hole: a line that doesn't start with it can't match.
	lead string
}

type part struct {
	lit  string
	hole string // the name of a hole of holes; "" for a literal
	// holeID numbers the hole's name (see holeIDs), so that what a hole
	// read is remembered under one integer key.
	holeID int
}

// holeIDs numbers every hole name a template uses. Templates are all made
// while the package initialises, so the table is only read afterwards.
var holeIDs = map[string]int{}

func holeIDOf(name string) int {
	id, ok := holeIDs[name]
	if !ok {
		id = len(holeIDs)
		holeIDs[name] = id
	}
	return id
}

// holes are the kinds of value a template may name (TestHoles checks that
// every name a template uses is here).
var holes = map[string]hole{
	"n":          number,
	"amount":     amount,
	"manacost":   manaCost,
	"gravecard":  graveyardCard,
	"cards":      cardCount,
	"pt":         pt,
	"keyword":    keyword,
	"keywords":   keywords,
	"group":      group,
	"many":       groupSubject,
	"each":       eachSubject,
	"all":        allObject,
	"eachobj":    eachObject,
	"object":     object,
	"mana":       manaToAdd,
	"token":      token,
	"form":       form,
	"predefined": predefinedToken,
	"basic":      basicLandType,
	"permanent":  permanent,
	"player":     player,
	"recipient":  damageRecipient,
	"counters":   counters,
}

// tmpl compiles a pattern: literal text with {hole} names.
func tmpl(kind, pattern string) *template {
	t := &template{kind: kind}
	for pattern != "" {
		open := strings.IndexByte(pattern, '{')
		if open < 0 {
			t.parts = append(t.parts, part{lit: pattern})
			break
		}
		if open > 0 {
			t.parts = append(t.parts, part{lit: pattern[:open]})
		}
		end := strings.IndexByte(pattern, '}')
		name := pattern[open+1 : end]
		t.parts = append(t.parts, part{hole: name, holeID: holeIDOf(name)}) // looked up when read: holes may name templates
		pattern = pattern[end+1:]
	}
	if lead := t.parts[0].lit; lead != "" {
		if k := strings.IndexByte(lead, ' '); k >= 0 {
			lead = lead[:k+1]
		}
		t.lead = lead
	}
	return t
}

// Phrase is a template filled: an effect, a static ability, a trigger.
type Phrase struct {
	Kind string
	Args []Value
	// At is the byte offset of each argument in the normalized line.
	At []int
	t  *template
}

// String prints the phrase.
func (p Phrase) String() string {
	var b strings.Builder
	k := 0
	for _, pt := range p.t.parts {
		if pt.hole == "" {
			b.WriteString(pt.lit)
			continue
		}
		b.WriteString(p.Args[k].String())
		k++
	}
	return b.String()
}

type match struct {
	p   Phrase
	end int
}

// match reads the template at i, every way it can.
func (t *template) match(sc *scanner, i int) []match {
	// A template whose lead doesn't match fails at i, all sc.lit would
	// note: don't walk.
	if t.lead != "" && !strings.HasPrefix(sc.s[i:], t.lead) {
		sc.fail(i)
		return nil
	}

	var out []match
	var walk func(k, at int, args []Value, offs []int)
	walk = func(k, at int, args []Value, offs []int) {
		if k == len(t.parts) {
			out = append(out, match{Phrase{Kind: t.kind, Args: append([]Value(nil), args...), At: append([]int(nil), offs...), t: t}, at})
			return
		}
		pt := t.parts[k]
		if pt.hole == "" {
			if j, ok := sc.lit(at, pt.lit); ok {
				walk(k+1, j, args, offs)
			}
			return
		}
		for _, c := range sc.hole(pt, at) {
			walk(k+1, c.end, append(args, c.v), append(offs, at))
		}
	}
	walk(0, i, nil, nil)
	return out
}

// matchAny reads any of templates at i.
func matchAny(sc *scanner, i int, ts []*template) []match {
	var out []match
	for _, t := range ts {
		out = append(out, t.match(sc, i)...)
	}
	return out
}
