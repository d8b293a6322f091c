package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Change is one expected value rewritten by Update.
type Change struct {
	Line, Col int    // where the value starts, 1-based
	Path      string // the mismatch's path, such as "Ana.life"
	Old, New  string // the value as written before and after
}

// Skip is a mismatch Update could not rewrite, and why.
type Skip struct {
	Mismatch Mismatch
	Reason   string
}

// Update rewrites the expected values of data (one scenario file) at the
// positions of the mismatches to their actual values. Everything else,
// comments, key order and untouched lines, is kept byte for byte. Values
// are scalars or flow collections; a mismatch whose actual value can't be
// written as YAML of the same shape (a missing stack entry, a log line
// that is not there) is skipped with the reason.
func Update(data []byte, mismatches []Mismatch) ([]byte, []Change, []Skip, error) {
	if !utf8.Valid(data) {
		// Positions are counted in the decoded text: edits made with them
		// in the bytes of another encoding (UTF-16) would damage the file.
		return nil, nil, nil, errors.New("the file is not UTF-8 (UTF-16?): only UTF-8 files are rewritten; save it as UTF-8")
	}
	nodes := map[[2]int]nodeAt{}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, nil, nil, err
		}
		indexNodes(&doc, false, nodes)
	}
	lineStarts := lineOffsets(data)
	type edit struct {
		start, end int
		change     Change
	}
	var edits []edit
	var skips []Skip
	for _, m := range mismatches {
		na, ok := nodes[[2]int{m.Pos.Line, m.Pos.Col}]
		reason := ""
		var start, end int
		switch {
		case !ok:
			reason = "no value at this place in the file"
		case na.node.Kind != yaml.ScalarNode && na.node.Style&yaml.FlowStyle == 0:
			reason = "the value is a block collection; write it as a flow one ([a, b]) or edit it by hand"
		case !Updatable(m):
			reason = "the actual value (" + m.Actual + ") can't be written in place of the expected one; edit it by hand"
		case m.Pos.Line > len(lineStarts):
			reason = "no value at this place in the file"
		default:
			start = offset(data, lineStarts, m.Pos.Line, m.Pos.Col)
			end, ok = valueEnd(data, start, na.inFlow)
			if !ok || na.node.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
				reason = "the value spans lines in a block style; edit it by hand"
			}
		}
		if reason != "" {
			skips = append(skips, Skip{Mismatch: m, Reason: reason})
			continue
		}
		newText := m.Actual
		if na.node.Kind == yaml.ScalarNode && !strings.HasPrefix(newText, "{") && !strings.HasPrefix(newText, "[") {
			newText = yamlValue(newText, na.inFlow)
		}
		edits = append(edits, edit{start, end, Change{Line: m.Pos.Line, Col: m.Pos.Col, Path: m.Path, Old: string(data[start:end]), New: newText}})
	}
	slices.SortFunc(edits, func(a, b edit) int { return a.start - b.start })
	edits = slices.CompactFunc(edits, func(a, b edit) bool { return a.start == b.start })
	var out bytes.Buffer
	prev := 0
	var changes []Change
	for _, e := range edits {
		if e.start < prev {
			continue // nested in an edit already made
		}
		out.Write(data[prev:e.start])
		out.WriteString(e.change.New)
		prev = e.end
		changes = append(changes, e.change)
	}
	out.Write(data[prev:])
	var check yaml.Node
	dec = yaml.NewDecoder(bytes.NewReader(out.Bytes()))
	for {
		if err := dec.Decode(&check); err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return nil, nil, nil, fmt.Errorf("the rewritten file would not be valid YAML (%v); nothing was written", err)
		}
	}
	return out.Bytes(), changes, skips, nil
}

