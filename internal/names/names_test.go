package names

import (
	"reflect"
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
	candidates := []string{"Forest", "Island", "Llanowar Elves", "Lightning Bolt"}
	tests := []struct {
		in   string
		want []string
	}{
		{"Forrest", []string{"Forest"}},
		{"Llanowr Elves", []string{"Llanowar Elves"}},
		{"Giant Growth", []string{}},
	}
	for _, tt := range tests {
		if got := Nearest(tt.in, candidates); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Nearest(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
