package source

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// fastDocuments reads the documents of text, when the text keeps to the
// plain YAML that scenario and card files are written in, into the nodes
// the YAML library would make: the same kinds, styles, tags, values, lines
// and columns (not comments, which no reader here uses). It does in one
// pass what the library does in a scanner, a parser and a composer, so it
// is several times faster; a run spends more time reading YAML than doing
// anything else.
//
// It reads: block maps and lists, flow maps and lists ({k: v}, [a, b]),
// plain and quoted scalars on one line, folded and literal block scalars
// (> >- | |-), comments and document markers (---). Anything else (an
// anchor, an alias, a tag, an escape other than \" and \\, a scalar over
// several lines, an empty value, a tab, a carriage return, a number that
// is not a plain whole number, ...) and anything wrong make it decline: it
// returns ok false, and the caller reads the text with the library, which
// also words every error. FuzzFastDocuments and
// TestFastDocumentsOnTheProjectsFiles check that it makes what the library
// makes whenever it does not decline.
func fastDocuments(text []byte) (roots []*yaml.Node, ok bool) {
	if !plainText(text) {
		return nil, false
	}
	p := &fastParser{text: text, str: string(text), line: 1, col: 1}
	p.nextLine()
	for !p.failed {
		if p.indent == endOfDocument {
			if p.pos >= len(p.text) {
				return roots, true
			}
			p.pos += len("---") // a document marker: only a comment may follow it
			p.next()
			continue
		}
		if p.indent != 0 {
			break
		}
		root := p.blockNode(-1)
		if p.failed || p.indent != endOfDocument {
			break
		}
		roots = append(roots, root)
	}
	return nil, false
}

// plainText reports whether text holds none of the characters that
// fastDocuments leaves to the YAML library: tabs (allowed in some places,
// not in others), carriage returns, and the line and paragraph separators
// (U+2028, U+2029) that the library takes for line breaks.
func plainText(text []byte) bool {
	return bytes.IndexByte(text, '\t') < 0 && bytes.IndexByte(text, '\r') < 0 &&
		!bytes.Contains(text, []byte("\u2028")) && !bytes.Contains(text, []byte("\u2029"))
}

// endOfDocument is the indentation fastParser.nextLine gives at a document
// marker or at the end of the text: less than any block's.
const endOfDocument = -1

// maxFastDepth is the deepest nesting fastDocuments reads; deeper is left
// to the library, which has its own limit.
const maxFastDepth = 100

// maxSimpleKey is the longest key, in bytes, fastDocuments reads: the
// library refuses a key of more than 1024 characters.
const maxSimpleKey = 1000

// fastParser is the state of fastDocuments.
type fastParser struct {
	text []byte
	// str is text as one string, which the scalars' values are cut from
	// rather than each allocated.
	str  string
	pos  int // the next byte to read
	line int // the line of pos, 1-based
	// lineStart is where the line of pos starts; colAt and col are a byte
	// offset on it and its column, so that columns are counted once along a
	// line however many nodes it holds.
	lineStart, colAt, col int
	// indent is the indentation of the line nextLine moved to, or
	// endOfDocument.
	indent int
	depth  int
	failed bool
	nodes  []yaml.Node // allocated in blocks
}

// decline records that the text is not for fastDocuments.
func (p *fastParser) decline() { p.failed = true }

// column is the 1-based column (in characters, as the library counts) of a
// byte offset on the current line, at or after the last one asked about.
func (p *fastParser) column(at int) int {
	if at < p.colAt {
		p.colAt, p.col = p.lineStart, 1
	}
	p.col += utf8.RuneCount(p.text[p.colAt:at])
	p.colAt = at
	return p.col
}

// node makes a node that starts at the byte offset at of the current line.
func (p *fastParser) node(kind yaml.Kind, tag, value string, style yaml.Style, at int) *yaml.Node {
	if len(p.nodes) == cap(p.nodes) {
		p.nodes = make([]yaml.Node, 0, 64)
	}
	p.nodes = p.nodes[:len(p.nodes)+1]
	n := &p.nodes[len(p.nodes)-1] // zero: made so, or cleared by unmake
	n.Kind, n.Tag, n.Value, n.Style, n.Line, n.Column = kind, tag, value, style, p.line, p.column(at)
	return n
}

