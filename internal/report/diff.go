package report

import (
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// unifiedDiff renders a line diff of expected against actual with full
// context: each line prefixed by " ", "-" (expected only) or "+" (actual
// only). DiffTimeout is 0 so the diff is the same on every machine.
func unifiedDiff(expected, actual string) []string {
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0
	a, b, lines := dmp.DiffLinesToChars(expected, actual)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(a, b, false), lines)
	out := []string{"--- expected", "+++ actual"}
	for _, d := range diffs {
		prefix := " "
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			prefix = "-"
		case diffmatchpatch.DiffInsert:
			prefix = "+"
		}
		for line := range strings.SplitSeq(strings.TrimSuffix(d.Text, "\n"), "\n") {
			out = append(out, prefix+line)
		}
	}
	return out
}
