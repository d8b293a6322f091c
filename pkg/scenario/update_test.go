package scenario

import (
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/internal/source"
)

func TestUpdate(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		line   int
		col    int
		actual string
		want   string // "" when the mismatch is skipped
	}{
		{"plain in a flow map", "a: {tapped: true, sick: false}\n", 1, 13, "false", "a: {tapped: false, sick: false}\n"},
		{"plain with a comment", "life: 3   # note\n", 1, 7, "20", "life: 20   # note\n"},
		{"quoted mana", "mana: \"{U}\" # x\n", 1, 7, `"{G}"`, "mana: \"{G}\" # x\n"},
		{"single quoted", "mana: '{U}'\n", 1, 7, `"{G}"`, "mana: \"{G}\"\n"},
		{"flow list", "hand: [Forest, \"Island\"]  # c\n", 1, 7, "[Mountain]", "hand: [Mountain]  # c\n"},
		{"nested flow list", "x: {hand: [A, B], life: 2}\n", 1, 11, "[]", "x: {hand: [], life: 2}\n"},
		{"last in a flow map", "x: {life: 2}\n", 1, 11, "5", "x: {life: 5}\n"},
		{"a string that needs quotes", "zone: hand\n", 1, 7, "a: b", "zone: \"a: b\"\n"},
		{"after non-ASCII", "Khârn: {life: 2}\n", 1, 15, "5", "Khârn: {life: 5}\n"},
		{"a block list", "hand:\n  - Forest\n", 2, 3, "[Island]", ""},
		{"nothing there", "life: 3\n", 1, 2, "4", ""},
		{"a missing entry", "stack: [A]\n", 1, 9, "(nothing)", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Mismatch{Path: "x", Expected: "?", Actual: tt.actual, Pos: source.Pos{File: "f", Line: tt.line, Col: tt.col}}
			out, changes, skips, err := Update([]byte(tt.in), []Mismatch{m})
			if err != nil {
				t.Fatal(err)
			}
			if tt.want == "" {
				if len(changes) != 0 || len(skips) != 1 || string(out) != tt.in {
					t.Errorf("want a skip and no change; got %q, %v, %v", out, changes, skips)
				}
				return
			}
			if string(out) != tt.want || len(changes) != 1 {
				t.Errorf("Update = %q (%v), want %q", out, changes, tt.want)
			}
		})
	}
}

func TestUpdateKeepsEverythingElse(t *testing.T) {
	in := "# head\nname: x   # trailing\nexpect:\n  Ana: {life: 3, mana: \"{U}\"}\n\n---\nname: y\n"
	ms := []Mismatch{
		{Path: "Ana.mana", Actual: `"{G}"`, Pos: source.Pos{Line: 4, Col: 24}},
		{Path: "Ana.life", Actual: "20", Pos: source.Pos{Line: 4, Col: 15}},
	}
	out, changes, _, err := Update([]byte(in), ms)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(in, `{life: 3, mana: "{U}"}`, `{life: 20, mana: "{G}"}`, 1)
	if string(out) != want || len(changes) != 2 || changes[0].Path != "Ana.life" {
		t.Errorf("Update =\n%s\nwant\n%s\nchanges %v", out, want, changes)
	}
}

// TestUpdateRefusesUTF16: positions are counted in decoded text, so a
// UTF-16 file is refused rather than damaged.
func TestUpdateRefusesUTF16(t *testing.T) {
	in := []byte{0xFF, 0xFE, 'l', 0, 'i', 0, 'f', 0, 'e', 0, ':', 0, ' ', 0, '3', 0, '\n', 0}
	m := Mismatch{Path: "life", Expected: "3", Actual: "20", Pos: source.Pos{File: "f", Line: 1, Col: 7}}
	out, _, _, err := Update(in, []Mismatch{m})
	if err == nil || out != nil {
		t.Errorf("Update of UTF-16 = %q, %v; want an error", out, err)
	}
}
