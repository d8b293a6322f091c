package source

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

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

// Documents splits a file into its YAML documents (separated by ---).
// Empty documents (a stray or trailing ---) are left out. A syntax error
// is a diagnostic, and reading goes on at the next document marker (---
// at the start of a line) after it, so the documents after a broken one
// are still read. A character no file may hold (badChar) and what
// checkNodes refuses are diagnostics too, and the document holding them
// is skipped the same way. A file in UTF-16 without a byte order mark is
// refused with a diagnostic saying so.
func (r *Reader) Documents(data []byte) []*yaml.Node {
	if enc := utf16WithoutBOM(data); enc != "" {
		r.Diags = append(r.Diags, Diagnostic{Pos: Pos{File: r.File, Line: 1, Col: 1},
			Msg: "the file is UTF-16 (" + enc + ") without a byte order mark: save it as UTF-8"})
		return nil
	}
	data = utf8Text(data)
	var docs []*yaml.Node
	offset, line := 0, 0 // where the part being read starts: byte, lines before it
	for {
		bad, msg := badChar(data[offset:])
		if bad < 0 {
			return r.decode(docs, data[offset:], line)
		}
		// The documents before the one holding the character are read; that
		// one is skipped, as one with a syntax error is.
		bad += offset
		docs = r.decode(docs, data[offset:documentStart(data, offset, bad)], line)
		pos := offsetPos(r.File, data, bad)
		r.Diags = append(r.Diags, Diagnostic{Pos: pos, Msg: msg})
		next := nextDocument(data, offset, pos.Line-line)
		if next < 0 {
			return docs
		}
		line += bytes.Count(data[offset:next], []byte("\n"))
		offset = next
	}
}

// decode appends to docs the documents of text, which holds no character
// badChar refuses and starts after line lines of the file. Text that
// fastDocuments reads is read by it, the rest by the YAML library.
func (r *Reader) decode(docs []*yaml.Node, text []byte, line int) []*yaml.Node {
	if roots, ok := fastDocuments(text); ok {
		marks := bangs(text)
		for _, root := range roots {
			shiftLines(root, line)
			if r.checkNodes(root, marks, line) {
				docs = append(docs, root)
			}
		}
		return docs
	}
	offset := 0 // where the part being read starts in text
	for {
		part := text[offset:]
		dec := yaml.NewDecoder(bytes.NewReader(part))
		marks := bangs(part)
		var err error
		for {
			var n yaml.Node
			if err = dec.Decode(&n); err != nil {
				break
			}
			if root := documentRoot(&n); root != nil {
				shiftLines(root, line)
				if r.checkNodes(root, marks, line) {
					docs = append(docs, root)
				}
			}
		}
		if errors.Is(err, io.EOF) {
			return docs
		}
		errLine := r.syntaxError(err, part, line)
		next := nextDocument(text, offset, errLine-line)
		if next < 0 {
			return docs
		}
		line += bytes.Count(text[offset:next], []byte("\n"))
		offset = next
	}
}

// FirstDocument is the first document of data that is not empty, decoded
// alone (the documents after it are not read), or nil when it can't be
// read: a quick look at what a file holds, before it is read with
// Documents. Its text is checked as Documents checks it, so that a
// character no file may hold in a later document does not hide it.
func FirstDocument(data []byte) *yaml.Node {
	if utf16WithoutBOM(data) != "" {
		return nil
	}
	text := utf8Text(data)
	if bad, _ := badChar(text); bad >= 0 {
		text = text[:documentStart(text, 0, bad)]
	}
	// Reading every document with fastDocuments costs less than reading the
	// first with the library (and the library looks past the first).
	if roots, ok := fastDocuments(text); ok {
		if len(roots) == 0 {
			return nil
		}
		return roots[0]
	}
	return libraryFirstDocument(text)
}

// libraryFirstDocument is the first document of text that is not empty,
// read alone by the YAML library, or nil.
func libraryFirstDocument(text []byte) *yaml.Node {
	dec := yaml.NewDecoder(bytes.NewReader(text))
	for {
		var n yaml.Node
		if dec.Decode(&n) != nil {
			return nil
		}
		if root := documentRoot(&n); root != nil {
			return root
		}
	}
}

