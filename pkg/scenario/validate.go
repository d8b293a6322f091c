package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// validate checks what needs the whole scenario: aliases, the starting
// state's attachments, and that every reference matches exactly what it
// must.
func (l *loader) validate() {
	l.validateAliases()
	l.validateAttachments()
	for _, a := range l.s.Actions {
		l.validateActionRefs(a)
	}
	if l.s.Expect != nil {
		l.validateExpectation(l.s.Expect)
	}
}

func (l *loader) validateAliases() {
	seen := map[string]bool{}
	for _, o := range l.s.Start.Objects {
		if o.Alias == "" {
			continue
		}
		key := names.Fold(o.Alias)
		switch {
		case seen[key]:
			l.errorAt(o.Pos, "alias %q is used twice", o.Alias)
		case isReservedKey(o.Alias):
			l.errorAt(o.Pos, "alias %q is an expectation key; choose another", o.Alias)
		default:
			if _, isPlayer := l.player(o.Alias); isPlayer {
				l.errorAt(o.Pos, "alias %q is a player's name; choose another", o.Alias)
			} else if c, isCard := l.s.Cards.Lookup(o.Alias); isCard && !names.Equal(c.Name(), o.Card.Name()) {
				l.errorAt(o.Pos, "alias %q is the name of another card (%s); choose another", o.Alias, c.Name())
			}
		}
		seen[key] = true
	}
}

// validateAttachments checks that Auras and Equipment attach to permanents
// and that nothing else does; an Aura must be attached to something
// (303.4a, 704.5m).
func (l *loader) validateAttachments() {
	for _, o := range l.s.Start.Objects {
		if l.broken[o.Card] {
			continue // its definition's errors are reported
		}
		def := o.Card.Def
		isAura := def.HasSubtype("Aura")
		attachable := isAura || def.HasSubtype("Equipment") || def.HasSubtype("Fortification")
		if o.AttachedTo == nil {
			if isAura && o.Zone == sim.Battlefield {
				l.errorAt(o.Pos, "the Aura %s must be attached to something on the battlefield (303.4a, 704.5m): add attached_to", def.Name)
			}
			continue
		}
		if !attachable {
			l.errorAt(o.AttachedTo.Pos, "%s is not an Aura, Equipment or Fortification, so it can't be attached to anything", def.Name)
			continue
		}
		matches := l.startMatches(o.AttachedTo.Text)
		switch {
		case len(matches) == 0:
			l.errorAt(o.AttachedTo.Pos, "attached_to %q matches nothing in the starting state%s", o.AttachedTo.Text, l.refHint(o.AttachedTo.Text))
		case len(matches) > 1:
			l.errorAt(o.AttachedTo.Pos, "attached_to %q is ambiguous: it matches %s; use Name#N or an alias (as:)", o.AttachedTo.Text, l.candidates(matches))
		case matches[0] == o:
			rule := "301.5c, 301.6" // an Equipment or a Fortification
			if isAura {
				rule = "303.4d"
			}
			l.errorAt(o.AttachedTo.Pos, "%s can't be attached to itself (%s)", def.Name, rule)
		case matches[0].Zone != sim.Battlefield:
			l.errorAt(o.AttachedTo.Pos, "%s is attached to %s, which is in %s, not on the battlefield", def.Name, o.AttachedTo.Text, matches[0].Zone)
		}
	}
}

