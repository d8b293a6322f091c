package source

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yamlLine finds the line number in the YAML library's syntax errors
// ("yaml: line 7: ...").
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// yamlUnknownAnchor is the YAML library's error for an alias to an anchor
// that does not exist; it carries no line.
var yamlUnknownAnchor = regexp.MustCompile(`^yaml: unknown anchor '(.*)' referenced$`)

// parserProblems are the problems the YAML library's parser (as opposed to
// its scanner) reports. The library numbers their lines from 0 (the
// scanner's from 1), so they are one line early.
var parserProblems = map[string]string{
	"did not find expected <stream-start>":   "",
	"did not find expected <document start>": "",
	"found undefined tag handle":             "",
	"did not find expected node content":     "",
	"did not find expected '-' indicator":    " (a list item where a map key was expected, or the other way round: check the indentation)",
	"did not find expected key":              " (check the indentation: a line is less or more indented than its neighbours)",
	"did not find expected ',' or ']'":       " (a list written [a, b] is not closed with ])",
	"did not find expected ',' or '}'":       " (a map written {k: v} is not closed with })",
	"found duplicate %YAML directive":        "",
	"found incompatible YAML document":       "",
	"found duplicate %TAG directive":         "",
}

// Documents splits a file into its YAML documents (separated by ---). A
// syntax error ends the reading: the documents before it are returned with
// the error as a diagnostic. Empty documents (a stray or trailing ---) are
// left out.
func (r *Reader) Documents(data []byte) []*yaml.Node {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var docs []*yaml.Node
	for {
		var n yaml.Node
		err := dec.Decode(&n)
		if errors.Is(err, io.EOF) {
			return docs
		}
		if err != nil {
			r.syntaxError(err, data)
			return docs
		}
		if n.Kind == yaml.DocumentNode && len(n.Content) == 1 && !isEmpty(n.Content[0]) {
			docs = append(docs, n.Content[0])
		}
	}
}

// isEmpty reports whether a document's root is nothing at all (not even an
// explicit null such as ~).
func isEmpty(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null" && n.Value == "" && n.Style == 0
}

func (r *Reader) syntaxError(err error, data []byte) {
	msg := err.Error()
	pos := Pos{File: r.File, Line: 1, Col: 1}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		pos.Line, _ = strconv.Atoi(m[1])
		msg = m[2]
		if hint, ok := parserProblems[msg]; ok {
			pos.Line = problemLine(data, pos.Line+1, err.Error())
			msg += hint
		}
	} else if m := yamlUnknownAnchor.FindStringSubmatch(msg); m != nil {
		msg = "unknown anchor '" + m[1] + "' referenced by an alias (*" + m[1] + ")"
		if i := bytes.Index(data, []byte("*"+m[1])); i >= 0 {
			pos = offsetPos(r.File, data, i)
		}
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
		if _, ok := parserProblems[msg]; ok {
			msg += parserProblems[msg]
		}
	}
	// At the end of the input the library names the line after the last.
	pos.Line = max(1, min(pos.Line, lineCount(data)))
	if pos.Col == 1 {
		pos.Col = indent(data, pos.Line) + 1
	}
	r.Diags = append(r.Diags, Diagnostic{Pos: pos, Msg: "YAML syntax error: " + msg})
}

// problemLine finds the line where the parser found a problem it reports
// at the start of the enclosing block (from): the first line from there at
// which the text up to that line's end fails with the same error. The
// search is bounded: short files, a few hundred lines.
func problemLine(data []byte, from int, msg string) int {
	if from < 1 || len(data) > 32<<10 {
		return from
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	if from > len(lines) {
		return from
	}
	end := 0
	for _, l := range lines[:from-1] {
		end += len(l)
	}
	for i := from - 1; i < len(lines) && i < from+300; i++ {
		end += len(lines[i])
		if err := decodeAll(data[:end]); err != nil && err.Error() == msg {
			return i + 1
		}
	}
	return from
}

// decodeAll decodes every document of data and returns the first error.
func decodeAll(data []byte) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var n yaml.Node
		if err := dec.Decode(&n); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// indent is the number of leading spaces of a line (1-based), which puts a
// line's diagnostic at its first character.
func indent(data []byte, line int) int {
	lines := bytes.Split(data, []byte("\n"))
	if line < 1 || line > len(lines) {
		return 0
	}
	l := lines[line-1]
	return len(l) - len(bytes.TrimLeft(l, " "))
}

// lineCount is the number of lines of data.
func lineCount(data []byte) int {
	n := bytes.Count(data, []byte("\n"))
	if len(data) > 0 && data[len(data)-1] != '\n' {
		n++
	}
	return n
}

// offsetPos is the line and column (in runes) of a byte offset.
func offsetPos(file string, data []byte, off int) Pos {
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return Pos{File: file, Line: line, Col: len([]rune(string(before[start:]))) + 1}
}
