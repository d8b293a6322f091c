package cli

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// oracleFlag adds --oracle to run and validate: Oracle data that test
// cards (inline, card files, --cards) are checked against.
func oracleFlag(cmd *cobra.Command, path *string) {
	envPathFlag(cmd, path, "oracle", envOracle, "check test cards whose names are real cards against this Oracle data")
}

// testCardChecker compares every card the scenarios use that is not in
// the built-in library (inline under cards:, from a card file, from
// --cards) with Oracle data, as cards check does for the library: a card
// whose name the reference knows must say what the reference says. A card
// the reference lacks is a test card and is not checked. Each difference
// is a problem at the card's definition, reported once however many
// scenarios use the card.
type testCardChecker struct {
	builtin *cards.Library
	ix      *oracle.Index
	path    string
	seen    map[source.Pos]bool
}

// newTestCardChecker reads the Oracle data of oraclePath; nil, checking
// nothing, when there is none.
func newTestCardChecker(oraclePath string) (*testCardChecker, error) {
	if oraclePath == "" {
		return nil, nil
	}
	builtin, err := cards.Builtin()
	if err != nil {
		return nil, &exitError{code: ExitInternal, msg: "the built-in card library is broken: " + err.Error()}
	}
	ix, err := readOracle(oraclePath)
	if err != nil {
		return nil, err
	}
	return &testCardChecker{builtin: builtin, ix: ix, path: oraclePath, seen: map[source.Pos]bool{}}, nil
}

// check reports the test cards of scenarios that differ from the Oracle
// data and were not reported before. Calls must come in input order.
func (t *testCardChecker) check(scenarios []*scenario.Scenario) source.Diagnostics {
	if t == nil {
		return nil
	}
	var out source.Diagnostics
	for _, s := range scenarios {
		for _, name := range s.Cards.Names() {
			c, _ := s.Cards.Lookup(name)
			if b, ok := t.builtin.Lookup(name); (ok && b == c) || t.seen[c.Pos] {
				continue
			}
			t.seen[c.Pos] = true
			ref, _ := t.ix.Lookup(name)
			if ref == nil {
				continue
			}
			for _, d := range oracle.Compare(c.Printed(), ref) {
				out = append(out, source.Diagnostic{Pos: c.Pos, Msg: fmt.Sprintf("card %q: its %s differs from the Oracle text of %s: %s (a test card with a real card's name must say what the card says; rename it otherwise)", c.Name(), d.Field, t.path, fieldChange(d))})
			}
		}
	}
	return out
}

// fieldChange renders a field difference on one line: the word diff when
// there is one, else both values.
func fieldChange(d oracle.FieldDiff) string {
	if d.Words != "" {
		return d.Words
	}
	return fmt.Sprintf("%q here, %q in the reference", d.Library, strings.TrimSpace(d.Reference))
}
