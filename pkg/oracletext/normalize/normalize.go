// Package normalize turns a card's Oracle text into the lines the grammar
// reads: reminder text removed (it has no rules meaning, 207.2a), and every
// way the card refers to itself (its name, its short name, "this creature",
// "this spell", ...) written "~", the object itself (201.5). Each
// normalized line keeps a map back to the columns of the printed line, so
// that a phrase the grammar can't read is reported where the judge sees it.
package normalize

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Self is how a normalized line writes the object itself.
const Self = "~"

// Line is one Oracle line: as printed, and normalized.
type Line struct {
	Raw  string // the line as printed, with reminder text
	Norm string // reminder text removed, self-references as "~"
	// Reminder is true when the whole line is reminder text.
	Reminder bool
	// Label is the ability word or flavor word before " — " ("Landfall",
	// "Berzerker"): it has no rules meaning (207.2c, 207.2d) and is not part
	// of Norm.
	Label string
	// raw[i] is the byte offset in Raw of byte i of Norm; raw[len(Norm)]
	// is the end. int32, since the table has an entry for every byte of
	// every line compiled; Col copes with a line too long for it.
	raw []int32
}

// Col is the 1-based column (in characters) of Raw where byte offset i of
// Norm comes from.
func (l Line) Col(i int) int {
	i = max(0, min(i, len(l.raw)-1))
	if len(l.raw) == 0 {
		return 1
	}
	off := int(l.raw[i])
	if off < 0 || off > len(l.Raw) { // a line over 2 GiB wrapped: its end
		off = len(l.Raw)
	}
	return utf8.RuneCountInString(l.Raw[:off]) + 1
}

// selfWords are the phrases by which a card's text names the object itself.
var selfWords = []string{"creature", "artifact", "enchantment", "land", "spell", "permanent", "card", "Aura",
	"Equipment", "Vehicle", "planeswalker", "battle", "Saga", "Class", "Case", "Room", "Spacecraft", "Planet", "token"}

// thisWords are "this creature", "This creature"... for every selfWord.
var thisWords = func() []string {
	var out []string
	for _, w := range selfWords {
		out = append(out, "this "+w, "This "+w)
	}
	return out
}()

// Lines splits Oracle text into normalized lines. name is the card's (or
// face's) name; a name with a comma is also referred to by what precedes
// the comma ("Aang" for "Aang, Swift Savior").
func Lines(name, text string) []Line {
	selves := []string{"this " + selfWords[0]} // selves[0] starts with the name's first letter
	if name != "" {
		selves[0] = name
		if short, _, ok := strings.Cut(name, ", "); ok && short != "" {
			selves = append(selves, short)
		}
	}
	selves = append(selves, thisWords...)
	var out []Line
	for raw := range strings.SplitSeq(text, "\n") {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		out = append(out, line(raw, selves))
	}
	return out
}

func line(raw string, selves []string) Line {
	l := Line{Raw: raw}
	if strings.HasPrefix(raw, "(") && strings.HasSuffix(raw, ")") {
		l.Reminder = true
	}
	b := make([]byte, 0, len(raw))
	l.raw = make([]int32, 0, len(raw)+1)
	// In a quoted ability the card gives another object, "this creature"
	// is the object that has it, but the card's name is still the card
	// (201.5a): the name is left as printed there, for the grammar to
	// refuse.
	quoted := false
	for i := 0; i < len(raw); {
		if raw[i] == '"' {
			quoted = !quoted
		}
		if raw[i] == '(' && !l.Reminder {
			if end := strings.IndexByte(raw[i:], ')'); end >= 0 {
				// " (reminder)" goes with the space before it.
				if len(b) > 0 && b[len(b)-1] == ' ' {
					b = b[:len(b)-1]
					l.raw = l.raw[:len(l.raw)-1]
				}
				i += end + 1
				continue
			}
		}
		if s := selfAt(raw, i, selves); s != "" && (!quoted || strings.HasPrefix(s, "this ") || strings.HasPrefix(s, "This ")) {
			l.raw = append(l.raw, int32(i))
			b = append(b, Self...)
			i += len(s)
			continue
		}
		l.raw = append(l.raw, int32(i))
		b = append(b, raw[i])
		i++
	}
	l.Norm = strings.TrimSpace(string(b))
	if l.Reminder {
		l.Norm = raw
	}
	if label, rest, ok := strings.Cut(l.Norm, " — "); ok && isLabel(label) && rest != "" {
		cut := len(label) + len(" — ")
		l.Label, l.Norm, l.raw = label, rest, l.raw[cut:]
	}
	l.raw = append(l.raw, int32(len(raw)))
	return l
}

// selfAt is the self-reference starting at byte i of s, as whole words, or "".
func selfAt(s string, i int, selves []string) string {
	if c := s[i]; c != 't' && c != 'T' && c != selves[0][0] {
		return "" // every self-reference starts with its name's letter or "this"
	}
	if i > 0 {
		if r, _ := utf8.DecodeLastRuneInString(s[:i]); isWordRune(r) {
			return ""
		}
	}
	best := ""
	for _, w := range selves {
		if len(w) > len(best) && strings.HasPrefix(s[i:], w) {
			if r, _ := utf8.DecodeRuneInString(s[i+len(w):]); i+len(w) == len(s) || !isWordRune(r) {
				best = w
			}
		}
	}
	return best
}

// isLabel reports whether s can be an ability word or a flavor word: a
// few capitalized words, with no symbol, self-reference or sentence in it.
func isLabel(s string) bool {
	if s == "" || !unicode.IsUpper([]rune(s)[0]) || strings.ContainsAny(s, "{}~.:•") || len(strings.Fields(s)) > 6 {
		return false
	}
	return !strings.HasPrefix(s, "Choose ")
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' }