// unmake takes back the node made last, which was read ahead.
func (p *fastParser) unmake() {
	p.nodes[len(p.nodes)-1] = yaml.Node{}
	p.nodes = p.nodes[:len(p.nodes)-1]
}

// atEnd reports whether i is at the end of a line.
func (p *fastParser) atEnd(i int) bool { return i >= len(p.text) || p.text[i] == '\n' }

// blank reports whether i is at a space or the end of a line: what must
// follow a key's colon or a list's dash.
func (p *fastParser) blank(i int) bool { return p.atEnd(i) || p.text[i] == ' ' }

// skipSpaces moves past spaces.
func (p *fastParser) skipSpaces() {
	for p.pos < len(p.text) && p.text[p.pos] == ' ' {
		p.pos++
	}
}

// startLine moves to the start of the next line.
func (p *fastParser) startLine() {
	if nl := bytes.IndexByte(p.text[p.pos:], '\n'); nl >= 0 {
		p.pos += nl + 1
	} else {
		p.pos = len(p.text)
	}
	p.line++
	p.lineStart, p.colAt, p.col = p.pos, p.pos, 1
}

// next finishes the current line, where only spaces and a comment may be
// left, and moves to the next line with content (nextLine).
func (p *fastParser) next() {
	p.skipSpaces()
	if !p.atEnd(p.pos) && (p.text[p.pos] != '#' || p.text[p.pos-1] != ' ') {
		p.decline()
		return
	}
	if p.pos < len(p.text) {
		p.startLine()
	}
	p.nextLine()
}

// nextLine moves from the start of a line to the first line, from there,
// that is not blank or only a comment, and sets indent: its indentation,
// with pos at its first character; or endOfDocument at a document marker
// (pos at its start) or at the end of the text.
func (p *fastParser) nextLine() {
	for p.pos < len(p.text) {
		start := p.pos
		p.skipSpaces()
		switch {
		case p.atEnd(p.pos) || p.text[p.pos] == '#':
			p.pos = start
			p.startLine()
			continue
		case p.pos == start && isMarkerStart(p.text[start:]) && p.blank(start+3):
			if p.text[start] == '.' {
				p.decline() // a document end marker
			}
			p.pos, p.indent = start, endOfDocument
			return
		case p.pos == start && p.text[start] == '%':
			p.decline() // a directive
		}
		p.indent = p.pos - start
		return
	}
	p.indent = endOfDocument
}

// isMarkerStart reports whether a line starts with --- or ..., as a
// document marker does.
func isMarkerStart(line []byte) bool {
	return bytes.HasPrefix(line, []byte("---")) || bytes.HasPrefix(line, []byte("..."))
}

// atListEntry reports whether pos is at a block list's dash.
func (p *fastParser) atListEntry() bool {
	return p.pos < len(p.text) && p.text[p.pos] == '-' && p.blank(p.pos+1)
}

// blockNode reads the node that starts at the current line, which is
// indented more than parent.
func (p *fastParser) blockNode(parent int) *yaml.Node {
	if p.depth++; p.depth > maxFastDepth {
		p.decline()
		return nil
	}
	defer func() { p.depth-- }()
	if p.atListEntry() {
		return p.blockList(p.indent)
	}
	if key := p.key(); key != nil {
		return p.blockMap(p.indent, key)
	}
	if p.failed {
		return nil
	}
	return p.inlineValue(parent)
}

// blockList reads a block list whose dashes are at indent.
func (p *fastParser) blockList(indent int) *yaml.Node {
	list := p.node(yaml.SequenceNode, "!!seq", "", 0, p.pos)
	for !p.failed {
		p.pos++ // the dash
		p.skipSpaces()
		var item *yaml.Node
		switch {
		case p.atEnd(p.pos) || p.text[p.pos] == '#':
			p.next()
			if p.indent <= indent {
				p.decline() // an empty item
				return nil
			}
			item = p.blockNode(indent)
		case p.atListEntry():
			p.decline() // a list in a list on one line
		default:
			if key := p.key(); key != nil {
				item = p.blockMap(key.Column-1, key)
			} else if !p.failed {
				item = p.inlineValue(indent)
			}
		}
		if p.failed {
			return nil
		}
		list.Content = append(list.Content, item)
		switch {
		case p.indent == indent && p.atListEntry():
		case p.indent <= indent:
			return list
		default:
			p.decline()
		}
	}
	return nil
}

