package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateCatchesWhatRunRejects checks that validate reports the bad
// input only playing a scenario finds, where run would, and nothing for a
// scenario that merely fails.
func TestValidateCatchesWhatRunRejects(t *testing.T) {
	t.Setenv(envRulings, "")
	tests := []struct {
		name     string
		scenario string
		code     int
		want     string
	}{
		{"an ambiguous target", `name: ambiguous target
players: [Ana, Ben]
start:
  Ana: {hand: [Shock], mana: "{R}", battlefield: [Grizzly Bears]}
  Ben: {battlefield: [Grizzly Bears]}
actions:
  - cast: Shock
    targets: [Grizzly Bears]
`, ExitBadInput, `:8:15: "Grizzly Bears" is ambiguous: it matches Grizzly Bears#1 (Ana's battlefield), Grizzly Bears#2 (Ben's battlefield)`},
		{"an unused answer", `name: unused answer
players: [Ana, Ben]
start:
  Ana: {battlefield: [Forest]}
actions:
  - mana: Forest
    choose: [G]
`, ExitBadInput, ":7:14: "},
		{"a scenario that compares nothing", `name: nothing
players: [Ana, Ben]
start:
  Ana: {battlefield: [Forest]}
actions:
  - mana: Forest
`, ExitBadInput, `:1:1: scenario "nothing" checks nothing`},
		{"a mismatch is run's to report", `name: mismatch
players: [Ana, Ben]
start:
  Ana: {battlefield: [Forest]}
actions:
  - mana: Forest
expect:
  Ana: {mana: "{U}"}
`, ExitPassed, "1 scenario valid, 0 problems"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "s.yaml")
			must(t, os.WriteFile(file, []byte(tt.scenario), 0o644))
			code, out, errOut := run("validate", file)
			if code != tt.code || !strings.Contains(out, tt.want) {
				t.Errorf("exit %d, want %d and %q in:\n%s%s", code, tt.code, tt.want, out, errOut)
			}
			runCode, runOut, _ := run("run", file)
			if tt.code == ExitBadInput && runCode != ExitBadInput {
				t.Errorf("run exits %d for what validate rejects:\n%s", runCode, runOut)
			}
		})
	}
}
