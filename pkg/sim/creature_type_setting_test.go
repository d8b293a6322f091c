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

// "Is a Frog creature" sets the card types: the other card types and their
// subtypes are lost (205.1a).
func TestSetCardTypes(t *testing.T) {
	for _, tc := range []struct {
		name            string
		types, subtypes []string
		wantTypes       []string
		wantSubtypes    []string
	}{
		{"artifact creature", []string{"artifact", "creature"}, []string{"Equipment", "Golem"}, []string{"creature"}, []string{"Golem"}},
		{"land creature", []string{"land", "creature"}, []string{"Forest", "Dryad"}, []string{"creature"}, []string{"Dryad"}},
		{"creature", []string{"creature"}, []string{"Angel"}, []string{"creature"}, []string{"Angel"}},
	} {
		c := &Characteristics{Types: slices.Clone(tc.types), Subtypes: slices.Clone(tc.subtypes)}
		SetCardTypes{Types: []string{"creature"}}.apply(c, modContext{}, 0)
		if !slices.Equal(c.Types, tc.wantTypes) || !slices.Equal(c.Subtypes, tc.wantSubtypes) {
			t.Errorf("%s: %v %v, want %v %v", tc.name, c.Types, c.Subtypes, tc.wantTypes, tc.wantSubtypes)
		}
	}
}