// blockMap reads a block map whose keys are at indent, from its first key
// (read, with its colon).
func (p *fastParser) blockMap(indent int, key *yaml.Node) *yaml.Node {
	m := p.node(yaml.MappingNode, "!!map", "", 0, p.pos)
	m.Line, m.Column = key.Line, key.Column // a block map starts at its first key
	for !p.failed {
		value := p.mapValue(indent)
		if p.failed {
			return nil
		}
		m.Content = append(m.Content, key, value)
		switch {
		case p.indent < indent:
			return m
		case p.indent > indent || p.atListEntry():
			p.decline()
			return nil
		}
		if key = p.key(); key == nil {
			p.decline() // a line of a map that is not a key
		}
	}
	return nil
}

// mapValue reads the value after a key of a map at indent: on the key's
// line, or on the lines after it.
func (p *fastParser) mapValue(indent int) *yaml.Node {
	p.skipSpaces()
	if !p.atEnd(p.pos) && p.text[p.pos] != '#' {
		return p.inlineValue(indent)
	}
	p.next()
	switch {
	case p.failed:
		return nil
	case p.indent > indent:
		return p.blockNode(indent)
	case p.indent == indent && p.atListEntry():
		return p.blockList(indent) // a list indented as its key, which YAML allows
	}
	p.decline() // an empty value
	return nil
}

// key reads a key and its colon, or returns nil with pos where it was when
// the line does not start with one.
func (p *fastParser) key() *yaml.Node {
	start := p.pos
	var n *yaml.Node
	switch p.text[p.pos] {
	case '[', '{', '|', '>':
		return nil // a collection or a block scalar: a value
	case '"', '\'':
		n = p.quoted()
	default:
		n = p.plain(false)
	}
	if p.failed {
		return nil
	}
	end := p.pos
	p.skipSpaces()
	if p.pos >= len(p.text) || p.text[p.pos] != ':' || !p.blank(p.pos+1) {
		p.pos = start
		p.unmake() // not a key: the scalar is read again as a value
		return nil
	}
	if end-start > maxSimpleKey {
		p.decline()
		return nil
	}
	p.pos++
	return n
}

// inlineValue reads a value that starts at pos, in a block whose parent is
// indented parent, and moves to the next line with content.
func (p *fastParser) inlineValue(parent int) *yaml.Node {
	var n *yaml.Node
	switch p.text[p.pos] {
	case '|', '>':
		return p.blockScalar(parent)
	case '[', '{':
		n = p.flow(parent)
	case '"', '\'':
		n = p.quoted()
	default:
		n = p.plain(false)
	}
	if !p.failed {
		p.next()
	}
	return n
}

// plain reads a plain scalar on one line, in a flow collection or not.
func (p *fastParser) plain(inFlow bool) *yaml.Node {
	start, end := p.pos, p.pos
	switch c := p.text[start]; c {
	case '-':
		if p.blank(start + 1) {
			p.decline()
			return nil
		}
	case '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
		p.decline()
		return nil
	}
scan:
	for i := start; !p.atEnd(i); i++ {
		switch c := p.text[i]; {
		case c == ' ':
		case c == '#' && p.text[i-1] == ' ', c == ':' && p.blank(i+1):
			break scan // a comment, or a key's colon
		case inFlow && (c == ',' || c == ']' || c == '}'):
			break scan
		case inFlow && (c == ':' || c == '?' || c == '[' || c == '{'):
			p.decline()
			return nil
		default:
			end = i + 1
		}
	}
	if end == start {
		p.decline()
		return nil
	}
	value := p.str[start:end]
	tag := plainTag(value)
	if tag == "" {
		p.decline()
		return nil
	}
	p.pos = end
	return p.node(yaml.ScalarNode, tag, value, 0, start)
}

