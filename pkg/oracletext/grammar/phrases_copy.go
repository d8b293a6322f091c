package grammar

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The copy family (707): "You may have this creature enter as a copy of
// any creature on the battlefield" (707.5) and "Create a token that's a
// copy of target creature you control" (707.2), each with the exceptions
// of 707.9 the engine honours.
func init() {
	statics = append(statics,
		tmpl("enters_as_copy", "you may have ~ enter as a copy of {copyof}"),
		tmpl("enters_as_copy/except", "you may have ~ enter as a copy of {copyof}, except {copyexcept}"),
	)
	statics = append(statics,
		tmpl("enters_as_copy/tapped", "you may have ~ enter tapped as a copy of {copyof}"),
		tmpl("enters_as_copy/tapped/except", "you may have ~ enter tapped as a copy of {copyof}, except {copyexcept}"),
	)
	// Populate (701.36a), alone or after another effect.
	effects = append(effects,
		tmpl("populate", "populate"),
		tmpl("then_populate/exile", "exile {permanent}, then populate"),
		tmpl("then_populate/exile", "exile {gravecard}, then populate"),
		tmpl("then_populate/create", "create {token}, then populate"),
	)
	effects = append(effects,
		tmpl("token_copy", "create a token that's a copy of {permanent}"),
		tmpl("token_copy/except", "create a token that's a copy of {permanent}, except {copyexcept}"),
	)
	// A permanent that becomes a copy while it stays on the battlefield
	// (707.4).
	effects = append(effects,
		tmpl("become_copy", "{permanent} becomes a copy of {permanent}"),
		tmpl("become_copy/eot", "{permanent} becomes a copy of {permanent} until end of turn"),
		tmpl("become_copy/eot", "until end of turn, {permanent} becomes a copy of {permanent}"),
		tmpl("become_copy/except", "{permanent} becomes a copy of {permanent}, except {copyexcept}"),
		tmpl("become_copy/eot/except", "until end of turn, {permanent} becomes a copy of {permanent}, except {copyexcept}"),
		tmpl("become_copy", "{each} becomes a copy of {permanent}"),
		// the object of "you may": "you may have ~ become a copy of ..."
		tmpl("become_copy", "have {permanent} become a copy of {permanent}"),
		tmpl("become_copy/eot", "have {permanent} become a copy of {permanent} until end of turn"),
		tmpl("become_copy/except", "have {permanent} become a copy of {permanent}, except {copyexcept}"),
		tmpl("become_copy/eot/except", "have {permanent} become a copy of {permanent} until end of turn, except {copyexcept}"),
		tmpl("become_copy/eot/except", "{permanent} becomes a copy of {permanent} until end of turn, except {copyexcept}"),
	)
	// "That token gains haste." after a token copy: the token, for as
	// long as it stays (611.2a: no duration stated).
	effects = append(effects, tmpl("token_gains", "that token gains {keywords}"))
	holes["copyof"] = copySource
	holes["copyexcept"] = copyExceptions
}

// copySource reads what a permanent may enter as a copy of: "any creature
// on the battlefield", "a creature you control", "an artifact or creature
// you control", "a creature an opponent controls", "any creature card in
// a graveyard". Its Phrase is the filter's: the object phrase without the
// quantifier and "on the battlefield", where the filter looks anyway.
func copySource(sc *scanner, i int) []cand {
	var out []cand
	if j, ok := sc.lit(i, "any "); ok {
		for _, p := range objectPhrase(sc, j, true) {
			if end, ok := sc.lit(p.end, " on the battlefield"); ok {
				out = append(out, cand{Obj{Kind: ObjGroup, Text: sc.s[i:end], Phrase: p.orig}, end})
			} else if strings.HasSuffix(p.lower, " in a graveyard") {
				out = append(out, cand{Obj{Kind: ObjGroup, Text: sc.s[i:p.end], Phrase: p.orig}, p.end})
			}
		}
		return out
	}
	for _, article := range []string{"a ", "an "} {
		j, ok := sc.lit(i, article)
		if !ok {
			continue
		}
		for _, p := range objectPhrase(sc, j, true) {
			if strings.Contains(p.lower, " you control") || strings.Contains(p.lower, " an opponent controls") {
				out = append(out, cand{Obj{Kind: ObjGroup, Text: sc.s[i:p.end], Phrase: p.orig}, p.end})
			}
		}
	}
	return out
}

// CopyExcept is the exceptions of a copy effect (707.9), one clause each:
// "it's an Illusion in addition to its other types and it has flying".
type CopyExcept struct {
	Clauses []CopyClause
	Seps    []string // what joins each clause to the one before: " and ", ", ", ", and "
}

