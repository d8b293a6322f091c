package oracledb

import (
	"bytes"
	"io"
	"maps"
	"os"
	"slices"
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
	names := Names()
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

// BenchmarkLookup looks up five cards: each lookup inflates its card, as
// nothing inflated is kept.
func BenchmarkLookup(b *testing.B) {
	for b.Loop() {
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
	return oracle.ReadRulings(rulingsDB.all(), nil)
}

// TestStoresHoldTheReferenceData checks that the members, inflated in turn
// and one by one from the index, are the reference files byte for byte, when
// they are beside the repository.
func TestStoresHoldTheReferenceData(t *testing.T) {
	for _, tc := range []struct {
		file string
		st   *store
	}{{"data/cards.jsonl", cardsDB}, {"data/rulings.jsonl", rulingsDB}} {
		path := refdata.Find(tc.file)
		if path == "" {
			t.Skipf("no shared/%s beside the repository", tc.file)
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(tc.st.all())
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: all members inflated are %d bytes (%v), want the file's %d", tc.file, len(got), err, len(want))
		}
		// Each member, in the order of the data, is the next lines of the
		// file, and the members together are all of it.
		members := map[int]bool{}
		for e := range strings.SplitSeq(tc.st.entries, "\n") {
			key, _, _ := strings.Cut(e, "\t")
			m, found, err := tc.st.find(key)
			if err != nil || !found {
				t.Fatalf("%s: entry %q is not found (%v)", tc.file, e, err)
			}
			members[m] = true
		}
		rest := string(want)
		for _, m := range slices.Sorted(maps.Keys(members)) {
			text, err := tc.st.member(m)
			if err != nil || text == "" || !strings.HasPrefix(rest, text) {
				t.Fatalf("%s: the member at byte %d is %.80q (%v), want the start of %.80q", tc.file, m, text, err, rest)
			}
			rest = rest[len(text):]
		}
		if rest != "" {
			t.Errorf("%s: %d bytes of the file are in no member an entry names", tc.file, len(rest))
		}
	}
}

// TestMalformedIndex checks that an entry naming no member is an error, not
// a panic.
func TestMalformedIndex(t *testing.T) {
	for _, entries := range []string{"x\tten\tX", "x\t-1\tX", "x\t999999\tX", "x\t"} {
		st := &store{data: cardsData[:100], dict: cardsDict, entries: entries}
		if _, found, err := st.find("x"); err == nil || found {
			t.Errorf("entries %q: found %v, error %v; want an error", entries, found, err)
		}
	}
}
