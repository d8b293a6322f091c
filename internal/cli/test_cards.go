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

// checkTestCards compares every card the scenarios use that is not in the
// built-in library (inline under cards:, from a card file, from --cards)
// with the Oracle data of oraclePath, as cards check does for the library:
// a card whose name the reference knows must say what the reference says.
// A card the reference lacks is a test card and is not checked. Each
// difference is a problem at the card's definition.
func checkTestCards(scenarios []*scenario.Scenario, oraclePath string) (source.Diagnostics, error) {
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
	seen := map[source.Pos]bool{} // a card file named by several scenarios is one card
	var out source.Diagnostics
	for _, s := range scenarios {
		for _, name := range s.Cards.Names() {
			c, _ := s.Cards.Lookup(name)
			if b, ok := builtin.Lookup(name); (ok && b == c) || seen[c.Pos] {
				continue
			}
			seen[c.Pos] = true
			ref, _ := ix.Lookup(name)
			if ref == nil {
				continue
			}
			for _, d := range oracle.Compare(c.Printed(), ref) {
				out = append(out, source.Diagnostic{Pos: c.Pos, Msg: fmt.Sprintf("card %q: its %s differs from the Oracle text of %s: %s (a test card with a real card's name must say what the card says; rename it otherwise)", c.Name(), d.Field, oraclePath, fieldChange(d))})
			}
		}
	}
	return out, nil
}

// fieldChange renders a field difference on one line: the word diff when
// there is one, else both values.
func fieldChange(d oracle.FieldDiff) string {
	if d.Words != "" {
		return d.Words
	}
	return fmt.Sprintf("%q here, %q in the reference", d.Library, strings.TrimSpace(d.Reference))
}
