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
expect:
  Ben: {life: 20} # Gut Shot is still on the stack
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

// TestHybridWithConvoke: when convoke helps pay, the pool alone can't tell
// which way is payable, so every way is offered (601.2b, 702.51a); the
// announced {1}{W} is then paid by a white and a green creature.
func TestHybridWithConvoke(t *testing.T) {
	const file = `name: a hybrid convoke spell paid by two creatures
players: [Ana, Ben]
cards:
  - name: Test Gathering
    mana_cost: "{1}{G/W}"
    type_line: Sorcery
    oracle_text: |-
      Convoke
      Draw a card.
    abilities:
      - oracle: Convoke
        keyword: convoke
      - oracle: Draw a card.
        spell:
          effects:
            - draw: {who: you, count: 1}
start:
  turn: {number: 3, active: Ana, step: main1}
  Ana:
    hand: [Test Gathering]
    library: [Island]
    battlefield: [Savannah Lions, Grizzly Bears]
actions:
  - cast: Test Gathering
    convoke: [Savannah Lions, Grizzly Bears]
    choose: ["{1}{W}", "{W}"]
  - resolve: Test Gathering
expect:
  Ana: {hand: [Island]}
  Savannah Lions: {tapped: true}
  Grizzly Bears: {tapped: true}
`
	scenarios := loadWithBuiltin(t, "convoke.yaml", file, 1)
	if res := Run(scenarios[0]); res.Status != Passed {
		t.Errorf("status %v, problem %v", res.Status, res.Problem)
	}
}
