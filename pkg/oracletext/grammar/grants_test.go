package grammar

import "testing"

// Lists of granted abilities are read only as English lists, each quoted
// ability before the end without its period or with the list's comma
// inside its marks.
func TestGrantsLists(t *testing.T) {
	for _, tc := range []struct {
		line  string
		items int // 0: not read as a list of grants
	}{
		{`Enchanted creature has haste and "{T}: Draw a card."`, 2},
		{`Equipped creature has "{T}: Draw a card" and "{1}: Draw a card."`, 2},
		{`Equipped creature has reach, "{2}, {T}: Tap target creature," and "{1}: Draw a card."`, 3},
		{`Equipped creature has reach, trample, and "{1}: Draw a card."`, 3},
		{`Equipped creature has reach and trample.`, 0},                                    // no quoted ability: "has"
		{`Equipped creature has flying and "{T}: Draw a card" and "{1}: Draw a card."`, 0}, // A and B and C
		{`Equipped creature has "{T}: Draw a card," and "{1}: Draw a card."`, 0},           // a comma in a list of two
	} {
		a, bad := Parse(tc.line, false)
		n := 0
		if bad == nil && a.Kind == Static {
			for _, v := range a.Static.Args {
				if g, ok := v.(Grants); ok {
					n = len(g.Items)
				}
			}
		}
		if n != tc.items {
			t.Errorf("%s: %d items granted, want %d", tc.line, n, tc.items)
		}
	}
}
