package scenario

import (
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
)

func TestUnsupportedCardRefused(t *testing.T) {
	const file = `name: a card with an unsupported line
players: [Ana, Ben]
cards:
  - name: Test Sentry
    mana_cost: "{1}{W}"
    type_line: Creature — Human Soldier
    power: 1
    toughness: 1
    oracle_text: |-
      Vigilance
      At the beginning of your upkeep, you gain 1 life.
    abilities:
      - oracle: Vigilance
        keyword: vigilance
      - oracle: At the beginning of your upkeep, you gain 1 life.
        unsupported: triggered abilities
start:
  Ana:
    battlefield:
      - Forest
      - Test Sentry
expect:
  Test Sentry: {zone: battlefield}
`
	scenarios := loadWithBuiltin(t, "sentry.yaml", file, 1)
	res := Run(scenarios[0])
	want := "sentry.yaml:21:9: not supported yet: Test Sentry: At the beginning of your upkeep, you gain 1 life. (triggered abilities); its abilities function on the battlefield (113.6)"
	if res.Status != Failed || res.Problem == nil || res.Problem.Error() != want {
		t.Errorf("status %v, problem %v\nwant Failed, %s", res.Status, res.Problem, want)
	}
	c, _ := scenarios[0].Cards.Lookup("test sentry")
	if len(c.Unsupported) != 1 || !strings.HasPrefix(c.Unsupported[0].Oracle, "At the beginning") {
		t.Errorf("Unsupported = %+v", c.Unsupported)
	}
}

// A real card with an unsupported line may wait in a hand (113.6); cast,
// it reaches the stack and the scenario stops at the action, naming the
// card, the line and the phrase.
func TestUnsupportedOracleCard(t *testing.T) {
	const file = `name: Mijae Djinn waits in hand, then is cast
players: [Ana, Ben]
start:
  turn: {number: 3, active: Ana, step: main1}
  Ana:
    hand: [Mijae Djinn]
    mana: "{R}{R}{R}{R}{R}"
actions:
  - expect:
      Mijae Djinn: {zone: hand}
  - cast: Mijae Djinn
---
name: Mijae Djinn on the battlefield
players: [Ana, Ben]
start:
  Ana:
    battlefield: [Mijae Djinn]
expect:
  Mijae Djinn: {zone: battlefield}
`
	scenarios := loadWithBuiltin(t, "djinn.yaml", file, 2)
	const line = `Whenever this creature attacks, flip a coin. If you lose the flip, remove this creature from combat and tap it. (cannot read "~ from combat and tap it" at column 75)`
	for i, want := range []string{
		"djinn.yaml:11:5: not supported yet: Mijae Djinn: " + line + "; its abilities function on the stack (113.6)",
		"djinn.yaml:17:19: not supported yet: Mijae Djinn: " + line + "; its abilities function on the battlefield (113.6)",
	} {
		res := Run(scenarios[i])
		if res.Status != Failed || res.Problem == nil || res.Problem.Error() != want {
			t.Errorf("scenario %d: status %v, problem %v\nwant Failed, %s", i, res.Status, res.Problem, want)
		}
	}
}

// loadWithBuiltin loads the scenarios of a file with the built-in library,
// which must be n and have no problem.
func loadWithBuiltin(t *testing.T, name, file string, n int) []*Scenario {
	t.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	scenarios, diags := LoadFile(name, []byte(file), lib)
	if len(diags) > 0 || len(scenarios) != n {
		t.Fatalf("load: %d scenarios, problems:\n%v", len(scenarios), diags)
	}
	return scenarios
}
