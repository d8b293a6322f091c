package cards

import (
	"fmt"
	"strings"
	"testing"
)

// TestParseFileRefusesWhatScenariosMayNotHold checks that card files are
// read under the rules of scenario files: no YAML tags, no control
// characters, raw or escaped.
func TestParseFileRefusesWhatScenariosMayNotHold(t *testing.T) {
	const card = "name: Test Wall\ntype_line: Creature — Wall\npower: 0\ntoughness: %s\n"
	tests := []struct {
		name, toughness, want string
	}{
		{"tag", "!!str 4", "wall.yaml:4:12: the YAML tag !!str is not part of"},
		{"raw control character", "4\x01", "wall.yaml:4:13: the control character U+0001"},
		{"escaped control character", `"4\0"`, "wall.yaml:4:12: a string may not hold the control character U+0000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs, diags := ParseFile("wall.yaml", fmt.Appendf(nil, card, tt.toughness))
			if len(cs) != 0 || len(diags) != 1 || !strings.HasPrefix(diags[0].Error(), tt.want) {
				t.Errorf("%d cards and %v, want none and %s", len(cs), diags, tt.want)
			}
		})
	}
}
