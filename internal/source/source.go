// Package source reads YAML documents into typed values while keeping the
// file:line:col of every value, and collects positioned diagnostics, all of
// a file's at once, instead of stopping at the first.
package source

import (
	"fmt"
	"slices"
	"strings"
)

// Pos is a place in a file, 1-based.
type Pos struct {
	File      string
	Line, Col int
}

// String renders "file:line:col".
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Diagnostic is one problem at one place.
type Diagnostic struct {
	Pos Pos
	Msg string
}

// Error renders "file:line:col: message".
func (d Diagnostic) Error() string { return d.Pos.String() + ": " + d.Msg }

// Diagnostics is a list of problems; as an error it renders one per line,
// in file order.
type Diagnostics []Diagnostic

// Error renders every diagnostic, one per line.
func (ds Diagnostics) Error() string {
	lines := make([]string, len(ds))
	for i, d := range ds {
		lines[i] = d.Error()
	}
	return strings.Join(lines, "\n")
}

// Sort orders the diagnostics by file, line and column, keeping the order of
// those at the same place.
func (ds Diagnostics) Sort() {
	slices.SortStableFunc(ds, func(a, b Diagnostic) int {
		if c := strings.Compare(a.Pos.File, b.Pos.File); c != 0 {
			return c
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line - b.Pos.Line
		}
		return a.Pos.Col - b.Pos.Col
	})
}

// Err returns ds as an error, or nil when empty.
func (ds Diagnostics) Err() error {
	if len(ds) == 0 {
		return nil
	}
	return ds
}
