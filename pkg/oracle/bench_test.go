package oracle_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/rulecheck/rulecheck/internal/refdata"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
)

// referenceFile opens the real cards.jsonl, or skips the benchmark.
func referenceFile(b *testing.B) string {
	path := refdata.Find("data/cards.jsonl")
	if path == "" {
		b.Skip("no reference cards.jsonl (set RULECHECK_ORACLE or put it in shared/data beside the repository)")
	}
	if info, err := os.Stat(path); err == nil {
		b.SetBytes(info.Size())
	}
	return path
}

// BenchmarkCheckAll is `rulecheck cards check --all` without the output:
// read every card of the reference file, index it, and check the embedded
// library against it.
func BenchmarkCheckAll(b *testing.B) {
	path := referenceFile(b)
	lib, err := cards.Builtin()
	if err != nil {
		b.Fatal(err)
	}
	var defs []oracle.Definition
	for _, name := range lib.Names() {
		c, _ := lib.Lookup(name)
		defs = append(defs, c.Printed())
	}
	for b.Loop() {
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		ref, err := oracle.ReadCards(f)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		results := oracle.CheckAll(oracle.NewIndex(ref), defs)
		if c := oracle.Count(results); c.Match+c.Lacking < 32000 {
			b.Fatalf("counts %+v", c)
		}
	}
}

// BenchmarkBaselineDecodeMap is the baseline: decode every line of the
// file into a generic map with encoding/json, doing nothing else.
func BenchmarkBaselineDecodeMap(b *testing.B) {
	path := referenceFile(b)
	for b.Loop() {
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		dec := json.NewDecoder(bufio.NewReader(f))
		for {
			var v map[string]any
			if err := dec.Decode(&v); err != nil {
				if !errors.Is(err, io.EOF) {
					b.Fatal(err)
				}
				break
			}
		}
		f.Close()
	}
}
