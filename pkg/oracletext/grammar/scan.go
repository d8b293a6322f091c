package grammar

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// scanner reads one normalized line. It remembers the furthest offset any
// rule reached before failing, which is where the unreadable phrase is.
type scanner struct {
	s   string
	far int
	// orig is the line as given: s may have its first letter lowered at
	// the start of a sentence, but an object phrase keeps its capitals
	// ("Elves you control").
	orig string
	// bodies remembers what bodyToEnd read at each place, so that a long
	// line of sentences is read in linear time, not by trying every
	// combination.
	bodies map[bodyKey][]Phrase
	// phrases remembers the object phrases read at each place.
	phrases map[phraseKey][]phrase
	// read remembers what each hole read at each place of each version of
	// the line (a hole reads only the line), so that the templates sharing
	// a hole read it once; ver is the version of s, versions the last
	// given out.
	read          map[uint64][]cand
	ver, versions int
	// recent holds the last reads of read, one a slot by hole ID: the
	// templates tried at a place mostly start with the same few holes,
	// and a slot is far cheaper to look at than the map.
	recent [recentReads]holeRead
}

// holeRead is what a hole read (key: see holeKey), kept in scanner.recent.
type holeRead struct {
	key   uint64
	cands []cand
	ok    bool // the slot holds a read
}

// recentReads is the number of slots of scanner.recent.
const recentReads = 16

// scanners keeps the scanners Parse is done with, so that their memo
// maps are reused, emptied, for the next line instead of grown again: the
// maps are most of what reading a line allocates.
var scanners = sync.Pool{New: func() any { return new(scanner) }}

// maxReusedMemo is the most entries a memo map may have held and still be
// kept for the next line: a pathological line's huge map is dropped, not
// cleared over and over.
const maxReusedMemo = 4096

// newScanner is a scanner for line, with the emptied maps of an earlier one.
func newScanner(line string) *scanner {
	sc := scanners.Get().(*scanner)
	*sc = scanner{s: line, orig: line, bodies: sc.bodies, phrases: sc.phrases, read: sc.read}
	return sc
}

// releaseScanner empties the scanner's maps and keeps it for newScanner.
// Nothing read may still refer to the scanner: what Parse returns holds
// only phrases and offsets.
func releaseScanner(sc *scanner) {
	if len(sc.bodies)+len(sc.phrases)+len(sc.read) > maxReusedMemo {
		return
	}
	clear(sc.bodies)
	clear(sc.phrases)
	clear(sc.read)
	scanners.Put(sc)
}

// holeKey is the key of what a hole read: the hole, the place and the
// version of the line in one integer, which a map hashes fastest (the
// cache is looked up for every hole of every template tried). The fields
// can't overlap: fewer than 2^12 hole names and lines shorter than 2^28
// bytes (MaxLine); TestHoleKeyFields checks both.
func holeKey(id, at, ver int) uint64 {
	return uint64(ver)<<40 | uint64(at)<<12 | uint64(id)
}

// hole reads the template part's hole at i, once for each version of the
// line: what it read, and the failures it noted (far only grows), are the
// same every time.
func (sc *scanner) hole(pt *part, i int) []cand {
	k := holeKey(pt.holeID, i, sc.ver)
	slot := &sc.recent[pt.holeID%recentReads]
	if slot.ok && slot.key == k {
		return slot.cands
	}
	c, ok := sc.read[k]
	if !ok {
		c = holeByID()[pt.holeID](sc, i)
		if sc.read == nil {
			sc.read = map[uint64][]cand{}
		}
		sc.read[k] = c
	}
	*slot = holeRead{key: k, cands: c, ok: true}
	return c
}

// swap makes s the line read, a version of its own, and returns what
// restores the line before.
func (sc *scanner) swap(s string) (restore func()) {
	line, ver := sc.s, sc.ver
	sc.versions++
	sc.s, sc.ver = s, sc.versions
	return func() { sc.s, sc.ver = line, ver }
}

type phraseKey struct {
	at, ver int // the place, in the version of the line read (see swap)
	atPunct bool
}

type bodyKey struct {
	at, end int
	capital bool
}

// fail notes that a rule could not go on at offset i.
func (sc *scanner) fail(i int) {
	if i > sc.far {
		sc.far = i
	}
}

// lit matches the literal w at i; it returns the offset after it.
func (sc *scanner) lit(i int, w string) (int, bool) {
	if strings.HasPrefix(sc.s[i:], w) {
		return i + len(w), true
	}
	// how far the literal matched, for the phrase
	j := 0
	for j < len(w) && i+j < len(sc.s) && sc.s[i+j] == w[j] {
		j++
	}
	if j > 0 {
		for j > 0 && w[j-1] != ' ' {
			j--
		}
	}
	sc.fail(i + j)
	return i, false
}

// Unreadable is where a line stops being readable: the byte offset in the
// normalized line and the phrase there.
type Unreadable struct {
	Offset int
	Phrase string
}

// PhraseAt is the phrase at offset i: the words up to the next
// punctuation (a phrase that starts with punctuation runs to the one
// after), at most six; a phrase of one word starts a word earlier, so that
// it says what it is about ("Sacrifice ~", "~ attacks"). It returns the
// phrase and its offset.
func PhraseAt(s string, i int) (string, int) {
	if i >= len(s) {
		return "(end of line)", len(s)
	}
	if strings.TrimSpace(s[i:]) == "" {
		return "(end of line)", i
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	words := phraseWords(s[i:])
	if len(words) < 2 && i > 0 {
		j := strings.LastIndexByte(strings.TrimRight(s[:i], " "), ' ') + 1
		if prev := strings.TrimSpace(s[j:i]); prev != "" && !strings.ContainsAny(prev, ",.:;—") {
			i = j
			words = phraseWords(s[i:])
		}
	}
	if len(words) == 0 {
		return strings.TrimSpace(s[i:]), i
	}
	return strings.Join(words, " "), i
}

// phraseWords are the words of rest up to its punctuation, at most six.
func phraseWords(rest string) []string {
	const punct = ",.:;—"
	end := len(rest)
	if k := strings.IndexAny(rest, punct); k > 0 {
		end = k
	} else if k == 0 {
		_, size := utf8.DecodeRuneInString(rest)
		end = len(rest)
		if k2 := strings.IndexAny(rest[size:], punct); k2 >= 0 {
			end = size + k2
		}
	}
	words := strings.Fields(rest[:end])
	if len(words) > 6 {
		words = words[:6]
	}
	return words
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerAt returns s with the letter at i lower-cased, and whether it was
// an upper-case letter (or not a letter at all, such as "~").
func lowerAt(s string, i int) (string, bool) {
	if i >= len(s) {
		return s, false
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	switch {
	case unicode.IsUpper(r) && utf8.RuneLen(unicode.ToLower(r)) == n:
		return s[:i] + string(unicode.ToLower(r)) + s[i+n:], true
	case unicode.IsUpper(r), unicode.IsLower(r):
		// a lower-case letter where a sentence starts, or an upper-case
		// one whose lower case is not the same size: capitalize would
		// not print it back as read
		return s, false
	}
	return s, true
}

// remember returns what read returns for key, reading it only the first
// time; known says whether it was read before.
func remember[K comparable, V any](m *map[K]V, key K, read func() V) (v V, known bool) {
	if v, ok := (*m)[key]; ok {
		return v, true
	}
	if *m == nil {
		*m = map[K]V{}
	}
	v = read()
	(*m)[key] = v
	return v, false
}
