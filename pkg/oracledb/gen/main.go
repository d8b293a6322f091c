// Command gen writes the embedded Oracle database of package oracledb from
// the reference JSON Lines files: cards.jsonl.deflate (the cards, as raw
// DEFLATE members of chunkSize lines each, all compressed with the preset
// dictionary cards.dict, so one card is read by inflating a few lines),
// cards.index (each folded name, sorted, with its card's line and the name),
// and rulings.jsonl.deflate, rulings.dict and rulings.index likewise.
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

// chunkSize is the number of lines of one member: few, so that a lookup
// inflates little. The preset dictionary is what keeps members this small
// compressed as well as gzip compressed 128 lines at a time.
const chunkSize = 16

// dictSamples is how many lines, evenly spread over the file, make up the
// preset dictionary (DEFLATE uses at most its last 32 KiB).
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

// chunked reads a JSON Lines file into its lines and writes them as raw
// DEFLATE members of chunkSize lines compressed with a preset dictionary of
// sample lines; header is the first line of its index: the chunk size and
// each member's offset, and the end.
func chunked(path string) (lines []string, data *bytes.Buffer, dict []byte, header string, err error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, nil, "", err
	}
	lines = strings.SplitAfter(string(text), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i := 0; i < len(lines); i += max(1, len(lines)/dictSamples) {
		dict = append(dict, lines[i]...)
	}
	dict = dict[max(0, len(dict)-32<<10):]
	data = &bytes.Buffer{}
	offsets := []string{strconv.Itoa(chunkSize)}
	for start := 0; start < len(lines); start += chunkSize {
		offsets = append(offsets, strconv.Itoa(data.Len()))
		if err := deflateTo(data, []byte(strings.Join(lines[start:min(start+chunkSize, len(lines))], "")), dict); err != nil {
			return nil, nil, nil, "", err
		}
	}
	offsets = append(offsets, strconv.Itoa(data.Len()))
	return lines, data, dict, strings.Join(offsets, " ") + "\n", nil
}

func run(dir string) error {
	lines, cards, dict, header, err := chunked(filepath.Join(dir, "cards.jsonl"))
	if err != nil {
		return err
	}
	var index strings.Builder
	index.WriteString(header)
	var entries []string
	seen := map[string]bool{}
	add := func(name string, line int) {
		key := names.Fold(name)
		if !seen[key] { // the first card of a name wins: cards before faces
			seen[key] = true
			entries = append(entries, fmt.Sprintf("%s\t%d\t%s\n", key, line, name))
		}
	}
	faces := map[int][]string{}
	for i, line := range lines {
		var c struct {
			Name  string `json:"name"`
			Faces []struct {
				Name string `json:"name"`
			} `json:"faces"`
		}
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			return fmt.Errorf("cards.jsonl line %d: %v", i+1, err)
		}
		add(c.Name, i)
		for _, f := range c.Faces {
			faces[i] = append(faces[i], f.Name)
		}
		if front, _, ok := strings.Cut(c.Name, " // "); ok {
			faces[i] = append(faces[i], front)
		}
	}
	for i := range lines {
		for _, f := range faces[i] {
			add(f, i)
		}
	}
	sort.Strings(entries)
	index.WriteString(strings.Join(entries, ""))
	if err := os.WriteFile("cards.jsonl.deflate", cards.Bytes(), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile("cards.dict", dict, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile("cards.index", []byte(index.String()), 0o644); err != nil {
		return err
	}
	return writeRulings(dir)
}

// writeRulings writes rulings.jsonl.deflate (members of chunkSize lines),
// rulings.dict and
// rulings.index: each folded card name with the line of its first ruling
// and their number (a card's rulings are contiguous in the file).
func writeRulings(dir string) error {
	lines, rs, dict, header, err := chunked(filepath.Join(dir, "rulings.jsonl"))
	if err != nil {
		return err
	}
	type span struct{ first, n int }
	spans := map[string]*span{}
	var keys []string
	for i, line := range lines {
		var r struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			return fmt.Errorf("rulings.jsonl line %d: %v", i+1, err)
		}
		key := names.Fold(r.Name)
		sp := spans[key]
		switch {
		case sp == nil:
			spans[key] = &span{i, 1}
			keys = append(keys, key)
		case sp.first+sp.n == i:
			sp.n++
		default:
			return fmt.Errorf("rulings.jsonl line %d: the rulings of %s are not together", i+1, r.Name)
		}
	}
	sort.Strings(keys)
	var index strings.Builder
	index.WriteString(header)
	for _, k := range keys {
		fmt.Fprintf(&index, "%s\t%d\t%d\n", k, spans[k].first, spans[k].n)
	}
	if err := os.WriteFile("rulings.index", []byte(index.String()), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile("rulings.dict", dict, 0o644); err != nil {
		return err
	}
	return os.WriteFile("rulings.jsonl.deflate", rs.Bytes(), 0o644)
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