// plainTag is the tag the library gives a plain scalar, or "" for one
// fastDocuments leaves to it: a number other than a plain whole number, a
// date, and the merge key <<. It follows the library's rules: a few words
// are booleans and nulls; a scalar that starts with a digit, a sign or a
// dot may be a number or a date, and is a string when it holds a
// character no number has (a space, a slash: "+1/+1", "4 damage") and
// does not start as a date does.
func plainTag(value string) string {
	switch value {
	case "true", "True", "TRUE", "false", "False", "FALSE":
		return "!!bool"
	case "null", "Null", "NULL", "~":
		return "!!null"
	case "<<":
		return ""
	}
	if c := value[0]; c == '-' || c == '+' || c == '.' || c >= '0' && c <= '9' {
		switch {
		case shortDecimal(value):
			return "!!int"
		case !startsAsDate(value) && strings.ContainsFunc(value, notInNumbers):
			return "!!str"
		}
		return ""
	}
	return "!!str"
}

// notInNumbers reports whether no number the library reads holds r: not
// a digit, a letter (hexadecimal digits, exponents, infinity), _ . + or -.
func notInNumbers(r rune) bool {
	return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_' || r == '.' || r == '+' || r == '-')
}

// startsAsDate reports whether s starts with four digits and a dash, as
// every date and time the library reads does.
func startsAsDate(s string) bool {
	return len(s) > 4 && s[4] == '-' && strings.IndexFunc(s[:4], func(r rune) bool { return r < '0' || r > '9' }) < 0
}