// Updatable reports whether a mismatch's actual value is a value that can
// replace the expected one (Update may still skip it for the shape of the
// file: a block-style list, a value spanning lines).
func Updatable(m Mismatch) bool {
	switch {
	case m.Path == "expect_error", strings.HasPrefix(m.Path, "log["):
		return false
	case strings.HasPrefix(m.Actual, "("), m.Expected == "(nothing)", m.Actual == "nothing":
		// "(nothing)", "(no such object)": descriptions, not values
		return false
	case m.Actual == noneWord && (strings.HasSuffix(m.Path, ".power") || strings.HasSuffix(m.Path, ".toughness")):
		// no power or toughness: nothing a number can say
		return false
	}
	return true
}

type nodeAt struct {
	node   *yaml.Node
	inFlow bool // inside a flow collection
}

// indexNodes maps each value node by its line and column.
func indexNodes(n *yaml.Node, inFlow bool, out map[[2]int]nodeAt) {
	if n.Kind != yaml.DocumentNode {
		if _, dup := out[[2]int{n.Line, n.Column}]; !dup {
			out[[2]int{n.Line, n.Column}] = nodeAt{n, inFlow}
		}
	}
	childFlow := inFlow || n.Style&yaml.FlowStyle != 0 && (n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode)
	for i, c := range n.Content {
		if n.Kind == yaml.MappingNode && i%2 == 0 {
			continue // keys are never rewritten
		}
		indexNodes(c, childFlow, out)
	}
}

func lineOffsets(data []byte) []int {
	starts := []int{0}
	for i, b := range data {
		// A line ends at LF, CRLF, or a CR alone, as YAML counts lines.
		if b == '\n' || b == '\r' && (i+1 == len(data) || data[i+1] != '\n') {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// offset turns a 1-based line and column (counted in characters, as
// yaml.v3 counts them) into a byte offset.
func offset(data []byte, lineStarts []int, line, col int) int {
	off := lineStarts[line-1]
	for c := 1; c < col && off < len(data); c++ {
		_, size := utf8.DecodeRune(data[off:])
		off += size
	}
	return off
}

// valueEnd finds where the value starting at start ends: the closing quote
// of a quoted scalar, the matching bracket of a flow collection, or the
// end of a plain scalar (a comment, the end of the line, or in a flow
// collection a , ] or }). It fails for a plain scalar continued on the next
// line.
func valueEnd(data []byte, start int, inFlow bool) (int, bool) {
	if start >= len(data) {
		return start, false
	}
	switch data[start] {
	case '"', '\'':
		return quotedEnd(data, start)
	case '[', '{':
		depth := 0
		for i := start; i < len(data); i++ {
			switch data[i] {
			case '"', '\'':
				end, ok := quotedEnd(data, i)
				if !ok {
					return 0, false
				}
				i = end - 1
			case '[', '{':
				depth++
			case ']', '}':
				depth--
				if depth == 0 {
					return i + 1, true
				}
			}
		}
		return 0, false
	case '|', '>':
		return 0, false
	}
	end := start
	for i := start; i < len(data); i++ {
		c := data[i]
		if c == '\n' || c == '\r' || c == '#' && i > start && (data[i-1] == ' ' || data[i-1] == '\t') {
			break
		}
		if inFlow && (c == ',' || c == ']' || c == '}') {
			break
		}
		if c != ' ' && c != '\t' {
			end = i + 1
		}
	}
	return end, true
}

func quotedEnd(data []byte, start int) (int, bool) {
	q := data[start]
	for i := start + 1; i < len(data); i++ {
		switch {
		case q == '"' && data[i] == '\\':
			i++
		case data[i] == q && q == '\'' && i+1 < len(data) && data[i+1] == '\'':
			i++
		case data[i] == q:
			return i + 1, true
		}
	}
	return 0, false
}

// yamlValue writes a scalar the way scenario files do: bare unless YAML
// would read it as something else.
func yamlValue(s string, inFlow bool) string {
	if strings.HasPrefix(s, `"`) {
		return s // already rendered quoted (mana)
	}
	var probe any
	if s == "" || yaml.Unmarshal([]byte("v: "+s), &probe) != nil || strings.ContainsAny(s, "#:") || inFlow && strings.ContainsAny(s, ",[]{}") {
		return fmt.Sprintf("%q", s)
	}
	return s
}
