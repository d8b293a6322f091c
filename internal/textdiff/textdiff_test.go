package textdiff

import (
	"fmt"
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	tests := []struct {
		name, a, b string
		want       []string
	}{
		{"same", "x\ny\n", "x\ny\n", []string{" x", " y"}},
		{"one changed", "x\ny\nz\n", "x\nY\nz\n", []string{" x", "-y", "+Y", " z"}},
		{"added at the end", "x\n", "x\ny\n", []string{" x", "+y"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Lines(tt.a, tt.b); strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("Lines = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestLinesLongTexts checks the bound of MaxAlignedLines: two long texts
// that differ throughout keep their common first and last lines and show
// the rest as removed, then added, instead of an alignment whose time
// grows with the product of their lengths.
func TestLinesLongTexts(t *testing.T) {
	var a, b []string
	for i := range MaxAlignedLines {
		a = append(a, fmt.Sprintf("a%d", i*7%1009))
		b = append(b, fmt.Sprintf("b%d", i*13%1013))
	}
	text := func(middle []string) string {
		return "same first\n" + strings.Join(middle, "\n") + "\nsame last\n"
	}
	got := Lines(text(a), text(b))
	if len(got) != 2*MaxAlignedLines+2 {
		t.Fatalf("%d lines, want %d", len(got), 2*MaxAlignedLines+2)
	}
	if got[0] != " same first" || got[1] != "-"+a[0] || got[MaxAlignedLines+1] != "+"+b[0] || got[len(got)-1] != " same last" {
		t.Errorf("diff starts %q, %q, its additions start %q, it ends %q", got[0], got[1], got[MaxAlignedLines+1], got[len(got)-1])
	}
}
