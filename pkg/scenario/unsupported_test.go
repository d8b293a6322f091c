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
`
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	scenarios, diags := LoadFile("sentry.yaml", []byte(file), lib)
	if len(diags) > 0 || len(scenarios) != 1 {
		t.Fatalf("load: %d scenarios, problems:\n%v", len(scenarios), diags)
	}
	res := Run(scenarios[0])
	want := "sentry.yaml:21:9: not supported yet: Test Sentry: At the beginning of your upkeep, you gain 1 life. (triggered abilities)"
	if res.Status != Failed || res.Problem == nil || res.Problem.Error() != want {
		t.Errorf("status %v, problem %v\nwant Failed, %s", res.Status, res.Problem, want)
	}
	c, _ := scenarios[0].Cards.Lookup("test sentry")
	if len(c.Unsupported) != 1 || !strings.HasPrefix(c.Unsupported[0].Oracle, "At the beginning") {
		t.Errorf("Unsupported = %+v", c.Unsupported)
	}
}
