package sim

import (
	"slices"
	"testing"
)

// "Becomes a 2/2 Bird artifact creature" replaces the creature types and
// keeps every other subtype (205.1b).
func TestSetCreatureTypes(t *testing.T) {
	for _, tc := range []struct {
		name     string
		subtypes []string
		set      []string
		want     []string
	}{
		{"no subtypes", nil, []string{"Bird"}, []string{"Bird"}},
		{"creature types replaced", []string{"Golem", "Construct"}, []string{"Bird"}, []string{"Bird"}},
		{"other subtypes kept", []string{"Equipment", "Golem"}, []string{"Spirit"}, []string{"Equipment", "Spirit"}},
		{"land types kept", []string{"Forest", "Elemental"}, []string{"Phyrexian", "Eye"}, []string{"Forest", "Phyrexian", "Eye"}},
	} {
		c := &Characteristics{Types: []string{"artifact", "creature"}, Subtypes: slices.Clone(tc.subtypes)}
		SetCreatureTypes{Types: tc.set}.apply(c, modContext{}, 0)
		if !slices.Equal(c.Subtypes, tc.want) {
			t.Errorf("%s: subtypes %v, want %v", tc.name, c.Subtypes, tc.want)
		}
	}
}
