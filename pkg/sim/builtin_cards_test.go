package sim_test

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// builtinCards gives the definitions of built-in cards by name, failing
// the test or benchmark on a name it doesn't know.
func builtinCards(tb testing.TB) func(name string) *sim.CardDef {
	tb.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		tb.Fatal(err)
	}
	return func(name string) *sim.CardDef {
		c, ok := lib.Lookup(name)
		if !ok {
			tb.Fatalf("no card %s", name)
		}
		return c.Def
	}
}
