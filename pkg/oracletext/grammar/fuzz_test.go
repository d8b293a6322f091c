package grammar

import "testing"

// FuzzParse: any line is read or refused with a phrase inside it, never a
// panic; a line that is read prints back exactly.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"Flying, vigilance", "{T}: Add {G}.", "When ~ enters, draw a card.", "~ deals 3 damage to any target.",
		"Enchanted creature gets +2/+2.", "Creatures you control get +1/+1 and have trample.", "Choose one —", "• Destroy target artifact.",
		"Equip {2}", "Flying, protection from red", "{1}, {T}, Sacrifice a creature: Draw two cards. Activate only as a sorcery.",
		"Destroy another target nonblack creature an opponent controls.", "Ward {2}", "Target creature gets +1/+1 and gains flying and haste until end of turn."} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, line string, spell bool) {
		a, bad := Parse(line, spell)
		if bad != nil {
			if bad.Offset < 0 || bad.Offset > len(line) || bad.Phrase == "" {
				t.Fatalf("%q: bad unreadable %+v", line, bad)
			}
			return
		}
		if got := a.Print(); got != line {
			t.Fatalf("%q printed %q", line, got)
		}
	})
}
