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
