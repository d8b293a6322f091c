package scenario

import (
	"bytes"
	"io/fs"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
	"github.com/rulecheck/rulecheck/rulings"
	"go.yaml.in/yaml/v3"
)

// loadCorpus loads the embedded rulings corpus, failing the test on any
// problem.
func loadCorpus(tb testing.TB) []*Scenario {
	tb.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		tb.Fatal(err)
	}
	files, err := CollectFiles(rulings.FS(), []string{rulings.Root})
	if err != nil {
		tb.Fatal(err)
	}
	scenarios, diags := LoadFiles(rulings.FS(), files, lib)
	if len(diags) > 0 {
		tb.Fatalf("the corpus has problems:\n%v", diags)
	}
	if len(scenarios) == 0 {
		tb.Fatal("the corpus is empty")
	}
	return scenarios
}

// TestCorpus runs every scenario of rulings/ as a subtest, so `go test`
// proves the rulings as `rulecheck run` does.
func TestCorpus(t *testing.T) {
	for _, s := range loadCorpus(t) {
		t.Run(s.ID, func(t *testing.T) {
			res := Run(s)
			if res.Status != Passed {
				t.Errorf("%s: %s", res.Status, s.ID)
				for _, m := range res.Mismatches {
					t.Errorf("%s: %s: expected %s, got %s", m.Pos, m.Path, m.Expected, m.Actual)
				}
				if res.Problem != nil {
					t.Error(res.Problem)
				}
			}
		})
	}
}

// corpusInputs is what the corpus benchmarks load: the built-in card
// library and the corpus's files.
func corpusInputs(b *testing.B) (*cards.Library, []string) {
	b.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		b.Fatal(err)
	}
	files, err := CollectFiles(rulings.FS(), []string{rulings.Root})
	if err != nil {
		b.Fatal(err)
	}
	return lib, files
}

// BenchmarkCorpus loads and runs the whole corpus, as `rulecheck run` does.
func BenchmarkCorpus(b *testing.B) {
	lib, files := corpusInputs(b)
	for b.Loop() {
		scenarios, _ := LoadFiles(rulings.FS(), files, lib)
		for _, s := range scenarios {
			Run(s)
		}
	}
}

// BenchmarkCorpusRun runs the whole corpus, loaded once beforehand: the
// engine's part of BenchmarkCorpus.
func BenchmarkCorpusRun(b *testing.B) {
	lib, files := corpusInputs(b)
	scenarios, diags := LoadFiles(rulings.FS(), files, lib)
	if len(diags) > 0 {
		b.Fatal(diags)
	}
	for b.Loop() {
		for _, s := range scenarios {
			Run(s)
		}
	}
}

// BenchmarkCorpusLoad loads the whole corpus without running it: with
// BenchmarkCorpus, BenchmarkCorpusRun and BenchmarkCorpusDecodeOnly it
// splits the cost into decoding, loading and running.
func BenchmarkCorpusLoad(b *testing.B) {
	lib, files := corpusInputs(b)
	for b.Loop() {
		if _, diags := LoadFiles(rulings.FS(), files, lib); len(diags) > 0 {
			b.Fatal(diags)
		}
	}
}

// BenchmarkCorpusDecodeOnly decodes the same files into bare nodes with
// the YAML library: the baseline BenchmarkCorpus is measured against
// (docs/limits.md). rulecheck reads most files with a faster reader of its
// own (internal/source/fastyaml.go), so this is not a floor.
func BenchmarkCorpusDecodeOnly(b *testing.B) {
	files, err := CollectFiles(rulings.FS(), []string{rulings.Root})
	if err != nil {
		b.Fatal(err)
	}
	var data [][]byte
	for _, f := range files {
		d, err := fs.ReadFile(rulings.FS(), f)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, d)
	}
	for b.Loop() {
		for _, d := range data {
			dec := yaml.NewDecoder(bytes.NewReader(d))
			for {
				var n yaml.Node
				if dec.Decode(&n) != nil {
					break
				}
			}
		}
	}
}

// BenchmarkCorpusCardsCompile compiles afresh, from their Oracle text, the
// real cards the corpus's starting states name: what a `rulecheck run`
// process pays for its cards before it can play a scenario.
func BenchmarkCorpusCardsCompile(b *testing.B) {
	seen := map[string]bool{}
	var refs []*oracle.Card
	for _, s := range loadCorpus(b) {
		for _, o := range s.Start.Objects {
			if name := o.Card.Name(); o.Card.FromOracle && !seen[name] {
				seen[name] = true
				ref, found, err := oracledb.Lookup(name)
				if err != nil || !found {
					b.Fatalf("%s: found %v, %v", name, found, err)
				}
				refs = append(refs, ref)
			}
		}
	}
	for b.Loop() {
		for _, ref := range refs {
			cards.FromOracle(ref)
		}
	}
}
