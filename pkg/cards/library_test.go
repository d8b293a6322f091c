package cards

import "testing"

func TestBuiltinLibraryCompiles(t *testing.T) {
	lib, err := Builtin()
	if err != nil {
		t.Fatalf("the embedded card library is broken:\n%v", err)
	}
	if len(lib.Names()) < 17 {
		t.Fatalf("library has %d cards, want the 17 first cards", len(lib.Names()))
	}
}
