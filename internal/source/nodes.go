package source

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// checkNodes reports what the YAML library accepts but no scenario or card
// file may hold, in n and the nodes under it (bangs are those of the
// text n was read from, which starts after line before of the file), and
// whether there was none:
//   - an explicit tag (!!str, !!binary, !custom): the formats use none, and
//     a tag changes what a value is read as (!!str 20 is no longer a
//     number) or hides what it holds (!!binary);
//   - a control character in a string, written as an escape in double
//     quotes ("\0"), since badChar refused those written raw; tab and line
//     feed are allowed, for multi-line strings.
//
// Aliases are not followed, so an alias bomb costs nothing here.
func (r *Reader) checkNodes(n *yaml.Node, bangs []int64, before int) bool {
	ok := true
	if tag := writtenTag(n, bangs, before); tag != "" {
		r.Errorf(n, "the YAML tag %s is not part of the scenario and card formats: remove it", tag)
		ok = false
	}
	if n.Kind == yaml.ScalarNode {
		if i := strings.IndexFunc(n.Value, isControl); i >= 0 {
			c, _ := utf8.DecodeRuneInString(n.Value[i:])
			r.Errorf(n, "a string may not hold the control character U+%04X (written as an escape in double quotes): remove it", c)
			ok = false
		}
	}
	for _, c := range n.Content {
		ok = r.checkNodes(c, bangs, before) && ok
	}
	return ok
}

// writtenTag is the tag written on n, or "". The library marks a node
// with TaggedStyle for every tag but the non-specific !, which it drops;
// that one is found among bangs: a tagged node starts at its tag, and no
// untagged one starts with !.
func writtenTag(n *yaml.Node, bangs []int64, before int) string {
	if n.Style&yaml.TaggedStyle != 0 {
		return n.Tag
	}
	if _, found := slices.BinarySearch(bangs, position(n.Line-before, n.Column)); !found {
		return ""
	}
	if n.Kind == yaml.MappingNode && len(n.Content) > 0 && n.Content[0].Line == n.Line && n.Content[0].Column == n.Column {
		return "" // a block map starts at its first key, which may be tagged
	}
	return "!"
}

// bangs is the positions of the ! characters of text, in order. They are
// found in one pass, so that looking up a node costs no walk along its
// line (a line of a file can be megabytes long).
func bangs(text []byte) []int64 {
	var out []int64
	line, col, from := 1, 1, 0 // the position of text[from]
	for {
		i := bytes.IndexByte(text[from:], '!')
		if i < 0 {
			return out
		}
		i += from
		if nl := bytes.LastIndexByte(text[from:i], '\n'); nl >= 0 {
			line += bytes.Count(text[from:i], []byte("\n"))
			col = utf8.RuneCount(text[from+nl+1:i]) + 1
		} else {
			col += utf8.RuneCount(text[from:i])
		}
		out = append(out, position(line, col))
		from, col = i+1, col+1
	}
}

// position packs a line and a column into one sortable number.
func position(line, col int) int64 { return int64(line)<<32 | int64(col) }
