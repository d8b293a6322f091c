package sim

import (
	"slices"
	"testing"
)

// TestCopyValues checks the values a copy gets (707.2) with each kind of
// exception (707.9b), and the characteristic-defining abilities an
// exception that gives specific values leaves out (707.9d).
func TestCopyValues(t *testing.T) {
	ptCDA := &Ability{Kind: StaticAbility, Text: "Its power and toughness are each equal to its mana value.",
		Static: ContinuousStatic{Affected: Filter{Self: true}, Mods: []Modification{SetBasePTToManaValue{}}, CDA: true}}
	original := &CardDef{Name: "Test Shapeling", ManaCost: ManaCost{Generic: 3, Specific: Mana{Green: 1}},
		Supertypes: []string{"legendary"}, Types: []string{"creature"}, Subtypes: []string{"Elf", "Druid"},
		Keywords: []string{"changeling", "devoid"}, Abilities: []*Ability{ptCDA}, HasPT: true}
	tests := []struct {
		name   string
		except []Modification
		check  func(c *Characteristics) bool
	}{
		{"nothing but the copiable values (707.2)", nil, func(c *Characteristics) bool {
			return c.Name == "Test Shapeling" && c.HasSupertype("legendary") && len(c.Abilities) == 1 && len(c.Keywords) == 2
		}},
		{"it isn't legendary (707.9b)", []Modification{NotLegendary{}}, func(c *Characteristics) bool {
			return !c.HasSupertype("legendary")
		}},
		{"an artifact in addition keeps changeling (707.9d)", []Modification{AddTypes{Types: []string{"artifact"}}}, func(c *Characteristics) bool {
			return c.HasType("artifact") && c.HasType("creature") && slices.Contains(c.Keywords, "changeling")
		}},
		{"7/7 leaves out the power and toughness ability (707.9d)", []Modification{SetBasePT{7, 7}}, func(c *Characteristics) bool {
			return c.Power == 7 && c.Toughness == 7 && len(c.Abilities) == 0
		}},
		{"a green Frog leaves out devoid and changeling (707.9d, 205.1a)", []Modification{SetColors{ColorSet(Green)}, SetCreatureTypes{[]string{"Frog"}}},
			func(c *Characteristics) bool {
				return c.Colors == ColorSet(Green) && slices.Equal(c.Subtypes, []string{"Frog"}) && len(c.Keywords) == 0
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame([]string{"Ana", "Ben"}, nil)
			id := g.Place(original, Placement{})
			if err := g.Start(); err != nil {
				t.Fatal(err)
			}
			if c := g.copyValues(id, tt.except); !tt.check(c) {
				t.Errorf("copy values: %+v", c)
			}
			if c := g.CopiableValues(id); c.Power != 0 || len(c.Abilities) != 1 {
				t.Errorf("the original's copiable values changed: %+v", c)
			}
		})
	}
}
