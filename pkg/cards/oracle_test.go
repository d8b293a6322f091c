package cards

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
)

// TestEveryOracleCard compiles every card of the built-in database: none
// may fail its round trip, and at least 30% compile fully.
func TestEveryOracleCard(t *testing.T) {
	all, err := oracledb.Cards()
	if err != nil {
		t.Fatal(err)
	}
	compiled := 0
	for _, ref := range all {
		c, oc := FromOracle(ref)
		for _, l := range oc.Lines {
			if l.Printed != "" {
				t.Errorf("%s: round trip of %q printed %q", ref.Name, l.Norm, l.Printed)
			}
		}
		if len(c.Unsupported) == 0 {
			compiled++
		}
	}
	t.Logf("%d of %d cards compiled (%.1f%%)", compiled, len(all), 100*float64(compiled)/float64(len(all)))
}

// FuzzFromOracle: any card text compiles, with unsupported lines, never a
// panic.
func FuzzFromOracle(f *testing.F) {
	f.Add("Serra Angel", "Creature — Angel", "4", "4", "{3}{W}{W}", "Flying\nVigilance")
	f.Add("Bolt", "Instant", "", "", "{R}", "Bolt deals 3 damage to any target.")
	f.Add("Odd", "Creature — Elf", "*", "1+*", "{G/W}", "Choose one —\n• Draw a card.\n• Destroy target Elf.")
	f.Fuzz(func(t *testing.T, name, typeLine, power, toughness, cost, text string) {
		c, oc := FromOracle(&oracle.Card{Name: name, TypeLine: typeLine, Power: power, Toughness: toughness, ManaCost: cost, OracleText: text})
		if c == nil || oc == nil || c.Name() != name {
			t.Fatalf("no card for %q", name)
		}
		for _, l := range oc.Lines {
			if l.Printed != "" {
				t.Fatalf("round trip of %q printed %q", l.Norm, l.Printed)
			}
		}
	})
}

// TestOneCardPerName: every lookup of a card, by any of its names and from
// any goroutine, gives the same card.
func TestOneCardPerName(t *testing.T) {
	resetOracle()
	lib, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	queries := []string{"Fire", "ice", "Fire // Ice", "FIRE // ICE"}
	got := make([]*Card, len(queries)*4)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() { got[i], _ = lib.Lookup(queries[i%len(queries)]) })
	}
	wg.Wait()
	for i, c := range got {
		if c == nil || c != got[0] {
			t.Fatalf("lookup %d (%q) gave %p, lookup 0 %p", i, queries[i%len(queries)], c, got[0])
		}
	}
	if got[0].Name() != "Fire // Ice" || len(got[0].Unsupported) == 0 {
		t.Errorf("Fire // Ice: %q, unsupported %v", got[0].Name(), got[0].Unsupported)
	}
}

func TestFromOracleLines(t *testing.T) {
	for _, tc := range []struct {
		name, typeLine, text string
		unsupported          []string // the phrases, in order
	}{
		{"Test Angel", "Creature — Angel", "Flying, vigilance", nil},
		{"Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", nil},
		{"Test Sage", "Creature — Human", "When Test Sage enters, you might draw a card.", []string{"might draw a card"}},
		{"Test Keyword", "Creature — Human", "Flying, banding", []string{"banding"}},
		{"Test Spell", "Sorcery", "Draw a card.\nDraw a card.", nil}, // each paragraph a part of the one spell ability
		{"Test Filter", "Instant", "Destroy target frobnicated creature.", []string{"frobnicated creature"}},
		// a modal spell the card language refuses: its modes go with it,
		// not left as lines no ability implements (700.2)
		{"Test Charm", "Instant", "Choose one —\n• Test Charm deals 3 damage to target creature.\n• Tap all creatures target player controls.",
			[]string{"Choose one", "• Test Charm deals 3 damage", "• Tap all creatures target player"}},
	} {
		c, oc := FromOracle(&oracle.Card{Name: tc.name, ManaCost: "{1}", TypeLine: tc.typeLine, Power: "1", Toughness: "1", OracleText: tc.text})
		var phrases []string
		for _, l := range oc.Lines {
			if !l.Supported() {
				phrases = append(phrases, l.Phrase)
			}
		}
		if len(c.Unsupported) != len(tc.unsupported) || strings.Join(phrases, "|") != strings.Join(tc.unsupported, "|") {
			t.Errorf("%s: unsupported %v, phrases %q, want %q", tc.name, c.Unsupported, phrases, tc.unsupported)
		}
	}
}