// CopyClause is one exception to copying: Kind is add_types ("it's an
// artifact in addition to its other types"), not_legendary ("it isn't
// legendary"), has ("it has haste", Keywords, and Quoted when it has an
// ability in quotation marks), pt ("it's 7/7") or form ("it's a 1/1 green
// Frog": base power and toughness, colors and creature types instead of
// its own; with InAddition, "a 1/1 Soldier creature in addition to its
// other types").
type CopyClause struct {
	Kind             string
	Lead             string // the words before its values: "it's a ", "has "
	Types, Subtypes  []string
	Colors           []string
	Keywords         *KeywordList
	Quoted           *Quoted
	QuotedAt         int // the offset of Quoted's mark
	Power, Toughness int
	InAddition       bool
	// Count and CounterKind are "it enters with an additional +1/+1
	// counter on it" (Kind counters; Count.Text "X" for X), an additional
	// effect of the copying rather than a copiable value (707.9e).
	Count       Num
	CounterKind string
	// ThisAbility is "it has this ability": the ability that makes the
	// copy (707.9a).
	ThisAbility bool
}

func (e CopyExcept) String() string {
	var b strings.Builder
	for k, c := range e.Clauses {
		if k > 0 {
			b.WriteString(e.Seps[k-1])
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// String prints the clause back.
func (c CopyClause) String() string {
	s := c.Lead
	switch c.Kind {
	case "not_legendary":
		return s + "isn't legendary"
	case "has":
		if c.ThisAbility {
			return s + "this ability"
		}
		if c.Keywords != nil {
			s += c.Keywords.Text
			if c.Quoted != nil {
				s += " and "
			}
		}
		if c.Quoted != nil {
			s += c.Quoted.String()
		}
		return s
	case "pt":
		return s + strconv.Itoa(c.Power) + "/" + strconv.Itoa(c.Toughness)
	case "counters":
		if c.Count.N == 1 && c.Count.Text != "X" {
			return s + "enters with " + c.Count.Text + " additional " + c.CounterKind + " counter on it"
		}
		return s + "enters with " + c.Count.Text + " additional " + c.CounterKind + " counters on it"
	}
	var words []string
	if c.Kind == "form" {
		words = append(words, strconv.Itoa(c.Power)+"/"+strconv.Itoa(c.Toughness))
	}
	words = append(append(append(words, c.Colors...), c.Subtypes...), c.Types...)
	s += strings.Join(words, " ")
	if c.InAddition {
		s += " in addition to its other types"
	}
	return s
}

// copyExceptions reads a list of exceptions joined by "and" or commas,
// every way it can end.
func copyExceptions(sc *scanner, i int) []cand {
	var out []cand
	var walk func(at int, e CopyExcept)
	walk = func(at int, e CopyExcept) {
		first := len(e.Clauses) == 0
		for _, c := range copyClauses(sc, at, first) {
			next := CopyExcept{Clauses: append(slices.Clone(e.Clauses), c.v.(CopyClause)), Seps: e.Seps}
			out = append(out, cand{next, c.end})
			for _, sep := range []string{", and ", " and ", ", "} {
				if j, ok := sc.lit(c.end, sep); ok {
					walk(j, CopyExcept{Clauses: next.Clauses, Seps: append(slices.Clone(next.Seps), sep)})
					break
				}
			}
		}
	}
	walk(i, CopyExcept{})
	return out
}

// copyClauses reads one exception at i. A clause after the first may
// leave out its subject ("and has defender").
func copyClauses(sc *scanner, i int, first bool) []cand {
	var out []cand
	leads := []string{"it's ", "it ", "it has ", "the token has "}
	if !first {
		leads = append(leads, "is ", "has ")
	}
	for _, lead := range leads {
		j, ok := sc.lit(i, lead)
		if !ok {
			continue
		}
		switch {
		case lead == "it ":
			if end, ok := sc.lit(j, "isn't legendary"); ok {
				out = append(out, cand{CopyClause{Kind: "not_legendary", Lead: lead}, end})
			}
			out = append(out, copyCounters(sc, j, lead)...)
		case strings.HasSuffix(lead, "has "):
			out = append(out, copyHas(sc, j, lead)...)
		default:
			out = append(out, copyIs(sc, j, lead)...)
		}
	}
	return out
}

// copyHas reads what a copy has besides: keywords, an ability in
// quotation marks, or keywords and then one.
func copyHas(sc *scanner, i int, lead string) []cand {
	var out []cand
	quote := func(at int, kw *KeywordList) {
		for _, q := range quoted(sc, at) {
			qq := q.v.(Quoted)
			out = append(out, cand{CopyClause{Kind: "has", Lead: lead, Keywords: kw, Quoted: &qq, QuotedAt: at}, q.end})
		}
	}
	for _, k := range keywords(sc, i) {
		kw := k.v.(KeywordList)
		out = append(out, cand{CopyClause{Kind: "has", Lead: lead, Keywords: &kw}, k.end})
		if j, ok := sc.lit(k.end, " and "); ok {
			quote(j, &kw)
		}
	}
	quote(i, nil)
	if end, ok := sc.lit(i, "this ability"); ok {
		out = append(out, cand{CopyClause{Kind: "has", Lead: lead, ThisAbility: true}, end})
	}
	return out
}

// copyIs reads what a copy is besides or instead: "7/7", "a 1/1 green
// Frog", "an Illusion in addition to its other types", "a Synth artifact
// creature in addition to its other types".
func copyIs(sc *scanner, i int, lead string) []cand {
	if m := barePT.FindStringSubmatch(sc.s[i:]); m != nil && lead == "it's " {
		c := CopyClause{Kind: "pt", Lead: lead}
		c.Power, _ = strconv.Atoi(m[1])
		c.Toughness, _ = strconv.Atoi(m[2])
		return []cand{{c, i + len(m[1]) + 1 + len(m[2])}}
	}
	article := ""
	for _, a := range []string{"a ", "an "} {
		if strings.HasPrefix(sc.s[i:], a) {
			article = a
		}
	}
	if article == "" {
		sc.fail(i)
		return nil
	}
	c := CopyClause{Kind: "add_types", Lead: lead + article}
	j := i + len(article)
	if m := ptToken.FindStringSubmatch(sc.s[j:]); m != nil {
		c.Kind = "form"
		c.Power, _ = strconv.Atoi(m[1])
		c.Toughness, _ = strconv.Atoi(m[2])
		j += len(m[0])
	}
	words := strings.Fields(sc.s[j:])
	k := 0
	for c.Kind == "form" && k < len(words) && slices.Contains(colorWords[:5], strings.TrimRight(words[k], ",.")) {
		c.Colors = append(c.Colors, strings.TrimRight(words[k], ",."))
		k++
	}
	for k < len(words) && isCapitalized(words[k]) && !strings.HasSuffix(words[k], ",") {
		c.Subtypes = append(c.Subtypes, strings.TrimRight(words[k], "."))
		k++
		if strings.HasSuffix(words[k-1], ".") {
			break
		}
	}
	for k < len(words) && slices.Contains([]string{"artifact", "creature", "enchantment", "land"}, strings.TrimRight(words[k], ",.")) &&
		(k == 0 || !strings.HasSuffix(words[k-1], ".")) {
		c.Types = append(c.Types, strings.TrimRight(words[k], ",."))
		k++
	}
	if k == 0 || len(c.Subtypes)+len(c.Types)+len(c.Colors) == 0 && c.Kind != "form" {
		sc.fail(j)
		return nil
	}
	var out []cand
	body := strings.TrimPrefix(c.String(), c.Lead) // the words read, printed back
	end, ok := sc.lit(i+len(article), body)
	if !ok {
		return nil
	}
	if c.Kind == "form" && len(c.Types) == 0 {
		out = append(out, cand{c, end}) // "it's a 1/1 green Frog": instead of its own
	}
	c.InAddition = true
	if e, ok := sc.lit(end, " in addition to its other types"); ok && (c.Kind == "add_types" || len(c.Colors) == 0) {
		out = append(out, cand{c, e})
	}
	return out
}

// barePT is "7/7" ending a clause: "except it's 7/7."
var barePT = regexp.MustCompile(`^(\d+)/(\d+)(?:$|[.,]| and )`)

// copyCounters reads "enters with an additional +1/+1 counter on it" or
// "enters with X additional +1/+1 counters on it" (707.9e).
func copyCounters(sc *scanner, i int, lead string) []cand {
	j, ok := sc.lit(i, "enters with ")
	if !ok {
		return nil
	}
	var out []cand
	for _, n := range []Num{{1, "an"}, {1, "a"}, {-1, "X"}, {2, "two"}, {3, "three"}} {
		k, ok := sc.lit(j, n.Text+" additional ")
		if !ok {
			continue
		}
		kind, end := counterKind(sc, k)
		if kind == "" {
			sc.fail(k)
			continue
		}
		c := CopyClause{Kind: "counters", Lead: lead, Count: n, CounterKind: kind}
		if e, ok := sc.lit(i, strings.TrimPrefix(c.String(), lead)); ok && e > end {
			out = append(out, cand{c, e})
		}
	}
	return out
}
