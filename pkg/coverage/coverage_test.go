package coverage

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/internal/refdata"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// TestSeedsMatchDesignNotes checks that seeds.yaml has every ID of the seed
// catalogue, in order, when the design notes are present.
func TestSeedsMatchDesignNotes(t *testing.T) {
	seeds, err := Seeds()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range seeds {
		got = append(got, s.ID)
		if s.Text == "" {
			t.Errorf("%s has no text", s.ID)
		}
	}
	path := refdata.Find("docs/seed-rulings.md")
	if path == "" {
		t.Skip("no shared/docs/seed-rulings.md beside the repository")
	}
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range regexp.MustCompile(`(?m)^\| ((?:CR-[0-9.a-z]+)|(?:[A-Z]+-[0-9]+)) \|`).FindAllStringSubmatch(string(doc), -1) {
		want = append(want, m[1])
	}
	if !slices.Equal(got, want) {
		t.Errorf("seeds.yaml IDs\n%v\nwant those of %s\n%v", got, path, want)
	}
}

func TestBuild(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "oracle", "rulings.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rulings, err := oracle.ReadRulings(f, nil)
	if err != nil {
		t.Fatal(err)
	}
	scenarios := []*scenario.Scenario{
		{ID: "a.yaml::one", Covers: []string{"CR-107.5", "cr-107.6"}},
		{ID: "b.yaml::two", Covers: []string{"kharn the betrayer@2022-09-19#3", "Pili-Pala@2008-05-01#2", "KB-9", "Forest@2001-01-01#1"}},
		{ID: "c.yaml::three", Covers: []string{"KB-2", "CR-107.5"}},
	}
	rep, err := Build(Input{Library: []string{"Pili-Pala", "Forest"}, Rulings: rulings, Scenarios: scenarios})
	if err != nil {
		t.Fatal(err)
	}
	var groups []string
	for _, g := range rep.Groups {
		groups = append(groups, g.Card)
	}
	if want := []string{"", "Captivating Glance", "Forest", "Khârn the Betrayer", "Might Makes Right", "Pili-Pala"}; !slices.Equal(groups, want) {
		t.Errorf("groups %q, want %q", groups, want)
	}
	tests := []struct {
		card, id  string
		coveredBy []string
	}{
		{"", "CR-107.5", []string{"a.yaml::one", "c.yaml::three"}},
		{"", "CR-107.6", []string{"a.yaml::one"}},
		{"", "CR-106.5", nil},
		{"Khârn the Betrayer", "KB-2", []string{"c.yaml::three", "b.yaml::two"}},
		{"Khârn the Betrayer", "KB-1", nil},
		{"Pili-Pala", "Pili-Pala@2008-05-01#2", []string{"b.yaml::two"}},
		{"Pili-Pala", "Pili-Pala@2008-05-01#1", nil},
	}
	for _, tt := range tests {
		e := find(rep, tt.card, tt.id)
		if e == nil {
			t.Errorf("no entry %s in group %q", tt.id, tt.card)
			continue
		}
		if !slices.Equal(e.CoveredBy, tt.coveredBy) {
			t.Errorf("%s covered by %q, want %q", tt.id, e.CoveredBy, tt.coveredBy)
		}
	}
	if e := find(rep, "Khârn the Betrayer", "Khârn the Betrayer@2022-09-19#3"); e != nil {
		t.Error("an official ruling a seed stands for is listed twice")
	}
	var unknown []string
	for _, u := range rep.Unknown {
		unknown = append(unknown, u.ID+u.Suggestion)
	}
	if want := []string{`KB-9 (did you mean "KB-1" or "KB-2" or "KB-3"?)`, "Forest@2001-01-01#1"}; !slices.Equal(unknown, want) {
		t.Errorf("unknown covers %q, want %q", unknown, want)
	}
	if rep.Total != 23+4 || rep.Covered != 4 || rep.Uncovered != rep.Total-4 {
		t.Errorf("totals %d/%d/%d", rep.Total, rep.Covered, rep.Uncovered)
	}
	if g := rep.Group("pili-pala"); g == nil || !g.InLibrary {
		t.Errorf("Group(pili-pala) = %+v", g)
	}
}

func find(rep *Report, card, id string) *Entry {
	for _, g := range rep.Groups {
		if g.Card != card {
			continue
		}
		for i := range g.Rulings {
			if strings.EqualFold(g.Rulings[i].ID, id) {
				return &g.Rulings[i]
			}
		}
	}
	return nil
}