// TestCharacteristics: what the data can't say of a card makes it unusable
// anywhere.
func TestCharacteristics(t *testing.T) {
	for _, tc := range []struct {
		card *oracle.Card
		what string
	}{
		{&oracle.Card{Name: "Dryad Arbor", TypeLine: "Land Creature — Forest Dryad", Power: "1", Toughness: "1"}, "color"},
		{&oracle.Card{Name: "Snow", ManaCost: "{1}{S}", TypeLine: "Creature — Elf", Power: "1", Toughness: "1"}, "mana_cost"},
		{&oracle.Card{Name: "Star", ManaCost: "{1}{G}", TypeLine: "Creature — Lhurgoyf", Power: "*", Toughness: "1+*"}, "power"},
		{&oracle.Card{Name: "A // B", Layout: "split", Faces: []*oracle.Card{
			{Name: "A", ManaCost: "{R}", TypeLine: "Instant", OracleText: "Draw a card."},
			{Name: "B", ManaCost: "{U}", TypeLine: "Instant", OracleText: "Draw a card."}}}, "split card"},
	} {
		c, _ := FromOracle(tc.card)
		if len(c.Unsupported) == 0 || !c.Unsupported[0].Characteristic || c.Unsupported[0].Oracle != tc.what {
			t.Errorf("%s: unsupported %+v, want the characteristic %s first", tc.card.Name, c.Unsupported, tc.what)
		}
	}
	if c, _ := FromOracle(&oracle.Card{Name: "Forest", TypeLine: "Basic Land — Forest", OracleText: "({T}: Add {G}.)"}); len(c.Unsupported) != 0 {
		t.Errorf("a basic land: %+v", c.Unsupported)
	}
	hybrid, _ := FromOracle(&oracle.Card{Name: "Hybrid", ManaCost: "{1}{G/W}{2/U}{B/P}", TypeLine: "Creature — Elf", Power: "1", Toughness: "1"})
	if len(hybrid.Unsupported) != 0 || hybrid.Def.ManaCost.ManaValue(0) != 5 {
		t.Errorf("a hybrid mana cost (107.4e, 107.4f, 202.3f): %+v, mana value %d", hybrid.Unsupported, hybrid.Def.ManaCost.ManaValue(0))
	}
}

// TestOracleTextLimit: an Oracle text over oracle.MaxOracleTextBytes is not
// compiled, whether it comes from reference data or a card file.
func TestOracleTextLimit(t *testing.T) {
	atLimit := strings.Repeat("Flying\n", oracle.MaxOracleTextBytes/7)
	over := atLimit + strings.Repeat("Flying\n", 2)
	for _, tc := range []struct {
		name string
		card *oracle.Card
		want string // the reason the card is unsupported, or "" for a compiled card
	}{
		{"at the limit", &oracle.Card{Name: "Bird", ManaCost: "{1}", TypeLine: "Creature — Bird", Power: "1", Toughness: "1", OracleText: atLimit}, ""},
		{"over the limit", &oracle.Card{Name: "Bird", ManaCost: "{1}", TypeLine: "Creature — Bird", Power: "1", Toughness: "1", OracleText: over},
			"Bird: the Oracle text is 8204 bytes, over the limit of 8192 bytes"},
		{"a face over the limit", &oracle.Card{Name: "A // B", TypeLine: "Instant // Instant", Faces: []*oracle.Card{
			{Name: "A", ManaCost: "{R}", TypeLine: "Instant", OracleText: "Draw a card."},
			{Name: "B", ManaCost: "{U}", TypeLine: "Instant", OracleText: over}}},
			"B: the Oracle text is 8204 bytes"},
	} {
		c, oc := FromOracle(tc.card)
		switch {
		case tc.want == "" && len(c.Unsupported) > 0:
			t.Errorf("%s: unsupported %+v", tc.name, c.Unsupported)
		case tc.want != "" && (len(c.Unsupported) != 1 || !strings.HasPrefix(c.Unsupported[0].Why, tc.want) || len(oc.Lines) != 0):
			t.Errorf("%s: unsupported %+v and %d lines, want only %q", tc.name, c.Unsupported, len(oc.Lines), tc.want)
		}
	}
}

// TestCardFileOracleTextLimit: a card file's oracle_text over the limit is
// one problem at the text, not one per line.
func TestCardFileOracleTextLimit(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       string // the problem, or "" for none
	}{
		{"at the limit", strings.Repeat("x", oracle.MaxOracleTextBytes), ""},
		{"over the limit", strings.Repeat("Flying\n", 100_000),
			"bird.yaml:6:14: the Oracle text is 700000 bytes, over the limit of 8192 bytes (rulecheck's limit: see docs/limits.md)"},
	} {
		file := "name: Test Bird\nmana_cost: \"{1}\"\ntype_line: Creature — Bird\npower: 1\ntoughness: 1\noracle_text: " + strconv.Quote(tc.text) +
			"\nabilities:\n  - {oracle: " + strconv.Quote(tc.text) + ", unsupported: a test}\n"
		_, diags := ParseFile("bird.yaml", []byte(file))
		if got := diags.Error(); tc.want == "" && len(diags) > 0 || tc.want != "" && (len(diags) != 1 || got != tc.want) {
			t.Errorf("%s: problems %v, want %q", tc.name, diags, tc.want)
		}
	}
}
