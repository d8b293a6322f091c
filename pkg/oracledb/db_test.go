package oracledb

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/internal/refdata"
	"github.com/rulecheck/rulecheck/pkg/oracle"
)

func TestLookup(t *testing.T) {
	for _, tc := range []struct{ query, name string }{
		{"Serra Angel", "Serra Angel"},
		{"kharn the betrayer", "Khârn the Betrayer"},
		{"Lim-Dul the Necromancer", "Lim-Dûl the Necromancer"},
		{"Fire", "Fire // Ice"},
		{"Ice", "Fire // Ice"},
		{"fire // ice", "Fire // Ice"},
		{"Aang and La, Ocean's Fury", "Aang, Swift Savior"},
	} {
		c, ok, err := Lookup(tc.query)
		if err != nil || !ok {
			t.Fatalf("Lookup(%q) = %v, %v", tc.query, ok, err)
		}
		if c.Name != tc.name {
			t.Errorf("Lookup(%q) = %q, want %q", tc.query, c.Name, tc.name)
		}
	}
	if _, ok, err := Lookup("No Such Card Anywhere"); ok || err != nil {
		t.Errorf("Lookup of a missing card = %v, %v", ok, err)
	}
}

func TestEveryCardAndRulings(t *testing.T) {
	all, err := Cards()
	if err != nil {
		t.Fatal(err)
	}
	names, err := Names()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 30000 || len(names) < len(all) {
		t.Fatalf("%d cards, %d names", len(all), len(names))
	}
	for _, i := range []int{0, 127, 128, len(all) / 2, len(all) - 1} {
		c, ok, err := Lookup(all[i].Name)
		if err != nil || !ok || c.OracleText != all[i].OracleText {
			t.Errorf("card %d (%s): lookup disagrees with the full read", i, all[i].Name)
		}
	}
	rs, err := allRulings()
	if err != nil || len(rs) < 30000 {
		t.Fatalf("%d rulings, %v", len(rs), err)
	}
}

func BenchmarkLookupCold(b *testing.B) {
	for b.Loop() {
		Reset()
		for _, n := range []string{"Serra Angel", "Doom Blade", "Soul Warden", "Giant Growth", "Lightning Bolt"} {
			if _, ok, err := Lookup(n); !ok || err != nil {
				b.Fatal(n, err)
			}
		}
	}
}

func TestRulingsOf(t *testing.T) {
	all, err := allRulings()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, r := range all {
		if r.Card == "Sengir Vampire" || r.Card == "Khârn the Betrayer" {
			want[r.ID+"|"+r.Text] = true
		}
	}
	got, err := RulingsOf([]string{"sengir vampire", "Kharn the Betrayer", "No Such Card", "Sengir Vampire"})
	if err != nil || len(got) != len(want) || len(want) != 7 {
		t.Fatalf("%d rulings (%v), want %d", len(got), err, len(want))
	}
	for _, r := range got {
		if !want[r.ID+"|"+r.Text] {
			t.Errorf("ruling %s is not the full file's", r.ID)
		}
	}
}

// allRulings reads every built-in ruling at once, the baseline of
// RulingsOf.
func allRulings() ([]oracle.Ruling, error) {
	rs, err := rulingsDB()
	if err != nil {
		return nil, err
	}
	return oracle.ReadRulings(rs.all(), nil)
}

// TestStoresHoldTheReferenceData checks that the members, inflated in turn
// and one by one, are the reference files byte for byte, when they are
// beside the repository.
func TestStoresHoldTheReferenceData(t *testing.T) {
	for _, tc := range []struct {
		file string
		db   func() (*store, error)
	}{{"data/cards.jsonl", cardsDB}, {"data/rulings.jsonl", rulingsDB}} {
		path := refdata.Find(tc.file)
		if path == "" {
			t.Skipf("no shared/%s beside the repository", tc.file)
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		st, err := tc.db()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(st.all())
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: all members inflated are %d bytes (%v), want the file's %d", tc.file, len(got), err, len(want))
		}
		lines := strings.SplitAfter(string(want), "\n")
		for _, n := range []int{0, st.chunk - 1, st.chunk, len(lines) / 2, len(lines) - 2} {
			if line, err := st.line(n); err != nil || line+"\n" != lines[n] {
				t.Errorf("%s: line %d is %q (%v), want %q", tc.file, n, line, err, lines[n])
			}
		}
	}
}
