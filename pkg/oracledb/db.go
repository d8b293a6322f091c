package oracledb

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/oracle"
)

var (
	//go:embed cards.jsonl.gz
	cardsGz []byte
	//go:embed cards.index
	indexText string
	//go:embed rulings.jsonl.gz
	rulingsGz []byte
)

// db is the index of the embedded cards, read on first use.
type db struct {
	offsets []int    // byte offset of each gzip member, and the end
	entries []string // "folded\tline\tname", sorted
	chunk   int      // cards per member
	mu      sync.Mutex
	chunks  map[int][]string // inflated members, by member number
}

var (
	once    sync.Once
	loaded  *db
	loadErr error
)

func load() (*db, error) {
	once.Do(func() { loaded, loadErr = readIndex() })
	return loaded, loadErr
}

func readIndex() (*db, error) {
	head, rest, _ := strings.Cut(indexText, "\n")
	d := &db{chunks: map[int][]string{}}
	for f := range strings.FieldsSeq(head) {
		o, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("the built-in card index: bad offset %q", f)
		}
		d.offsets = append(d.offsets, o)
	}
	d.entries = strings.SplitAfter(strings.TrimSuffix(rest, "\n"), "\n")
	cards := 0
	for _, e := range d.entries {
		if n := entryLine(e); n+1 > cards {
			cards = n + 1
		}
	}
	if members := len(d.offsets) - 1; members > 0 {
		d.chunk = (cards + members - 1) / members
	}
	return d, nil
}

// entryLine is the card line of an index entry, or -1.
func entryLine(e string) int {
	_, rest, _ := strings.Cut(e, "\t")
	n, _, _ := strings.Cut(rest, "\t")
	v, err := strconv.Atoi(n)
	if err != nil {
		return -1
	}
	return v
}

// find is the card line of a folded name.
func (d *db) find(key string) (int, bool) {
	i := sort.Search(len(d.entries), func(i int) bool { return d.entries[i] >= key+"\t" })
	if i < len(d.entries) && strings.HasPrefix(d.entries[i], key+"\t") {
		return entryLine(d.entries[i]), true
	}
	return 0, false
}

func inflate(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// line returns the JSON line of card n, inflating its member once.
func (d *db) line(n int) (string, error) {
	m := n / d.chunk
	if n < 0 || m+1 >= len(d.offsets) {
		return "", fmt.Errorf("the built-in card index names card %d, which is not in the data", n)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	lines, ok := d.chunks[m]
	if !ok {
		data, err := inflate(cardsGz[d.offsets[m]:d.offsets[m+1]])
		if err != nil {
			return "", fmt.Errorf("the built-in card data: %v", err)
		}
		lines = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		d.chunks[m] = lines
	}
	if n-m*d.chunk >= len(lines) {
		return "", fmt.Errorf("the built-in card index names card %d, which is not in the data", n)
	}
	return lines[n-m*d.chunk], nil
}

// Lookup finds a real card by its name or one of its faces' names,
// case-insensitively with diacritics folded ("lim-dul" finds Lim-Dûl).
// A multi-part card is also found by its front face's name.
func Lookup(name string) (*oracle.Card, bool, error) {
	d, err := load()
	if err != nil {
		return nil, false, err
	}
	n, ok := d.find(names.Fold(name))
	if !ok {
		return nil, false, nil
	}
	line, err := d.line(n)
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
	d, err := load()
	if err != nil {
		return nil, err
	}
	out := make([]string, len(d.entries))
	for i, e := range d.entries {
		_, rest, _ := strings.Cut(e, "\t")
		_, name, _ := strings.Cut(rest, "\t")
		out[i] = strings.TrimSuffix(name, "\n")
	}
	return out, nil
}

// Open returns the whole card database as JSON Lines.
func Open() (io.Reader, error) {
	return gzip.NewReader(bytes.NewReader(cardsGz))
}

// Cards reads every card of the database, in order (by name).
func Cards() ([]*oracle.Card, error) {
	r, err := Open()
	if err != nil {
		return nil, err
	}
	return oracle.ReadCards(bufio.NewReaderSize(r, 1<<20))
}

// Rulings reads the built-in official rulings, each with its ID.
func Rulings() ([]oracle.Ruling, error) {
	zr, err := gzip.NewReader(bytes.NewReader(rulingsGz))
	if err != nil {
		return nil, err
	}
	return oracle.ReadRulings(zr, nil)
}

// Reset forgets the index and the inflated members, as at start-up; for
// benchmarks that measure a cold lookup.
func Reset() {
	once, loaded, loadErr = sync.Once{}, nil, nil
}
