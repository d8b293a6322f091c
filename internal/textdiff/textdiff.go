// Package textdiff is the one line-diff of rulecheck, over sergi/go-diff
// with DiffTimeout 0 so that a diff is the same on every machine.
package textdiff

import (
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// MaxAlignedLines bounds the lines a diff aligns. The diff's time grows
// with the lines of the texts times the lines that differ, so two long texts
// that differ throughout could take minutes; past this bound Lines keeps
// the common first and last lines and shows everything between as removed,
// then added: still a true diff, in linear time, only not the shortest.
const MaxAlignedLines = 5000

// Lines diffs a against b line by line, with full context: each line of
// the result is prefixed by " " (both), "-" (a only) or "+" (b only).
func Lines(a, b string) []string {
	if strings.Count(a, "\n")+strings.Count(b, "\n") > MaxAlignedLines {
		return unalignedLines(a, b)
	}
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

// unalignedLines is the linear diff of Lines for long texts: the common
// leading and trailing lines, with all the lines between them removed from
// a and added from b.
func unalignedLines(a, b string) []string {
	al := strings.Split(strings.TrimSuffix(a, "\n"), "\n")
	bl := strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	head := 0
	for head < len(al) && head < len(bl) && al[head] == bl[head] {
		head++
	}
	tail := 0
	for tail < len(al)-head && tail < len(bl)-head && al[len(al)-1-tail] == bl[len(bl)-1-tail] {
		tail++
	}
	out := make([]string, 0, len(al)+len(bl)-head-tail)
	for _, l := range al[:head] {
		out = append(out, " "+l)
	}
	for _, l := range al[head : len(al)-tail] {
		out = append(out, "-"+l)
	}
	for _, l := range bl[head : len(bl)-tail] {
		out = append(out, "+"+l)
	}
	for _, l := range al[len(al)-tail:] {
		out = append(out, " "+l)
	}
	return out
}

// New is a differ with no time limit, for diffs that must be stable.
func New() *diffmatchpatch.DiffMatchPatch {
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0
	return dmp
}
