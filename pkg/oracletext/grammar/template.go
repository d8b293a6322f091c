package grammar

import (
	"strings"
	"sync"
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

// holeByID is the hole of each ID of holeIDs, so that reading a hole
// doesn't look its name up. It is made on first use: holes and templates
// are added by init functions of several files.
var holeByID = sync.OnceValue(func() []hole {
	byID := make([]hole, len(holeIDs))
	for name, id := range holeIDs {
		byID[id] = holes[name]
	}
	return byID
})

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
	var parts []part
	for pattern != "" {
		open := strings.IndexByte(pattern, '{')
		if open < 0 {
			parts = append(parts, part{lit: pattern})
			break
		}
		if open > 0 {
			parts = append(parts, part{lit: pattern[:open]})
		}
		end := strings.IndexByte(pattern, '}')
		parts = append(parts, holePart(pattern[open+1:end]))
		pattern = pattern[end+1:]
	}
	return newTemplate(kind, parts)
}

// holePart is a template's hole of the given name (looked up when read:
// holes may name templates).
func holePart(name string) part {
	return part{hole: name, holeID: holeIDOf(name)}
}

// newTemplate makes a template of its parts, with its lead.
func newTemplate(kind string, parts []part) *template {
	t := &template{kind: kind, parts: parts}
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
	w := templateWalk{t: t, sc: sc}
	w.walk(0, i, nil, nil)
	return w.out
}

// templateWalk reads a template's parts in turn, trying every reading of
// each hole, and collects each way of reading the whole template.
type templateWalk struct {
	t   *template
	sc  *scanner
	out []match
}

// walk reads the template from its part k at offset at, with the values
// and offsets of the holes read so far.
func (w *templateWalk) walk(k, at int, args []Value, offs []int) {
	t := w.t
	if k == len(t.parts) {
		w.out = append(w.out, match{Phrase{Kind: t.kind, Args: append([]Value(nil), args...), At: append([]int(nil), offs...), t: t}, at})
		return
	}
	pt := &t.parts[k]
	if pt.hole == "" {
		if j, ok := w.sc.lit(at, pt.lit); ok {
			w.walk(k+1, j, args, offs)
		}
		return
	}
	for _, c := range w.sc.hole(pt, at) {
		w.walk(k+1, c.end, append(args, c.v), append(offs, at))
	}
}

// matchAny reads any of templates at i: those the word at i may lead
// (leadIndex); the others fail at i.
func matchAny(sc *scanner, i int, ts []*template) []match {
	if len(ts) == 0 {
		return nil
	}
	b := indexOf(ts).at(sc.s, i)
	if b.skipped {
		sc.fail(i)
	}
	var out []match
	for _, t := range b.ts {
		out = append(out, t.match(sc, i)...)
	}
	return out
}