func (l *loader) errorAt(pos source.Pos, format string, args ...any) {
	l.Diags = append(l.Diags, source.Diagnostic{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// startMatches finds the start objects a reference names: an alias, a
// Name#N, or every object of that name (exact names first, then folded).
func (l *loader) startMatches(text string) []*StartObject {
	return matchObjects(text, l.s.Start.Objects, func(o *StartObject) (string, string) { return o.Card.Name(), o.Alias })
}

// matchObjects resolves a reference among objects given their names and
// aliases, in order of appearance.
func matchObjects[T any](text string, objects []T, nameAlias func(T) (string, string)) []T {
	for _, o := range objects {
		if _, alias := nameAlias(o); alias != "" && names.Equal(alias, text) {
			return []T{o}
		}
	}
	if base, nth, ok := splitOrdinal(text); ok {
		var same []T
		for _, o := range objects {
			if name, _ := nameAlias(o); names.Equal(name, base) {
				same = append(same, o)
			}
		}
		if nth <= len(same) {
			return []T{same[nth-1]}
		}
		return nil
	}
	var exact, folded []T
	for _, o := range objects {
		name, _ := nameAlias(o)
		if name == text {
			exact = append(exact, o)
		} else if names.Equal(name, text) {
			folded = append(folded, o)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return folded
}

// splitOrdinal splits "Forest#2" into "Forest" and 2.
func splitOrdinal(text string) (string, int, bool) {
	i := strings.LastIndexByte(text, '#')
	if i <= 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(text[i+1:])
	if err != nil || n < 1 {
		return "", 0, false
	}
	return text[:i], n, true
}

// label names a start object unambiguously, for candidate lists, as the
// nth object of its name: "Forest#2 (Ben's battlefield)".
func label(o *StartObject, n int) string {
	where := fmt.Sprintf("%s's %s", o.Player, o.Zone)
	if o.Alias != "" {
		return fmt.Sprintf("%s (alias of %s, %s)", o.Alias, sim.OrdinalLabel(o.Card.Name(), n), where)
	}
	return fmt.Sprintf("%s (%s)", sim.OrdinalLabel(o.Card.Name(), n), where)
}

// candidates names the start objects a reference matches: at most
// maxListed of them, with how many there are.
func (l *loader) candidates(list []*StartObject) string {
	shown := list[:min(len(list), maxListed)]
	n := ordinals(l.s.Start.Objects, shown, func(o *StartObject) string { return o.Card.Name() })
	return firstOf(len(list), func(i int) string { return label(list[i], n[list[i]]) })
}

// refHint explains a reference that matched nothing.
func (l *loader) refHint(text string) string {
	if base, n, ok := splitOrdinal(text); ok {
		count := 0
		for _, o := range l.s.Start.Objects {
			if names.Equal(o.Card.Name(), base) {
				count++
			}
		}
		return fmt.Sprintf(" (the starting state has %d object(s) named %s, so #%d does not exist)", count, base, n)
	}
	if c, ok := l.s.Cards.Lookup(text); ok {
		return fmt.Sprintf(" (%s is a known card, but it is not in the starting state: add it under start:)", c.Name())
	}
	var known []string
	for _, o := range l.s.Start.Objects {
		known = append(known, o.Card.Name())
		if o.Alias != "" {
			known = append(known, o.Alias)
		}
	}
	known = append(known, l.s.Players...)
	return names.DidYouMean(text, known)
}

// namesToken reports whether a reference names a token that a card of the
// scenario can create (tokens are numbered after the start objects) and
// that no start object shares a name with.
func (l *loader) namesToken(text string) bool {
	base := text
	if b, _, ok := splitOrdinal(text); ok {
		base = b
	}
	copies, named := false, false
	for _, o := range l.s.Start.Objects { // cards of the Oracle database are not in the library's list
		if o.Card.MakesToken(base) {
			return true
		}
		copies = copies || o.Card.MakesTokenCopies()
		named = named || names.Equal(o.Card.Name(), base)
	}
	if copies && named { // a token that's a copy has the name of what it copies (707.2)
		return true
	}
	return l.s.Cards.IsTokenName(base)
}

// checkRef reports a reference to an object or player that matches
// nothing. Ambiguity is checked when the scenario runs, among the objects
// the verb can act on at that moment.
func (l *loader) checkRef(r Ref, playersAllowed bool) {
	if r.Pos.Line == 0 {
		return // not written: the missing key is reported where it is missing
	}
	if playersAllowed {
		if _, ok := l.player(r.Text); ok {
			return
		}
	}
	if len(l.startMatches(r.Text)) == 0 && !l.namesToken(r.Text) {
		what := "object"
		if playersAllowed {
			what = "object or player"
		}
		l.errorAt(r.Pos, "no %s matches %q%s", what, r.Text, l.refHint(r.Text))
	}
}

func (l *loader) validateActionRefs(a *Action) {
	for _, r := range a.Objects {
		if a.Verb != "resolve" { // resolve names a stack object, which may not exist yet
			l.checkRef(r, false)
		}
	}
	for _, r := range a.Targets {
		if r.Text != sim.NoTargetLabel { // an "up to" target left unchosen
			l.checkRef(r, true)
		}
	}
	for _, p := range a.Pairs {
		l.checkRef(p.Left, false)
		l.checkRef(p.Right, true)
	}
	if e := a.Effect; e != nil {
		if e.Kind != "draw" {
			l.checkRef(e.Of, e.Kind == "damage")
		}
		if e.From != nil {
			l.checkRef(*e.From, false)
		}
	}
	if a.Expect != nil {
		l.validateExpectation(a.Expect)
	}
}

// validateExpectation checks the keys of an expectation: each object key
// must name exactly one object of the starting state.
func (l *loader) validateExpectation(ex *Expectation) {
	seen := expected{}
	for _, e := range ex.Entries {
		switch e.Kind {
		case PlayerEntry:
			seen.check(l, e.Key.Text, e)
		case ObjectEntry:
			matches := l.startMatches(e.Key.Text)
			if len(matches) == 1 {
				seen.check(l, matches[0], e)
			}
			switch {
			case len(matches) == 0 && l.namesToken(e.Key.Text):
				// a token, created while the scenario runs
			case len(matches) == 0:
				l.errorAt(e.Key.Pos, "expectation key %q is not a player, an object, stack, turn, game or log%s", e.Key.Text, l.refHint(e.Key.Text))
			case len(matches) > 1:
				l.errorAt(e.Key.Pos, "%q is ambiguous: it matches %s; use Name#N or an alias (as:)", e.Key.Text, l.candidates(matches))
			}
			for _, f := range e.Fields {
				if r, ok := f.Value.(Ref); ok && r.Text != "" {
					l.checkRef(r, false)
				}
			}
		case StackEntry:
			for _, se := range e.Stack {
				for _, t := range se.Targets {
					l.checkRef(t, true)
				}
			}
		}
	}
}

// expected records, in one expectation, the value expected of each field
// of each player and object, to find two keys that name the same one (a
// name and an alias, two spellings of a player) and expect different
// values of the same field: such an expectation can never pass.
type expected map[expectedKey]*Field

type expectedKey struct {
	subject any // a player's name or a *StartObject
	field   string
}

func (seen expected) check(l *loader, subject any, e *ExpectEntry) {
	for _, f := range e.Fields {
		k := expectedKey{subject, f.Name}
		prev, ok := seen[k]
		if !ok {
			seen[k] = f
			continue
		}
		if was, is := fieldText(prev.Value), fieldText(f.Value); was != is {
			l.errorAt(f.Pos, "contradictory expectations: %s of %s is expected to be %s here and %s at line %d; keep one",
				f.Name, e.Key.Text, is, was, prev.Pos.Line)
		}
	}
}

// fieldText renders an expected value for comparison: references by their
// folded text, since their positions differ.
func fieldText(v any) string {
	if r, ok := v.(Ref); ok {
		return names.Fold(r.Text)
	}
	return fmt.Sprint(v)
}
