package cards

import (
	"reflect"
	"testing"
)

func TestLines(t *testing.T) {
	const file = `name: Test Sentry
mana_cost: "{1}{W}"
type_line: Creature — Human Soldier
power: 1
toughness: 1
oracle_text: |-
  Vigilance
  {T}: Add {W}. (This is a mana ability.)
  At the beginning of your upkeep, you gain 1 life.
  (This line is reminder text.)
abilities:
  - oracle: Vigilance
    keyword: vigilance
  - oracle: "{T}: Add {W}. (This is a mana ability.)"
    mana: {cost: "{T}", add: "{W}"}
  - oracle: At the beginning of your upkeep, you gain 1 life.
    unsupported: triggered abilities
`
	cs, diags := ParseFile("sentry.yaml", []byte(file))
	if len(diags) > 0 || len(cs) != 1 {
		t.Fatalf("problems:\n%v", diags)
	}
	want := []Line{
		{"Vigilance", LineImplemented, ""},
		{"{T}: Add {W}. (This is a mana ability.)", LineImplemented, ""},
		{"At the beginning of your upkeep, you gain 1 life.", LineUnsupported, "triggered abilities"},
		{"(This line is reminder text.)", LineReminder, ""},
	}
	if got := cs[0].Lines(); !reflect.DeepEqual(got, want) {
		t.Errorf("Lines() =\n%+v\nwant\n%+v", got, want)
	}
}

func TestUnsupportedNeedsAReason(t *testing.T) {
	const file = `name: Test Sentry
type_line: Enchantment
oracle_text: At the beginning of your upkeep, you gain 1 life.
abilities:
  - oracle: At the beginning of your upkeep, you gain 1 life.
    unsupported: [triggered abilities]
`
	if _, diags := ParseFile("sentry.yaml", []byte(file)); len(diags) != 1 || diags[0].Pos.Line != 6 {
		t.Errorf("problems %v, want one at line 6", diags)
	}
}