// documentStart is the byte offset of the document marker (--- at the start
// of a line) of the document of data that holds the byte at, or from when
// there is none between from and at.
func documentStart(data []byte, from, at int) int {
	start := from
	for i := from; i <= at; {
		end := bytes.IndexByte(data[i:], '\n')
		if end < 0 {
			end = len(data) - i
		}
		if isDocumentMarker(data[i : i+end]) {
			start = i
		}
		i += end + 1
	}
	return start
}

// nextDocument is the byte offset of the first document marker (a line
// that is --- alone or followed by a space) of data after offset and after
// the line after (counted from offset, 1-based), or -1.
func nextDocument(data []byte, offset, after int) int {
	i, line := offset, 1
	for i < len(data) {
		end := bytes.IndexByte(data[i:], '\n')
		if end < 0 {
			end = len(data) - i
		}
		if line > after && i > offset && isDocumentMarker(data[i:i+end]) {
			return i
		}
		i += end + 1
		line++
	}
	return -1
}

// isDocumentMarker reports whether a line (without its line feed) is a
// document marker: --- alone or followed by a space or a tab.
func isDocumentMarker(l []byte) bool {
	l = bytes.TrimRight(l, "\r")
	return bytes.HasPrefix(l, []byte("---")) && (len(l) == 3 || l[3] == ' ' || l[3] == '\t')
}

// shiftLines adds lines to the line of every node of a document read from
// the middle of a file. Aliases are not followed: the node an alias names
// is shifted where it stands.
func shiftLines(n *yaml.Node, lines int) {
	if lines == 0 {
		return
	}
	n.Line += lines
	for _, c := range n.Content {
		shiftLines(c, lines)
	}
}

// utf16WithoutBOM names the encoding of text in UTF-16 without a byte
// order mark ("little-endian" or "big-endian"), recognized by its zero
// bytes: ASCII text has a zero in every other byte. Else "".
func utf16WithoutBOM(data []byte) string {
	n := min(len(data), 512) &^ 1
	if n < 2 || bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF}) {
		return ""
	}
	var even, odd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	switch half := n / 2; {
	case odd*2 > half && even == 0:
		return "little-endian"
	case even*2 > half && odd == 0:
		return "big-endian"
	}
	return ""
}

// documentRoot is the root of a document the YAML library decoded, or nil
// when the document is empty: nothing at all, not even an explicit null
// such as ~ (a stray or trailing ---).
func documentRoot(n *yaml.Node) *yaml.Node {
	if n.Kind != yaml.DocumentNode || len(n.Content) != 1 {
		return nil
	}
	root := n.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" && root.Value == "" && root.Style == 0 {
		return nil
	}
	return root
}

// syntaxError records a syntax error of data, a part of the file that
// starts after line lines before it, and returns the error's line in the
// file.
func (r *Reader) syntaxError(err error, data []byte, before int) int {
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
	text := lineText(data, pos.Line)
	if tab := bytes.IndexByte(text, '\t'); tab >= 0 && isIndent(text[:tab+1]) {
		msg = "a tab in the indentation: YAML indents with spaces only, replace the tab with spaces"
		pos.Col = utf8.RuneCount(text[:tab]) + 1
	}
	if pos.Col == 1 {
		pos.Col = len(text) - len(bytes.TrimLeft(text, " ")) + 1
	}
	pos.Line += before
	r.Diags = append(r.Diags, Diagnostic{Pos: pos, Msg: "YAML syntax error: " + msg})
	return pos.Line
}

// isIndent reports whether b is only spaces and tabs.
func isIndent(b []byte) bool { return len(bytes.Trim(b, " \t")) == 0 }

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

// lineText is a line of data (1-based), without its newline.
func lineText(data []byte, line int) []byte {
	for i := 1; i < line; i++ {
		nl := bytes.IndexByte(data, '\n')
		if nl < 0 {
			return nil
		}
		data = data[nl+1:]
	}
	if nl := bytes.IndexByte(data, '\n'); nl >= 0 {
		data = data[:nl]
	}
	return bytes.TrimRight(data, "\r")
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
