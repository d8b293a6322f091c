package scenario

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
)

// FuzzScenario loads arbitrary bytes as a scenario file and runs every
// scenario that loads. Whatever the input, loading and running must not
// panic, every diagnostic must have a position (line and column from 1),
// and a run must end within fuzzTimeBound, never in an internal error.
//
// The seeds are every file of the corpus (../../rulings) and of
// ../../testdata; go test runs them, go test -fuzz FuzzScenario explores.
// Crashers the fuzzer finds are kept under testdata/fuzz as regression
// seeds.
func FuzzScenario(f *testing.F) {
	for _, root := range []string{filepath.Join("..", "..", "rulings"), filepath.Join("..", "..", "testdata")} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "fuzz" { // a fuzzer's own corpus, in its own format
					return filepath.SkipDir
				}
				return nil
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			f.Add(data)
			return nil
		})
		if err != nil {
			f.Fatal(err)
		}
	}
	lib, err := cards.Builtin()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		bounded(t, data, func() { loadAndRun(t, "fuzz.yaml", data, lib) })
	})
}
