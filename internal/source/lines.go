package source

import "strings"

// Written is the line of a file at pos as written, trimmed and without a
// YAML list dash, to show an action as its author wrote it; "" when lines
// has no such line.
func Written(lines []string, pos Pos) string {
	if pos.Line < 1 || pos.Line > len(lines) {
		return ""
	}
	line := strings.TrimSpace(lines[pos.Line-1])
	return strings.TrimSpace(strings.TrimPrefix(line, "-"))
}
