// Package textdiff is the one line-diff of rulecheck, over sergi/go-diff
// with DiffTimeout 0 so that a diff is the same on every machine.
package textdiff

import (
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// Lines diffs a against b line by line, with full context: each line of
// the result is prefixed by " " (both), "-" (a only) or "+" (b only).
func Lines(a, b string) []string {
	dmp := New()
	ac, bc, lines := dmp.DiffLinesToChars(a, b)
	var out []string
	for _, d := range dmp.DiffCharsToLines(dmp.DiffMain(ac, bc, false), lines) {
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

// New is a differ with no time limit, for diffs that must be stable.
func New() *diffmatchpatch.DiffMatchPatch {
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0
	return dmp
}
