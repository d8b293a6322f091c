package normalize

import "testing"

func TestLines(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", []string{"~ deals 3 damage to any target."}},
		{"Serra Angel", "Flying\nVigilance (Attacking doesn't cause this creature to tap.)", []string{"Flying", "Vigilance"}},
		{"Aang, Swift Savior", "When Aang enters, draw a card.", []string{"When ~ enters, draw a card."}},
		{"Grizzly Bears", "This creature enters tapped.", []string{"~ enters tapped."}},
		{"Forest", "({T}: Add {G}.)", []string{"({T}: Add {G}.)"}},
		// In a granted ability the card's name is the card, not the object
		// that has the ability (201.5a): only "this creature" becomes ~.
		{"Spare Dagger", `Equipped creature has "Whenever this creature attacks, you may sacrifice Spare Dagger."`,
			[]string{`Equipped creature has "Whenever ~ attacks, you may sacrifice Spare Dagger."`}},
		// "this token" in a token's quoted ability is the token (111.3)
		{"Nest Invader", `When this creature enters, create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add {C}."`,
			[]string{`When ~ enters, create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice ~: Add {C}."`}},
		{"Fog", "Prevent all combat damage that would be dealt this turn.\nFoggy bottom", []string{"Prevent all combat damage that would be dealt this turn.", "Foggy bottom"}},
	} {
		got := Lines(tc.name, tc.text)
		if len(got) != len(tc.want) {
			t.Fatalf("%s: %d lines, want %d", tc.name, len(got), len(tc.want))
		}
		for i := range got {
			if got[i].Norm != tc.want[i] {
				t.Errorf("%s line %d: %q, want %q", tc.name, i, got[i].Norm, tc.want[i])
			}
		}
	}
}

func TestCol(t *testing.T) {
	l := Lines("Khârn the Betrayer", "Khârn the Betrayer deals 3 damage (ouch) to any target.")[0]
	if l.Norm != "~ deals 3 damage to any target." {
		t.Fatalf("norm %q", l.Norm)
	}
	for _, tc := range []struct{ norm, col int }{{0, 1}, {2, 20}, {17, 42}} {
		if got := l.Col(tc.norm); got != tc.col {
			t.Errorf("Col(%d) = %d, want %d (%q)", tc.norm, got, tc.col, l.Norm[tc.norm:])
		}
	}
}

func TestLabel(t *testing.T) {
	l := Lines("Khârn the Betrayer", "Berzerker — Khârn the Betrayer attacks or blocks each combat if able.")[0]
	if l.Label != "Berzerker" || l.Norm != "~ attacks or blocks each combat if able." || l.Col(0) != 13 {
		t.Errorf("label %q norm %q col %d", l.Label, l.Norm, l.Col(0))
	}
	if l := Lines("X", "Choose one —")[0]; l.Label != "" {
		t.Errorf("a modal header has no label: %q", l.Label)
	}
}
