package sim

import "testing"

// TestSharesCreatureType: only creature types count (205.3m), and only on
// creature and kindred cards.
func TestSharesCreatureType(t *testing.T) {
	for _, tc := range []struct {
		name   string
		a, b   Characteristics
		shares bool
	}{
		{"Elf Warrior and Elf Druid", Characteristics{Types: []string{"creature"}, Subtypes: []string{"Elf", "Warrior"}},
			Characteristics{Types: []string{"creature"}, Subtypes: []string{"Elf", "Druid"}}, true},
		{"Giant Wizard and Elf Druid", Characteristics{Types: []string{"creature"}, Subtypes: []string{"Giant", "Wizard"}},
			Characteristics{Types: []string{"creature"}, Subtypes: []string{"Elf", "Druid"}}, false},
		{"a land type is no creature type", Characteristics{Types: []string{"land", "creature"}, Subtypes: []string{"Forest", "Dryad"}},
			Characteristics{Types: []string{"creature"}, Subtypes: []string{"Forest", "Treefolk"}}, false},
		{"a kindred instant", Characteristics{Types: []string{"kindred", "instant"}, Subtypes: []string{"Goblin"}},
			Characteristics{Types: []string{"creature"}, Subtypes: []string{"Goblin", "Rogue"}}, true},
		{"a noncreature card has none", Characteristics{Types: []string{"enchantment"}, Subtypes: []string{"Elf"}},
			Characteristics{Types: []string{"creature"}, Subtypes: []string{"Elf"}}, false},
	} {
		if got := sharesCreatureType(&tc.a, &tc.b); got != tc.shares {
			t.Errorf("%s: shares %v, want %v", tc.name, got, tc.shares)
		}
	}
}
