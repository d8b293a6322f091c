package names

import (
	"slices"
	"strings"
	"testing"
)

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Khârn the Betrayer", "kharn the betrayer"},
		{"  LLANOWAR   Élves ", "llanowar elves"},
		{"Æther Vial", "aether vial"},
		{"Urza’s Tower", "urza's tower"},
		{"forest", "forest"},
		{"\tÆ  b\x00 ", "ae b\x00"},
		{" a \u00a0 Ł", "a l"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Fold(tt.in); got != tt.want {
			t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNearest(t *testing.T) {
	long := strings.Repeat("Forest ", 30_000) // 210 KB: no suggestion, and no quadratic distance
	candidates := []string{"Forest", "Island", "Llanowar Elves", "Lightning Bolt", long + "x"}
	tests := []struct {
		in   string
		want []string
	}{
		{"Forrest", []string{"Forest"}},
		{"Llanowr Elves", []string{"Llanowar Elves"}},
		{"Giant Growth", []string{}},
		{long, nil},
		{"Forest Forest", nil},
	}
	for _, tt := range tests {
		if got := Nearest(tt.in, candidates); !slices.Equal(got, tt.want) {
			t.Errorf("Nearest(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestEqual checks Equal against Fold on every pair of tricky names, and
// that comparing names allocates nothing.
func TestEqual(t *testing.T) {
	cases := []string{"", " ", "a", "A", "a ", " a", "a  b", "a b", "A\tB", "æ", "ae", "Æther", "aether", "æb", "aeb",
		"Khârn", "kharn", "Urza’s", "urza's", "ß", "ss", "s", "\x00", " \x00", "Forest", "forest", "forests"}
	for _, a := range cases {
		for _, b := range cases {
			if got, want := Equal(a, b), Fold(a) == Fold(b); got != want {
				t.Errorf("Equal(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
	if n := testing.AllocsPerRun(100, func() { Equal("Llanowar  Élves", "llanowar elves") }); n != 0 {
		t.Errorf("Equal allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { Fold("llanowar elves") }); n != 0 {
		t.Errorf("Fold of a folded name allocates %v times", n)
	}
}

// TestFoldASCIIIsFolders checks the ASCII fast path of Fold against the
// folder every other name goes through, on every string of up to five
// characters from an alphabet of the cases that matter.
func TestFoldASCIIIsFolders(t *testing.T) {
	alphabet := []byte{'a', 'Z', ' ', '\t', '\n', '\v', '\f', '\r', '\'', '-', '0', 0}
	var walk func(s []byte)
	walk = func(s []byte) {
		var b strings.Builder
		f := folder{rest: string(s)}
		for r, ok := f.next(); ok; r, ok = f.next() {
			b.WriteRune(r)
		}
		if got := Fold(string(s)); got != b.String() {
			t.Fatalf("Fold(%q) = %q, the folder gives %q", s, got, b.String())
		}
		if len(s) == 5 {
			return
		}
		for _, c := range alphabet {
			walk(append(s, c))
		}
	}
	walk(nil)
}
