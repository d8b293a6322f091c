package cards

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
	"github.com/rulecheck/rulecheck/pkg/oracletext"
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

// BenchmarkCompileAllParallel is what cards check --all does on a 2-core
// machine: CompileAll on two goroutines, compiling while the database is
// still being decoded.
func BenchmarkCompileAllParallel(b *testing.B) {
	for b.Loop() {
		err := CompileAll(oracledb.EachCard, 2, func(*oracle.Card, *Card, *oracletext.Card) struct{} { return struct{}{} }, func(struct{}) {})
		if err != nil {
			b.Fatal(err)
		}
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

// resetOracle forgets the compiled cards.
func resetOracle() {
	oracleMu.Lock()
	oracleCards = map[string]*Card{}
	oracleMu.Unlock()
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
