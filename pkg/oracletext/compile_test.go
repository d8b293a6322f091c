package oracletext

import (
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracle"
	"go.yaml.in/yaml/v3"
)

// flow renders a node in YAML flow style, on one line.
func flow(n *yaml.Node) string {
	var set func(*yaml.Node)
	set = func(n *yaml.Node) {
		n.Style = yaml.FlowStyle
		for _, c := range n.Content {
			set(c)
		}
	}
	set(n)
	out, _ := yaml.Marshal(n)
	return strings.TrimSpace(string(out))
}

// TestEmit checks the card-language ability each common line shape
// compiles into.
func TestEmit(t *testing.T) {
	for _, tc := range []struct {
		typeLine, line, key, body string
	}{
		{"Creature — Angel", "Flying, vigilance", "keyword", "[flying, vigilance]"},
		{"Land", "{T}: Add {G}.", "mana", "{cost: '{T}', add: '{G}'}"},
		{"Artifact", "{2}, {T}: Add one mana of any color.", "mana", "{cost: '{2}, {T}', add: any_color}"},
		{"Enchantment — Aura", "Enchant creature", "enchant", "[creature]"},
		{"Enchantment — Aura", "Enchanted creature gets +2/+2.", "static", "{continuous: {affected: Enchanted creature, effects: [{gets: {power: 2, toughness: 2}}]}}"},
		{"Artifact — Equipment", "Equip {2}", "activated", "{cost: '{2}', sorcery_speed: true, targets: [{types: [creature], control: you}], effects: [{attach_to: target}]}"},
		{"Land", "This land enters tapped.", "static", "{enters: {tapped: true}}"},
		{"Creature — Elf", "When this creature enters, draw a card.", "triggered", "{trigger: enters, effects: [{draw: {who: you, count: 1}}]}"},
		{"Instant", "Test Card deals 3 damage to any target.", "spell", "{targets: [any], effects: [{damage: {amount: 3, to: target}}]}"},
		{"Instant", "Target creature gets +3/+3 until end of turn.", "spell", "{targets: [creature], effects: [{pump: {of: target, power: 3, toughness: 3, until: end_of_turn}}]}"},
		{"Instant", "Destroy target nonblack creature.", "spell", "{targets: [nonblack creature], effects: [{destroy: target}]}"},
		{"Creature — Cleric", "Whenever another creature you control enters, you gain 1 life.", "triggered",
			"{trigger: {event: enters, object: another creature you control}, effects: [{gain_life: {who: you, amount: 1}}]}"},
		{"Enchantment", "Creatures you control get +1/+1.", "static", "{continuous: {affected: Creatures you control, effects: [{gets: {power: 1, toughness: 1}}]}}"},
		{"Creature — Bird", "Whenever this creature attacks, untap target creature you control.", "triggered",
			"{trigger: attacks, targets: [creature you control], effects: [{untap: target}]}"},
		{"Sorcery", "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.", "spell",
			"{targets: [creature], effects: [{gain_control: {of: target, until: end_of_turn}}, {untap: target}, {gain_keyword: {of: target, keyword: haste, until: end_of_turn}}]}"},
		{"Creature — Construct", "This creature enters with X +1/+1 counters on it.", "static", "{enters: {counters: {kind: +1/+1, count: x}}}"},
	} {
		checkEmit(t, tc.typeLine, tc.line, tc.key, tc.body)
	}
}

// checkEmit compiles one line of a card of the type line and compares its
// ability with key and body, written in YAML flow style.
func checkEmit(t *testing.T, typeLine, line, key, body string) {
	t.Helper()
	c := Compile(&oracle.Card{Name: "Test Card", TypeLine: typeLine, OracleText: line})
	l := c.Lines[0]
	if l.Body == nil {
		t.Errorf("%q: unsupported: %s", line, l.Reason())
		return
	}
	if got := flow(l.Body); l.Key != key || got != body {
		t.Errorf("%q:\n got %s: %s\nwant %s: %s", line, l.Key, got, key, body)
	}
}

// TestModes compiles a modal spell into one spell ability with its modes.
func TestModes(t *testing.T) {
	c := Compile(&oracle.Card{Name: "Abrade", TypeLine: "Instant",
		OracleText: "Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact."})
	if !c.Compiled() || c.Lines[0].Key != "spell" || c.Lines[1].Kind != "mode" || c.Lines[2].Kind != "mode" {
		t.Fatalf("lines %+v", c.Lines)
	}
	want := "{modes: {choose: 1, list: [{text: • Abrade deals 3 damage to target creature., targets: [creature], effects: [{damage: {amount: 3, to: target}}]}, {text: • Destroy target artifact., targets: [artifact], effects: [{destroy: target}]}]}}"
	if got := flow(c.Lines[0].Body); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// One unreadable mode makes the header and every mode unsupported.
	c = Compile(&oracle.Card{Name: "X", TypeLine: "Instant", OracleText: "Choose one —\n• Draw a card.\n• Frobnicate two cards."})
	if c.Compiled() || c.Lines[0].Supported() || c.Lines[1].Supported() || c.Lines[2].Phrase != "Frobnicate two cards" {
		t.Errorf("a modal spell with an unreadable mode: %+v", c.Lines)
	}
}

// TestOtherFaces: the lines of a multi-part card's other faces are
// unsupported, naming the face.
func TestOtherFaces(t *testing.T) {
	fire := &oracle.Card{Name: "Fire", TypeLine: "Instant", OracleText: "Fire deals 2 damage to any target."}
	ice := &oracle.Card{Name: "Ice", TypeLine: "Instant", OracleText: "Tap target permanent.\nDraw a card."}
	c := Compile(&oracle.Card{Name: "Fire // Ice", Faces: []*oracle.Card{fire, ice}})
	if len(c.Lines) != 3 || !c.Lines[0].Supported() || c.Lines[1].Supported() || !strings.Contains(c.Lines[1].Why, "(Ice)") {
		t.Errorf("lines %+v", c.Lines)
	}
}
