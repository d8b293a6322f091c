package sim_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"github.com/rulecheck/rulecheck/rulings"
)

// corpus loads the rulings corpus, for tests that watch the engine run it.
func corpus(t *testing.T) []*scenario.Scenario {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the whole corpus")
	}
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	files, err := scenario.CollectFiles(rulings.FS(), []string{rulings.Root})
	if err != nil {
		t.Fatal(err)
	}
	scenarios, diags := scenario.LoadFiles(rulings.FS(), files, lib)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	return scenarios
}

// runAll runs the scenarios, failing the test for each that doesn't pass.
func runAll(t *testing.T, scenarios []*scenario.Scenario) {
	t.Helper()
	for _, s := range scenarios {
		if res := scenario.Run(s); res.Status != scenario.Passed {
			t.Errorf("%s: %s: %v", s.ID, res.Status, res.Problem)
		}
	}
}

// TestUndoRecordsEveryChange runs the whole rulings corpus with every
// action checked against a full copy of the game's objects: an object an
// action changed without recording it for an undo, or that an undo did not
// restore exactly, fails its scenario with the object and field.
func TestUndoRecordsEveryChange(t *testing.T) {
	scenarios := corpus(t)
	defer sim.CheckUndo()()
	runAll(t, scenarios)
	// The loops run until the step budget refuses the action: the largest
	// undos there are.
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	loops := os.DirFS("../../testdata/loops")
	files, err := scenario.CollectFiles(loops, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	looping, diags := scenario.LoadFiles(loops, files, lib)
	if len(diags) > 0 || len(looping) == 0 {
		t.Fatalf("testdata/loops: %d scenarios, %v", len(looping), diags)
	}
	for _, s := range looping {
		if res := scenario.Run(s); res.Status == scenario.Internal {
			t.Errorf("%s: %v", s.ID, res.Problem)
		}
	}
}

// TestKeptViewsAreCurrent runs the whole rulings corpus with every view
// that a change to the turn, combat or history kept checked against one
// computed afresh: a view that read something such a change changes, with
// no filter, condition or count of an effect, fails its scenario with the
// object. Forgotten views are cleared, not reused: code that reads one it
// kept fails too.
func TestKeptViewsAreCurrent(t *testing.T) {
	scenarios := corpus(t)
	defer sim.CheckViews()()
	runAll(t, scenarios)
}

// TestCardsStayUnchanged runs the whole rulings corpus and checks that no
// card definition's lists changed: games share them with the card (and,
// in a parallel run, with each other), so the layer system must never
// change one in place.
func TestCardsStayUnchanged(t *testing.T) {
	scenarios := corpus(t)
	lists := func(d *sim.CardDef) string {
		return fmt.Sprintf("%v|%v|%v|%v|%p%v", d.Supertypes, d.Types, d.Subtypes, d.Keywords, d.Abilities, d.Abilities)
	}
	before := map[*sim.CardDef]string{}
	for _, s := range scenarios {
		for _, o := range s.Start.Objects {
			before[o.Card.Def] = lists(o.Card.Def)
		}
	}
	runAll(t, scenarios)
	for def, want := range before {
		if got := lists(def); got != want {
			t.Errorf("%s's lists changed while the corpus ran:\n got %s\nwant %s", def.Name, got, want)
		}
	}
}
