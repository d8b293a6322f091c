package sim

import "testing"

func TestGrantableKeyword(t *testing.T) {
	for _, tc := range []struct {
		k  string
		ok bool
	}{
		{"flying", true},
		{"fear", true},
		{"changeling", false}, // a granted changeling is no CDA (604.3a)
		{"devoid", false},
	} {
		if err := GrantableKeyword(tc.k); (err == nil) != tc.ok {
			t.Errorf("GrantableKeyword(%q) = %v, want ok %v", tc.k, err, tc.ok)
		}
	}
}

func TestCreatureTypesSortedAndUnique(t *testing.T) {
	for i := 1; i < len(CreatureTypes); i++ {
		if CreatureTypes[i-1] >= CreatureTypes[i] {
			t.Errorf("CreatureTypes: %q before %q", CreatureTypes[i-1], CreatureTypes[i])
		}
	}
}
