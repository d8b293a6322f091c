package cards

import (
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracledb"
)

// TestEventPlayerOnlyInTriggers: "defending player controls" and "that
// player controls" name the player of a trigger's event; in an ability
// without one the card language doesn't read them.
func TestEventPlayerOnlyInTriggers(t *testing.T) {
	for _, tc := range []struct{ name, line string }{
		{"Ancient Hellkite", "target creature defending player controls"},
	} {
		ref, ok, err := oracledb.Lookup(tc.name)
		if err != nil || !ok {
			t.Fatalf("%s: not in the database (%v)", tc.name, err)
		}
		_, oc := FromOracle(ref)
		found := false
		for _, l := range oc.Lines {
			if strings.Contains(l.Raw, tc.line) {
				found = true
				if l.Supported() {
					t.Errorf("%s: %q compiled, want unsupported", tc.name, l.Raw)
				}
			}
		}
		if !found {
			t.Errorf("%s: no line has %q", tc.name, tc.line)
		}
	}
}
