package scenario

import (
	"strings"
	"testing"
)

// TestHybridChoiceUnanswered: how to pay a Phyrexian symbol is a real
// choice when both ways can be paid (107.4f, 601.2b); the engine never
// picks life or mana by itself, and an unanswered choice is an error at
// the action, naming the ways.
func TestHybridChoiceUnanswered(t *testing.T) {
	const file = `name: Gut Shot with {R} and 20 life, the way not announced
players: [Ana, Ben]
start:
  turn: {number: 3, active: Ana, step: main1}
  Ana:
    hand: [Gut Shot]
    mana: "{R}"
actions:
  - cast: Gut Shot
    targets: [Ben]
`
	scenarios := loadWithBuiltin(t, "gut.yaml", file, 1)
	res := Run(scenarios[0])
	if res.Problem == nil {
		t.Fatalf("status %v, no problem: want an unanswered decision", res.Status)
	}
	got := res.Problem.Error()
	for _, want := range []string{"gut.yaml:9:5: unanswered decision", "how to pay {R/P} for Gut Shot", "CR 601.2b", "legal answers: {R}, 2 life"} {
		if !strings.Contains(got, want) {
			t.Errorf("problem %q lacks %q", got, want)
		}
	}
}

// TestHybridAnswerInAnyOrder: an announced cost matches its option however
// its symbols are ordered, like mana answers.
func TestHybridAnswerInAnyOrder(t *testing.T) {
	for _, tt := range []struct{ answer, option string }{
		{"{W}{1}{W}", "{1}{W}{W}"},
		{"{B}{1} and 2 life", "{1}{B} and 2 life"},
		{"{G}{W}", "{W}{G}"},
		{"2 Life", "2 life"},
	} {
		if normalizeAnswer(tt.answer) != normalizeAnswer(tt.option) {
			t.Errorf("%q does not match %q", tt.answer, tt.option)
		}
	}
	if normalizeAnswer("{1}{B} and 4 life") == normalizeAnswer("{1}{B} and 2 life") {
		t.Error("different life matches")
	}
}
