// Package names folds names for matching and suggests near misses: card
// names match exactly, and also case-insensitively with diacritics folded
// (Kharn finds Khârn).
package names

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// latinFolds maps accented Latin letters to their base letters. Card names
// use only Latin letters, so a table is enough and keeps the module free of
// a Unicode-normalization dependency.
var latinFolds = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'ā': "a", 'ă': "a", 'ą': "a",
	'æ': "ae", 'ç': "c", 'ć': "c", 'č': "c", 'ď': "d", 'đ': "d", 'ð': "d",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ē': "e", 'ė': "e", 'ę': "e", 'ě': "e",
	'ğ': "g", 'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ī': "i", 'į': "i", 'ı': "i",
	'ł': "l", 'ñ': "n", 'ń': "n", 'ň': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'ø': "o", 'ō': "o", 'ő': "o", 'œ': "oe",
	'ř': "r", 'ś': "s", 'š': "s", 'ş': "s", 'ß': "ss", 'ť': "t", 'þ': "th",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ū': "u", 'ů': "u", 'ű': "u", 'ų': "u",
	'ý': "y", 'ÿ': "y", 'ź': "z", 'ż': "z", 'ž': "z",
}

// Fold returns the matching key of a name: lower case, Latin diacritics
// removed, runs of spaces collapsed, typographic apostrophes made plain. A
// name that is already its own key (plain lower-case ASCII, single spaces)
// is returned as it is, without allocating.
func Fold(s string) string {
	if isFolded(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	if isASCII(s) {
		foldASCII(&b, s)
		return b.String()
	}
	f := folder{rest: s}
	for r, ok := f.next(); ok; r, ok = f.next() {
		b.WriteRune(r)
	}
	return b.String()
}

// isASCII reports whether s is ASCII only.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// foldASCII writes the key of an ASCII name to b, as the folder yields it
// (the folder's per-rune Unicode tables are for other names): lower case,
// spaces trimmed and each run of them one ' '.
func foldASCII(b *strings.Builder, s string) {
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r': // unicode.IsSpace below utf8.RuneSelf
			space = b.Len() > 0
			continue
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(c)
	}
}

// Equal reports whether a and b have the same key (Fold(a) == Fold(b)),
// without allocating.
func Equal(a, b string) bool {
	if a == b {
		return true
	}
	fa, fb := folder{rest: a}, folder{rest: b}
	for {
		ra, okA := fa.next()
		rb, okB := fb.next()
		if okA != okB || ra != rb {
			return false
		}
		if !okA {
			return true
		}
	}
}

// isFolded reports whether s is its own key: ASCII without upper case,
// with single spaces between words and none around them.
func isFolded(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf, 'A' <= c && c <= 'Z':
			return false
		case c == ' ':
			if i == 0 || i == len(s)-1 || s[i-1] == ' ' {
				return false
			}
		case c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
			return false
		}
	}
	return true
}

// folder yields the runes of a name's key one at a time.
type folder struct {
	rest    string // of the name, not read yet
	pending string // the rest of a letter folded to several ("ae")
	started bool   // a rune was yielded: spaces after it count
	space   bool   // spaces were skipped since the last rune
	held    rune   // a rune read after spaces, yielded after one ' '
	holding bool   // held is waiting
}

func (f *folder) next() (rune, bool) {
	if f.pending != "" {
		r := rune(f.pending[0])
		f.pending = f.pending[1:]
		return r, true
	}
	if f.holding {
		f.holding = false
		return f.emit(f.held), true
	}
	for f.rest != "" {
		r, size := rune(f.rest[0]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(f.rest)
		}
		f.rest = f.rest[size:]
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
		} else {
			r = unicode.ToLower(r)
		}
		if unicode.IsSpace(r) {
			f.space = f.started
			continue
		}
		f.started = true
		if f.space {
			f.space = false
			f.held, f.holding = r, true
			return ' ', true
		}
		return f.emit(r), true
	}
	return 0, false
}

// emit folds one non-space rune: apostrophes made plain, Latin letters
// without their diacritics (a letter folded to several is yielded one
// byte at a time).
func (f *folder) emit(r rune) rune {
	if r < utf8.RuneSelf {
		return r
	}
	if r == '’' || r == '‘' {
		return '\''
	}
	if s, ok := latinFolds[r]; ok {
		f.pending = s[1:]
		return rune(s[0])
	}
	return r
}

// Contains reports whether the key of sub is within the key of s.
func Contains(s, sub string) bool {
	return strings.Contains(Fold(s), Fold(sub))
}

// maxSuggest is the longest name, in bytes, that Nearest looks for near
// misses of: longer than any card name, and short enough that comparing
// it with every candidate stays cheap (the edit distance is quadratic).
const maxSuggest = 200

// Nearest returns the candidates closest to s (by edit distance between
// folded names), nearest first, when they are close enough to be a likely
// typo; at most three. A name longer than maxSuggest bytes has none.
func Nearest(s string, candidates []string) []string {
	if len(s) > maxSuggest {
		return nil
	}
	key := Fold(s)
	keyLen := utf8.RuneCountInString(key)
	limit := max(2, keyLen/3)
	type scored struct {
		name string
		d    int
	}
	var best []scored
	seen := map[string]bool{}
	for _, c := range candidates {
		if seen[c] {
			continue
		}
		seen[c] = true
		if len(c) > 4*maxSuggest {
			continue
		}
		folded := Fold(c)
		if n := utf8.RuneCountInString(folded); n > keyLen+limit || n < keyLen-limit {
			continue // the distance is at least the difference in length
		}
		d := distance(key, folded)
		if d > limit {
			continue
		}
		i := len(best)
		for i > 0 && (best[i-1].d > d || (best[i-1].d == d && best[i-1].name > c)) {
			i--
		}
		best = append(best[:i], append([]scored{{c, d}}, best[i:]...)...)
	}
	out := make([]string, 0, 3)
	for i := 0; i < len(best) && i < 3; i++ {
		out = append(out, best[i].name)
	}
	return out
}

// DidYouMean renders a suggestion suffix such as ` (did you mean "Forest"?)`,
// or "" when nothing is close.
func DidYouMean(s string, candidates []string) string {
	near := Nearest(s, candidates)
	if len(near) == 0 {
		return ""
	}
	quoted := make([]string, len(near))
	for i, n := range near {
		quoted[i] = `"` + n + `"`
	}
	return " (did you mean " + strings.Join(quoted, " or ") + "?)"
}

// distance is the Levenshtein distance between a and b, in runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
