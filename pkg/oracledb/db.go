package oracledb

import (
	"bufio"
	"bytes"
	"compress/flate"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/oracle"
)

var (
	//go:embed cards.jsonl.deflate
	cardsData []byte
	//go:embed cards.dict
	cardsDict []byte
	//go:embed cards.index
	cardsIndex string
	//go:embed rulings.jsonl.deflate
	rulingsData []byte
	//go:embed rulings.dict
	rulingsDict []byte
	//go:embed rulings.index
	rulingsIndex string
)

// store is a JSON Lines file embedded as raw DEFLATE members of a fixed
// number of lines, each compressed with the same preset dictionary, with a
// sorted index whose entries start with a folded name and a line number.
type store struct {
	data    []byte
	dict    []byte
	offsets []int // byte offset of each member, and the end
	// entries are the index's lines, "folded\tline\t...", sorted: they are
	// searched where they lie, as splitting the cards' 33,000 was most of
	// what a process's first lookup cost.
	entries string
	chunk   int // lines per member
	mu      sync.Mutex
	members map[int][]string // inflated members (under mu)
}

// newStore reads an index: a first line with the number of lines of a
// member and the offset of each member (and the end), then the entries.
func newStore(data, dict []byte, index string) (*store, error) {
	head, rest, _ := strings.Cut(index, "\n")
	st := &store{data: data, dict: dict, members: map[int][]string{}}
	for i, f := range strings.Fields(head) {
		o, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("the built-in index: bad number %q", f)
		}
		if i == 0 {
			st.chunk = o
			continue
		}
		st.offsets = append(st.offsets, o)
	}
	if st.chunk < 1 || len(st.offsets) < 2 {
		return nil, fmt.Errorf("the built-in index has no members")
	}
	st.entries = strings.TrimSuffix(rest, "\n")
	return st, nil
}

// entryLines reads the line of an entry ("key\tline\t...") and, for a
// rulings entry ("key\tfirst\tcount"), the count; a card entry counts 1.
func entryLines(e string) (first, n int) {
	f := strings.Split(strings.TrimSuffix(e, "\n"), "\t")
	if len(f) < 3 {
		return -1, 0
	}
	first, err := strconv.Atoi(f[1])
	if err != nil {
		return -1, 0
	}
	if n, err = strconv.Atoi(f[2]); err != nil {
		n = 1 // the third field of a card entry is its name
	}
	return first, n
}

// find is the entry of a folded name: the first entry from prefix on, found
// by halving the text between lo and hi, which are where entries start.
func (st *store) find(key string) (string, bool) {
	prefix := key + "\t"
	lo, hi := 0, len(st.entries)
	for lo < hi {
		start, e := st.entryAt((lo + hi) / 2)
		if e >= prefix {
			hi = start
		} else {
			lo = start + len(e)
		}
	}
	if _, e := st.entryAt(lo); strings.HasPrefix(e, prefix) {
		return e, true
	}
	return "", false
}

// entryAt is the entry holding byte i of the entries, with its line feed
// (the last has none), and where it starts; at their end, "".
func (st *store) entryAt(i int) (int, string) {
	if i == len(st.entries) {
		return i, ""
	}
	start := strings.LastIndexByte(st.entries[:i], '\n') + 1
	end := len(st.entries)
	if n := strings.IndexByte(st.entries[i:], '\n'); n >= 0 {
		end = i + n + 1
	}
	return start, st.entries[start:end]
}

// line returns line n, inflating its member once.
func (st *store) line(n int) (string, error) {
	m := n / max(st.chunk, 1)
	if n < 0 || m+1 >= len(st.offsets) {
		return "", fmt.Errorf("the built-in index names line %d, which is not in the data", n)
	}
	st.mu.Lock()
	lines, ok := st.members[m]
	st.mu.Unlock()
	if !ok {
		// Inflated outside the lock, so that the workers of a run that look
		// up cards at once do not wait on each other.
		var err error
		if lines, err = st.inflate(m); err != nil {
			return "", err
		}
		st.mu.Lock()
		if kept, ok := st.members[m]; ok {
			lines = kept // inflated meanwhile by another goroutine
		} else {
			st.members[m] = lines
		}
		st.mu.Unlock()
	}
	if n-m*st.chunk >= len(lines) {
		return "", fmt.Errorf("the built-in index names line %d, which is not in the data", n)
	}
	return lines[n-m*st.chunk], nil
}

// inflater is a DEFLATE reader and the buffer it inflates a member into,
// kept in inflaters between uses.
type inflater struct {
	zr   io.Reader
	text bytes.Buffer
}

// inflaters keeps the inflaters not in use: making one costs more than
// inflating a member.
var inflaters = sync.Pool{New: func() any { return new(inflater) }}

