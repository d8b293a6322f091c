package coverage

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// TestUnknownIsBuilds checks that Unknown finds exactly the unknown
// covers: entries of Build, with the same suggestions, with and without
// rulings, whether all are known or not.
func TestUnknownIsBuilds(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "oracle", "rulings.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rulings, err := oracle.ReadRulings(f, nil)
	if err != nil {
		t.Fatal(err)
	}
	library := []string{"Pili-Pala", "Forest"}
	for _, tc := range []struct {
		name   string
		covers []string
	}{
		{"none", nil},
		{"seeds", []string{"CR-107.5", "cr-107.6", "KB-2"}},
		{"official IDs", []string{"kharn the betrayer@2022-09-19#3", "Pili-Pala@2008-05-01#2"}},
		{"a library card's ruling", []string{"Forest@2001-01-01#1"}},
		{"a seed card's ruling", []string{"Khârn the Betrayer@2001-01-01#9"}},
		{"an unknown seed", []string{"CR-107.5", "CR-170.5"}},
		{"an unknown card", []string{"Kharn the Betrayr@2022-09-19#1"}},
		{"an unknown ruling of a known card", []string{"Pili-Pala@1999-01-01#7"}},
		{"nonsense", []string{"whatever", "@#", "x@y#z"}},
	} {
		for _, rs := range [][]oracle.Ruling{nil, rulings} {
			in := Input{Library: library, Rulings: rs, Scenarios: []*scenario.Scenario{{ID: "a.yaml::one", Covers: tc.covers}}}
			rep, err := Build(in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Unknown(in)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, rep.Unknown) {
				t.Errorf("%s (rulings: %v): Unknown = %+v, Build's = %+v", tc.name, rs != nil, got, rep.Unknown)
			}
		}
	}
}
