package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
)

// TestNewSkeletonPassesForEveryCard writes the skeleton of every card of
// the library, with three players, and runs it: each must pass as it is.
func TestNewSkeletonPassesForEveryCard(t *testing.T) {
	t.Setenv(envRulings, "")
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, name := range lib.Names() {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join(dir, fmt.Sprintf("card-%d.yaml", i))
			if code, out, errOut := run("new", "--card", name, "--players", "3", file); code != ExitPassed {
				t.Fatalf("new: exit %d\n%s%s", code, out, errOut)
			}
			if code, out, errOut := run("run", file); code != ExitPassed {
				data, _ := os.ReadFile(file)
				t.Errorf("the skeleton does not pass (exit %d):\n%s%s\n%s", code, out, errOut, data)
			}
		})
	}
}

// TestNewSkeletonListsRulingIDs checks that the skeleton gives each ruling
// with the ID covers: takes, and that the ID is known to validate.
func TestNewSkeletonListsRulingIDs(t *testing.T) {
	rulings := fixtures + "oracle/rulings.jsonl"
	code, out, errOut := run("new", "--card", "Kharn the Betrayer", "--rulings", rulings)
	if code != ExitPassed {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, want := range []string{"#   Khârn the Betrayer@2022-09-19#1: ", "#   Khârn the Betrayer@2022-09-19#4: ", "\ncovers: []  # TODO the IDs of the rulings above"} {
		if !strings.Contains(out, want) {
			t.Errorf("the skeleton lacks %q:\n%s", want, out)
		}
	}
	file := filepath.Join(t.TempDir(), "kharn.yaml")
	text := strings.Replace(out, "covers: []", `covers: ["Khârn the Betrayer@2022-09-19#4"]`, 1)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := run("validate", "--rulings", rulings, file); code != ExitPassed {
		t.Errorf("a ruling ID from the skeleton does not validate (exit %d):\n%s", code, out)
	}
}
