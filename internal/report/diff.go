package report

import "github.com/rulecheck/rulecheck/internal/textdiff"

// unifiedDiff renders a line diff of expected against actual with full
// context, under "--- expected" and "+++ actual" headers.
func unifiedDiff(expected, actual string) []string {
	return append([]string{"--- expected", "+++ actual"}, textdiff.Lines(expected, actual)...)
}