// inflate is the lines of member m.
func (st *store) inflate(m int) ([]string, error) {
	in := inflaters.Get().(*inflater)
	defer inflaters.Put(in)
	src := bytes.NewReader(st.data[st.offsets[m]:st.offsets[m+1]])
	if in.zr == nil {
		in.zr = flate.NewReaderDict(src, st.dict)
	} else if err := in.zr.(flate.Resetter).Reset(src, st.dict); err != nil {
		return nil, fmt.Errorf("the built-in data: %v", err)
	}
	in.text.Reset()
	if _, err := in.text.ReadFrom(in.zr); err != nil {
		return nil, fmt.Errorf("the built-in data: %v", err)
	}
	return strings.Split(strings.TrimSuffix(in.text.String(), "\n"), "\n"), nil
}

// all is the whole JSON Lines file, inflated member by member as it is
// read.
func (st *store) all() io.Reader {
	return &membersReader{st: st}
}

// membersReader reads every member of a store in turn, with one inflater.
type membersReader struct {
	st   *store
	next int       // the member after the one being read
	r    io.Reader // the member being read; nil before the first and after the end of one
	zr   io.Reader // the inflater, reset for each member
}

func (mr *membersReader) Read(p []byte) (int, error) {
	for {
		if mr.r == nil {
			if mr.next+1 >= len(mr.st.offsets) {
				return 0, io.EOF
			}
			src := bytes.NewReader(mr.st.data[mr.st.offsets[mr.next]:mr.st.offsets[mr.next+1]])
			if mr.zr == nil {
				mr.zr = flate.NewReaderDict(src, mr.st.dict)
			} else if err := mr.zr.(flate.Resetter).Reset(src, mr.st.dict); err != nil {
				return 0, err
			}
			mr.r = mr.zr
			mr.next++
		}
		n, err := mr.r.Read(p)
		if err == io.EOF {
			mr.r, err = nil, nil // the next member follows
		}
		if n > 0 || err != nil || len(p) == 0 {
			return n, err
		}
	}
}

// lazyStore is a store read on first use.
type lazyStore struct {
	once sync.Once
	st   *store
	err  error
}

func (l *lazyStore) get(data, dict []byte, index string) (*store, error) {
	l.once.Do(func() { l.st, l.err = newStore(data, dict, index) })
	return l.st, l.err
}

var cardStore, rulingStore = &lazyStore{}, &lazyStore{}

func cardsDB() (*store, error)   { return cardStore.get(cardsData, cardsDict, cardsIndex) }
func rulingsDB() (*store, error) { return rulingStore.get(rulingsData, rulingsDict, rulingsIndex) }

// Reset forgets the indexes and the inflated members, as at start-up; for
// benchmarks that measure a cold lookup.
func Reset() {
	cardStore, rulingStore = &lazyStore{}, &lazyStore{}
}

// Lookup finds a real card by its name or one of its faces' names,
// case-insensitively with diacritics folded ("lim-dul" finds Lim-Dûl).
// A multi-part card is also found by its front face's name.
func Lookup(name string) (*oracle.Card, bool, error) {
	cs, err := cardsDB()
	if err != nil {
		return nil, false, err
	}
	e, ok := cs.find(names.Fold(name))
	if !ok {
		return nil, false, nil
	}
	n, _ := entryLines(e)
	line, err := cs.line(n)
	if err != nil {
		return nil, false, err
	}
	cards, err := oracle.ReadCards(strings.NewReader(line))
	if err != nil || len(cards) != 1 {
		return nil, false, fmt.Errorf("the built-in card data, card %q: %v", name, err)
	}
	return cards[0], true, nil
}

// Names lists the name of every card and face of the database, by folded
// name, for suggestions.
func Names() ([]string, error) {
	cs, err := cardsDB()
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, strings.Count(cs.entries, "\n")+1)
	for e := range strings.SplitSeq(cs.entries, "\n") {
		f := strings.Split(e, "\t")
		out = append(out, f[len(f)-1])
	}
	return out, nil
}

// Cards reads every card of the database, in order (by name).
func Cards() ([]*oracle.Card, error) {
	var out []*oracle.Card
	err := EachCard(func(c *oracle.Card) error {
		out = append(out, c)
		return nil
	})
	return out, err
}

// EachCard calls fn with every card of the database, in order (by name),
// as each is decoded (oracle.EachCard).
func EachCard(fn func(*oracle.Card) error) error {
	cs, err := cardsDB()
	if err != nil {
		return err
	}
	return oracle.EachCard(bufio.NewReaderSize(cs.all(), 1<<20), fn)
}

// RulingsOf reads the built-in official rulings of the named cards only
// (names folded; unknown names have none), each with its ID: inflating only
// the members that hold them.
func RulingsOf(cards []string) ([]oracle.Ruling, error) {
	rs, err := rulingsDB()
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	seen := map[string]bool{}
	for _, name := range cards {
		key := names.Fold(name)
		e, ok := rs.find(key)
		if !ok || seen[key] {
			continue
		}
		seen[key] = true
		first, n := entryLines(e)
		for i := first; i < first+n; i++ {
			line, err := rs.line(i)
			if err != nil {
				return nil, err
			}
			b.WriteString(line + "\n")
		}
	}
	if b.Len() == 0 {
		return nil, nil
	}
	return oracle.ReadRulings(strings.NewReader(b.String()), nil)
}
