package sim

import (
	"runtime"
	"testing"
)

// TestPlacingOneNameIsLinear places boards of many objects of one name and
// compares the memory placing them allocates: four times the objects may
// cost about four times the memory, not sixteen (registering each object
// under its name once copied the list of all the others). Allocated bytes
// are counted, not time, so the machine's load does not matter.
func TestPlacingOneNameIsLinear(t *testing.T) {
	allocated := func(n int) uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		g := NewGame([]string{"Ana", "Ben"}, nil)
		for range n {
			g.Place(testForest, Placement{Zone: Library})
		}
		runtime.ReadMemStats(&after)
		if got := g.Label(ObjectID(n)); got != OrdinalLabel(testForest.Name, n) {
			t.Fatalf("the last object is labelled %q", got)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := allocated(5_000), allocated(20_000)
	if ratio := float64(large) / float64(small); ratio > 6 {
		t.Errorf("placing 20,000 objects of one name allocates %.1fx what 5,000 do (%d bytes against %d): it grows faster than the board", ratio, large, small)
	}
}
