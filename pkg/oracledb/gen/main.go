// Command gen writes the embedded Oracle database of package oracledb from
// the reference JSON Lines files: cards.jsonl.deflate (the cards, one raw
// DEFLATE member each, all compressed with the preset dictionary
// cards.dict, so that a lookup inflates one card), cards.index (each folded
// name, sorted, with its card's member and the name), and
// rulings.jsonl.deflate (one member per card holding all its rulings),
// rulings.dict and rulings.index (each folded card name with its member).
// A member is named by its byte offset: inflating stops at its end.
//
//	go run ./gen ../../../shared/data
package main

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
)

// dictSamples is how many lines, evenly spread over the file, make up the
// preset dictionary (DEFLATE uses at most its last 32 KiB). The dictionary
// is what lets a member of one card compress: without it a member would
// start with nothing to refer back to.
const dictSamples = 200

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen SHARED_DATA_DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// store is a JSON Lines file written as members: runs of lines of one
// record (a card, or a card's rulings).
type store struct {
	data bytes.Buffer
	dict []byte
}

// writeStore reads a JSON Lines file and writes each run of lines with the
// same record key (recordOf, given the line's index and text) as one raw DEFLATE member compressed with a
// preset dictionary of sample lines. It calls member with each record's
// key, its member's offset and its lines; a key seen again after another
// record is refused, as a lookup finds one member per key.
func writeStore(path string, recordOf func(i int, line string) (string, error), member func(key string, m int, lines []string) error) (*store, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.SplitAfter(string(text), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	st := &store{}
	for i := 0; i < len(lines); i += max(1, len(lines)/dictSamples) {
		st.dict = append(st.dict, lines[i]...)
	}
	st.dict = st.dict[max(0, len(st.dict)-32<<10):]
	seen := map[string]bool{}
	for start := 0; start < len(lines); {
		key, err := recordOf(start, lines[start])
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %v", filepath.Base(path), start+1, err)
		}
		if seen[key] {
			return nil, fmt.Errorf("%s line %d: the lines of %s are not together", filepath.Base(path), start+1, key)
		}
		seen[key] = true
		end := start + 1
		for ; end < len(lines); end++ {
			next, err := recordOf(end, lines[end])
			if err != nil {
				return nil, fmt.Errorf("%s line %d: %v", filepath.Base(path), end+1, err)
			}
			if next != key {
				break
			}
		}
		if err := member(key, st.data.Len(), lines[start:end]); err != nil {
			return nil, err
		}
		if err := deflateTo(&st.data, []byte(strings.Join(lines[start:end], "")), st.dict); err != nil {
			return nil, err
		}
		start = end
	}
	return st, nil
}

// write writes a store's data, dictionary and index (the entries sorted)
// as base.jsonl.deflate, base.dict and base.index.
func (st *store) write(base string, entries []string) error {
	sort.Strings(entries)
	if err := os.WriteFile(base+".jsonl.deflate", st.data.Bytes(), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(base+".dict", st.dict, 0o644); err != nil {
		return err
	}
	return os.WriteFile(base+".index", []byte(strings.Join(entries, "")), 0o644)
}

func run(dir string) error {
	if err := writeCards(dir); err != nil {
		return err
	}
	return writeRulings(dir)
}

// writeCards writes the cards, a member each, and an entry for each card's
// name and each of its faces' names: "folded\tmember\tname".
func writeCards(dir string) error {
	var entries []string
	seen := map[string]bool{}
	add := func(name string, member int) {
		key := names.Fold(name)
		if !seen[key] { // the first card of a name wins: cards before faces
			seen[key] = true
			entries = append(entries, fmt.Sprintf("%s\t%d\t%s\n", key, member, name))
		}
	}
	faces := map[int][]string{}
	var members []int
	eachLine := func(i int, _ string) (string, error) { return strconv.Itoa(i), nil } // a card is a line
	st, err := writeStore(filepath.Join(dir, "cards.jsonl"), eachLine, func(_ string, member int, lines []string) error {
		var c struct {
			Name  string `json:"name"`
			Faces []struct {
				Name string `json:"name"`
			} `json:"faces"`
		}
		if err := json.Unmarshal([]byte(lines[0]), &c); err != nil {
			return fmt.Errorf("cards.jsonl card %d: %v", len(members)+1, err)
		}
		add(c.Name, member)
		members = append(members, member)
		for _, f := range c.Faces {
			faces[member] = append(faces[member], f.Name)
		}
		if front, _, ok := strings.Cut(c.Name, " // "); ok {
			faces[member] = append(faces[member], front)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, member := range members { // faces after every card's own name
		for _, f := range faces[member] {
			add(f, member)
		}
	}
	return st.write("cards", entries)
}

// writeRulings writes the rulings, a member per card holding all of its
// rulings, and an entry "folded\tmember" for each card.
func writeRulings(dir string) error {
	var entries []string
	cardOf := func(_ int, line string) (string, error) {
		var r struct {
			Name string `json:"name"`
		}
		err := json.Unmarshal([]byte(line), &r)
		return names.Fold(r.Name), err
	}
	st, err := writeStore(filepath.Join(dir, "rulings.jsonl"), cardOf, func(key string, member int, _ []string) error {
		entries = append(entries, fmt.Sprintf("%s\t%d\n", key, member))
		return nil
	})
	if err != nil {
		return err
	}
	return st.write("rulings", entries)
}

// deflateTo appends one raw DEFLATE member holding data, compressed with
// the preset dictionary dict, to w.
func deflateTo(w *bytes.Buffer, data, dict []byte) error {
	zw, err := flate.NewWriterDict(w, flate.BestCompression, dict)
	if err != nil {
		return err
	}
	if _, err := zw.Write(data); err != nil {
		return err
	}
	return zw.Close()
}
