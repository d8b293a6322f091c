package scenario

import (
	"os"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
)

// TestMandatoryLoopsEnd runs scenarios whose mandatory triggers or
// prevention effects loop forever: each must end within the game's budget
// with a problem citing 104.4b, never hang or overflow the stack.
func TestMandatoryLoopsEnd(t *testing.T) {
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS("../..")
	for _, file := range []string{"testdata/loops/trigger-loop.yaml", "testdata/loops/prevention-loop.yaml"} {
		scenarios, diags := LoadFiles(fsys, []string{file}, lib)
		if len(diags) > 0 || len(scenarios) != 1 {
			t.Fatalf("%s: %v", file, diags)
		}
		res := Run(scenarios[0])
		if res.Status == Passed || res.Problem == nil || !strings.Contains(res.Problem.Error(), "104.4b") {
			t.Errorf("%s: got %s, problem %v; want a problem citing 104.4b", file, res.Status, res.Problem)
		}
	}
}
