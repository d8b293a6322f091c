package cards

import (
	"sync"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracledb"
)

// The baseline of the compile benchmarks: inflate and decode the built-in
// database, nothing else. Compare BenchmarkCompileAll with it in the same
// run: go test -bench 'DecodeAll|CompileAll' ./pkg/cards
func BenchmarkDecodeAll(b *testing.B) {
	for b.Loop() {
		if _, err := oracledb.Cards(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompileAll decodes every card of the database and compiles each
// from its Oracle text through the card language, on one goroutine.
func BenchmarkCompileAll(b *testing.B) {
	for b.Loop() {
		all, err := oracledb.Cards()
		if err != nil {
			b.Fatal(err)
		}
		for _, c := range all {
			FromOracle(c)
		}
	}
}

// BenchmarkCompileAllParallel is BenchmarkCompileAll on two goroutines, as
// cards check --all runs on a 2-core machine.
func BenchmarkCompileAllParallel(b *testing.B) {
	for b.Loop() {
		all, err := oracledb.Cards()
		if err != nil {
			b.Fatal(err)
		}
		var wg sync.WaitGroup
		for w := range 2 {
			wg.Go(func() {
				for i := w; i < len(all); i += 2 {
					FromOracle(all[i])
				}
			})
		}
		wg.Wait()
	}
}

// fiveCards are named by the lookup benchmarks.
var fiveCards = []string{"Hill Giant", "Doom Blade", "Craw Wurm", "Air Elemental", "Shivan Dragon"}

// BenchmarkLookupFiveCold is what a scenario naming five real cards costs
// the first time: reading the index, inflating their members, compiling
// them. BenchmarkLibraryLoad is the baseline: loading the card files.
func BenchmarkLookupFiveCold(b *testing.B) {
	for b.Loop() {
		resetOracle()
		lib, err := LoadFS(libraryFS, "library")
		if err != nil {
			b.Fatal(err)
		}
		lib.oracle = lookupOracle
		for _, n := range fiveCards {
			if _, ok := lib.Lookup(n); !ok {
				b.Fatal(n)
			}
		}
	}
}

func BenchmarkLibraryLoad(b *testing.B) {
	for b.Loop() {
		if _, err := LoadFS(libraryFS, "library"); err != nil {
			b.Fatal(err)
		}
	}
}

// resetOracle forgets the compiled cards and the database index.
func resetOracle() {
	oracleMu.Lock()
	oracleCards = map[string]*Card{}
	oracleMu.Unlock()
	oracledb.Reset()
}

// TestFiveCardsCompileFive checks that naming five cards compiles five, not
// the database.
func TestFiveCardsCompileFive(t *testing.T) {
	resetOracle()
	lib, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range fiveCards {
		if _, ok := lib.Lookup(n); !ok {
			t.Fatal(n)
		}
	}
	oracleMu.Lock()
	defer oracleMu.Unlock()
	if len(oracleCards) != len(fiveCards) {
		t.Errorf("%d cards compiled, want %d", len(oracleCards), len(fiveCards))
	}
}
