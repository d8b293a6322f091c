package cards

import (
	"strings"
	"testing"
)

func TestBuiltinLibraryCompiles(t *testing.T) {
	lib, err := Builtin()
	if err != nil {
		t.Fatalf("the embedded card library is broken:\n%v", err)
	}
	if len(lib.Names()) < 17 {
		t.Fatalf("library has %d cards, want the 17 first cards", len(lib.Names()))
	}
}

// TestCardFilesSayWhyTheyAreKept: every real card compiles from its Oracle
// text, so a card file is an override that says on its first line why it
// is kept (its text does not compile yet).
func TestCardFilesSayWhyTheyAreKept(t *testing.T) {
	entries, err := libraryFS.ReadDir("library")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := libraryFS.ReadFile("library/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(data), "# Kept as a card file: ") {
			t.Errorf("library/%s: the first line must say why the file is kept: # Kept as a card file: ...", e.Name())
		}
	}
}
