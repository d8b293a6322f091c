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

// store is a JSON Lines file embedded as raw DEFLATE members, one per
// record (a card, or all the rulings of a card), each compressed with the
// same preset dictionary, with a sorted index whose entries start with a
// folded name and the byte offset of its member. A lookup inflates one
// record: inflating a member costs little more than its fixed start-up,
// so members of several records were mostly inflated for nothing.
type store struct {
	data []byte
	dict []byte
	// entries are the index's lines, "folded\tmember\t...", sorted: they
	// are searched where they lie, as splitting the cards' 33,000 was most
	// of what a process's first lookup cost.
	entries string
}

var (
	cardsDB   = &store{data: cardsData, dict: cardsDict, entries: strings.TrimSuffix(cardsIndex, "\n")}
	rulingsDB = &store{data: rulingsData, dict: rulingsDict, entries: strings.TrimSuffix(rulingsIndex, "\n")}
)

// find is the offset of the member of a folded name, found by halving the
// entries (the first from "key\t" on) between lo and hi, which are where
// entries start.
func (st *store) find(key string) (member int, found bool, err error) {
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
	_, e := st.entryAt(lo)
	if !strings.HasPrefix(e, prefix) {
		return 0, false, nil
	}
	field, _, _ := strings.Cut(strings.TrimSuffix(e[len(prefix):], "\n"), "\t")
	if member, err = strconv.Atoi(field); err != nil || member < 0 || member >= len(st.data) {
		return 0, false, fmt.Errorf("the built-in index: %q names no member", e)
	}
	return member, true, nil
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

// inflater is a DEFLATE reader and the buffer it inflates a member into,
// kept in inflaters between uses.
type inflater struct {
	src  bytes.Reader
	zr   io.Reader
	text bytes.Buffer
}

// inflaters keeps the inflaters not in use: making one costs more than
// inflating a member.
var inflaters = sync.Pool{New: func() any { return new(inflater) }}

// member is the text of the member at byte offset at: its lines, each with
// its line feed. The inflater stops at the member's last block, as it
// reads the data a byte at a time (a bytes.Reader is an io.ByteReader), so
// the index needs no member's end.
func (st *store) member(at int) (string, error) {
	in := inflaters.Get().(*inflater)
	defer inflaters.Put(in)
	in.src.Reset(st.data[at:])
	if in.zr == nil {
		in.zr = flate.NewReaderDict(&in.src, st.dict)
	} else if err := in.zr.(flate.Resetter).Reset(&in.src, st.dict); err != nil {
		return "", fmt.Errorf("the built-in data: %v", err)
	}
	in.text.Reset()
	if _, err := in.text.ReadFrom(in.zr); err != nil {
		return "", fmt.Errorf("the built-in data: %v", err)
	}
	return in.text.String(), nil
}

// all is the whole JSON Lines file, inflated member by member as it is
// read.
func (st *store) all() io.Reader {
	mr := &membersReader{st: st}
	mr.src.Reset(st.data)
	return mr
}

// membersReader reads every member of a store in turn, with one inflater:
// each member starts where the one before stopped reading.
type membersReader struct {
	st  *store
	src bytes.Reader
	r   io.Reader // the member being read; nil before the first and after the end of one
	zr  io.Reader // the inflater, reset for each member
}

func (mr *membersReader) Read(p []byte) (int, error) {
	for {
		if mr.r == nil {
			if mr.src.Len() == 0 {
				return 0, io.EOF
			}
			if mr.zr == nil {
				mr.zr = flate.NewReaderDict(&mr.src, mr.st.dict)
			} else if err := mr.zr.(flate.Resetter).Reset(&mr.src, mr.st.dict); err != nil {
				return 0, err
			}
			mr.r = mr.zr
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

// Lookup finds a real card by its name or one of its faces' names,
// case-insensitively with diacritics folded ("lim-dul" finds Lim-Dûl).
// A multi-part card is also found by its front face's name.
func Lookup(name string) (*oracle.Card, bool, error) {
	member, found, err := cardsDB.find(names.Fold(name))
	if err != nil || !found {
		return nil, false, err
	}
	line, err := cardsDB.member(member)
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
func Names() []string {
	out := make([]string, 0, strings.Count(cardsDB.entries, "\n")+1)
	for e := range strings.SplitSeq(cardsDB.entries, "\n") {
		f := strings.Split(e, "\t")
		out = append(out, f[len(f)-1])
	}
	return out
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
	return oracle.EachCard(bufio.NewReaderSize(cardsDB.all(), 1<<20), fn)
}

// RulingsOf reads the built-in official rulings of the named cards only
// (names folded; unknown names have none), each with its ID: inflating only
// the members that hold them. Each card's rulings are read once per
// process: a run checks the covers: entries of each file as it is loaded,
// and many files cover the same cards.
func RulingsOf(cards []string) ([]oracle.Ruling, error) {
	var out []oracle.Ruling
	seen := map[string]bool{}
	for _, name := range cards {
		key := names.Fold(name)
		if seen[key] {
			continue
		}
		seen[key] = true
		rs, err := rulingsOfCard(key)
		if err != nil {
			return nil, err
		}
		out = append(out, rs...)
	}
	return out, nil
}

// rulingsRead are the rulings of each card read so far, by folded name
// ([]oracle.Ruling, nil for a card with none). They are never changed:
// RulingsOf copies them into the list it returns.
var rulingsRead sync.Map

// rulingsOfCard is the rulings of the card of a folded name.
func rulingsOfCard(key string) ([]oracle.Ruling, error) {
	if rs, ok := rulingsRead.Load(key); ok {
		return rs.([]oracle.Ruling), nil
	}
	member, found, err := rulingsDB.find(key)
	if err != nil || !found {
		return nil, err
	}
	lines, err := rulingsDB.member(member)
	if err != nil {
		return nil, err
	}
	rs, err := oracle.ReadRulings(strings.NewReader(lines), nil)
	if err != nil {
		return nil, err
	}
	rulingsRead.Store(key, rs)
	return rs, nil
}
