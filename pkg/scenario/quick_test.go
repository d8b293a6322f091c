package scenario

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/rulings"
)

func TestQuick(t *testing.T) {
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	files, err := CollectFiles(rulings.FS(), []string{rulings.Root})
	if err != nil {
		t.Fatal(err)
	}
	ss, diags := LoadFiles(rulings.FS(), files, lib)
	for _, d := range diags {
		t.Log(d)
	}
	for _, s := range ss {
		r := Run(s)
		t.Logf("%s %s %+v %+v", r.Status, r.ID, r.Mismatches, r.Problem)
	}
}