// shortDecimal reports whether s is a whole number of at most 18 digits, in
// plain decimal (without +, leading zeros or underscores).
func shortDecimal(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if s == "" || len(s) > 18 || s[0] == '0' && len(s) > 1 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// quoted reads a quoted scalar on one line.
func (p *fastParser) quoted() *yaml.Node {
	start, quote := p.pos, p.text[p.pos]
	style := yaml.DoubleQuotedStyle
	if quote == '\'' {
		style = yaml.SingleQuotedStyle
	}
	var escaped []byte // the value, once it differs from the text
	from := start + 1  // the text not yet copied into escaped
	for i := start + 1; ; i++ {
		if p.atEnd(i) {
			p.decline() // over several lines, or not closed
			return nil
		}
		c := p.text[i]
		switch {
		case c == quote && quote == '\'' && i+1 < len(p.text) && p.text[i+1] == '\'':
			escaped = append(append(escaped, p.text[from:i]...), '\'')
			i++
			from = i + 1
		case c == quote:
			value := p.str[from:i]
			if escaped != nil {
				value = string(append(escaped, p.text[from:i]...))
			}
			p.pos = i + 1
			return p.node(yaml.ScalarNode, "!!str", value, style, start)
		case c == '\\' && quote == '"':
			if i+1 >= len(p.text) || p.text[i+1] != '"' && p.text[i+1] != '\\' {
				p.decline() // an escape other than \" and \\
				return nil
			}
			escaped = append(append(escaped, p.text[from:i]...), p.text[i+1])
			i++
			from = i + 1
		}
	}
}

// flow reads a flow list or map, which may go on over lines indented more
// than the block it is in (indented block).
func (p *fastParser) flow(block int) *yaml.Node {
	if p.depth++; p.depth > maxFastDepth {
		p.decline()
		return nil
	}
	defer func() { p.depth-- }()
	isList := p.text[p.pos] == '['
	kind, tag, closing := yaml.MappingNode, "!!map", byte('}')
	if isList {
		kind, tag, closing = yaml.SequenceNode, "!!seq", ']'
	}
	n := p.node(kind, tag, "", yaml.FlowStyle, p.pos)
	p.pos++
	p.flowSpace(block)
	if !p.failed && p.text[p.pos] == closing {
		p.pos++
		return n
	}
	for !p.failed {
		item := p.flowItem(block)
		p.flowSpace(block)
		if p.failed {
			return nil
		}
		if p.text[p.pos] == ':' {
			if item.Kind != yaml.ScalarNode || !p.blank(p.pos+1) {
				p.decline() // a collection for a key, or k:v
				return nil
			}
			p.pos++
			p.flowSpace(block)
			value := p.flowItem(block)
			p.flowSpace(block)
			if p.failed {
				return nil
			}
			if isList {
				// [k: v] is a list holding a map of one pair, which starts at its key
				pair := p.node(yaml.MappingNode, "!!map", "", yaml.FlowStyle, p.pos)
				pair.Line, pair.Column = item.Line, item.Column
				pair.Content = []*yaml.Node{item, value}
				n.Content = append(n.Content, pair)
			} else {
				n.Content = append(n.Content, item, value)
			}
		} else if isList {
			n.Content = append(n.Content, item)
		} else {
			p.decline() // a key without a value
			return nil
		}
		switch p.text[p.pos] {
		case ',':
			p.pos++
			p.flowSpace(block)
			if !p.failed && (p.text[p.pos] == closing) {
				p.decline() // a comma before the end
			}
		case closing:
			p.pos++
			return n
		default:
			p.decline()
		}
	}
	return nil
}

// flowItem reads an item of a flow collection: a scalar or a collection.
func (p *fastParser) flowItem(block int) *yaml.Node {
	if p.failed {
		return nil
	}
	switch p.text[p.pos] {
	case '[', '{':
		return p.flow(block)
	case '"', '\'':
		return p.quoted()
	}
	return p.plain(true)
}

// flowSpace moves past spaces, comments and line breaks in a flow
// collection, to a character. A line of the collection must be indented
// more than its block; the end of the text declines.
func (p *fastParser) flowSpace(block int) {
	for !p.failed {
		p.skipSpaces()
		switch {
		case p.pos >= len(p.text):
			p.decline() // not closed
		case p.text[p.pos] == '#' && p.text[p.pos-1] != ' ' && p.text[p.pos-1] != '\n':
			p.decline() // a comment not after a space
		case p.text[p.pos] == '#' || p.text[p.pos] == '\n':
			p.startLine()
			start := p.pos
			p.skipSpaces()
			if !p.atEnd(p.pos) && p.text[p.pos] != '#' && p.pos-start <= block || isMarkerStart(p.text[start:]) {
				p.decline() // a line not indented more than the block, or a document marker
			}
		default:
			return
		}
	}
}

// blockScalar reads a folded (>) or literal (|) block scalar, clipped or
// stripped (-), in a block whose parent is indented parent, and moves to
// the next line with content.
func (p *fastParser) blockScalar(parent int) *yaml.Node {
	literal := p.text[p.pos] == '|'
	style := yaml.FoldedStyle
	if literal {
		style = yaml.LiteralStyle
	}
	n := p.node(yaml.ScalarNode, "!!str", "", style, p.pos)
	p.pos++
	strip := p.pos < len(p.text) && p.text[p.pos] == '-'
	if strip {
		p.pos++
	}
	if !p.blank(p.pos) {
		p.decline() // keep (+), an indentation indicator, or text after the indicator
		return nil
	}
	p.skipSpaces()
	if !p.atEnd(p.pos) && p.text[p.pos] != '#' {
		p.decline()
		return nil
	}
	if p.pos >= len(p.text) {
		p.decline()
		return nil
	}
	p.startLine()
	var value []byte
	indent := -1       // the scalar's indentation, that of its first line
	breaks := 0        // blank lines since the last line of text
	lastBreak := false // whether the last line of text ends with a line feed
	for p.pos < len(p.text) {
		start := p.pos
		p.skipSpaces()
		spaces := p.pos - start
		if p.atEnd(p.pos) {
			if indent < 0 || spaces > indent {
				p.decline() // a blank line first, or one with spaces that are text
				return nil
			}
			breaks++
			p.pos = start
			p.startLine()
			continue
		}
		if indent < 0 {
			if spaces <= max(parent, 0) {
				p.decline() // an empty scalar (the library indents one at least 1)
				return nil
			}
			indent = spaces
		}
		if spaces < indent {
			p.pos = start
			break
		}
		if spaces > indent && !literal {
			p.decline() // a more indented line, which folding keeps apart
			return nil
		}
		if len(value) > 0 {
			switch {
			case literal:
				value = append(value, bytes.Repeat([]byte{'\n'}, breaks+1)...)
			case breaks == 0:
				value = append(value, ' ')
			default:
				value = append(value, bytes.Repeat([]byte{'\n'}, breaks)...)
			}
		}
		lineEnd := bytes.IndexByte(p.text[start:], '\n')
		if lineEnd < 0 {
			lineEnd = len(p.text) - start
		}
		value = append(value, p.text[start+indent:start+lineEnd]...)
		breaks, lastBreak = 0, start+lineEnd < len(p.text)
		p.pos = start
		p.startLine()
	}
	if indent < 0 {
		p.decline()
		return nil
	}
	if !strip && lastBreak {
		value = append(value, '\n') // clipped: the last line's break, if it has one
	}
	n.Value = string(value)
	p.nextLine()
	return n
}
