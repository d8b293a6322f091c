package source

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"go.yaml.in/yaml/v3"
)

// Reader walks YAML nodes of one file, reporting type errors, unknown keys
// and other problems as positioned diagnostics.
type Reader struct {
	File  string
	Diags Diagnostics
	// entries is the array Map's results are cut from, so that the many
	// small maps of a file take a few allocations rather than one each.
	entries []KeyValue
}

// Pos is the position of n.
func (r *Reader) Pos(n *yaml.Node) Pos { return Pos{File: r.File, Line: n.Line, Col: n.Column} }

// Errorf records a problem at n.
func (r *Reader) Errorf(n *yaml.Node, format string, args ...any) {
	r.Diags = append(r.Diags, Diagnostic{Pos: r.Pos(n), Msg: fmt.Sprintf(format, args...)})
}

// KeyValue is one entry of a mapping.
type KeyValue struct {
	Key   string
	KeyN  *yaml.Node
	Value *yaml.Node
}

// Map reads a mapping node whose keys must be among known. Unknown keys
// are reported with a "did you mean", duplicate keys too; both are left
// out of the result. what names the mapping in messages ("a scenario").
func (r *Reader) Map(n *yaml.Node, what string, known []string) ([]KeyValue, bool) {
	if !r.checkKind(n, yaml.MappingNode, what, " (a map of key: value)") {
		return nil, false
	}
	out := r.entrySpace(len(n.Content) / 2)
	// Most maps have a few keys: the keys kept so far are looked through
	// instead of making a set for each map.
	var seen map[string]bool
	if len(n.Content) > 2*smallMap {
		seen = map[string]bool{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !r.checkKind(k, yaml.ScalarNode, "a key", "") {
			continue
		}
		if !r.checkKind(v, v.Kind, "", "") {
			continue
		}
		if known != nil && !slices.Contains(known, k.Value) {
			r.Errorf(k, "unknown key %q in %s%s; known keys: %s", k.Value, what, names.DidYouMean(k.Value, known), strings.Join(known, ", "))
			continue
		}
		if seen[k.Value] || seen == nil && HasKey(out, k.Value) {
			r.Errorf(k, "duplicate key %q in %s", k.Value, what)
			continue
		}
		if seen != nil {
			seen[k.Value] = true
		}
		out = append(out, KeyValue{Key: k.Value, KeyN: k, Value: v})
	}
	r.entries = r.entries[:len(r.entries)+len(out)]
	return slices.Clip(out), true
}

// entrySpace is room for n entries after those of r.entries, or nil for
// none: a slice of length 0 and capacity n to append to. Map keeps what it
// appends and clips the slice it returns, so that a caller's append can't
// reach the room of the next map.
func (r *Reader) entrySpace(n int) []KeyValue {
	if n == 0 {
		return nil
	}
	if cap(r.entries)-len(r.entries) < n {
		r.entries = make([]KeyValue, 0, max(n, entriesArray))
	}
	end := len(r.entries)
	return r.entries[end : end : end+n]
}

// entriesArray is the size of an array of Reader.entries: a few maps'
// entries, so that what the last array leaves unused is little.
const entriesArray = 64

// smallMap is the most keys a map read by Map may have for its duplicates
// to be found by looking through the keys kept.
const smallMap = 16

// Field says what to do with the value of one key of a map read by Fields.
type Field struct {
	Key  string
	Read func(v *yaml.Node)
}

// Fields reads a mapping whose known keys are those of fields, as Map
// does (unknown and duplicate keys are reported), and calls the Read of
// each key present with its value, in the order the file gives them. It
// returns the entries read, for HasKey, and false when n is not a map.
func (r *Reader) Fields(n *yaml.Node, what string, fields ...Field) ([]KeyValue, bool) {
	keys := make([]string, len(fields))
	for i, f := range fields {
		keys[i] = f.Key
	}
	kvs, ok := r.Map(n, what, keys)
	for _, kv := range kvs {
		// Map kept only keys of fields; the last field of a key reads it.
		for i := len(fields) - 1; i >= 0; i-- {
			if fields[i].Key == kv.Key {
				fields[i].Read(kv.Value)
				break
			}
		}
	}
	return kvs, ok
}

// HasKey reports whether a mapping read by Map has the key.
func HasKey(kvs []KeyValue, key string) bool {
	for _, kv := range kvs {
		if kv.Key == key {
			return true
		}
	}
	return false
}

// checkKind reports n when it is not of the wanted kind, as "expected" what
// and then form (" (a list)"): the two are joined only for the message, as
// nodes are checked far more often than they are wrong. Aliases are refused
// everywhere: a scenario is read as written, and an alias bomb must not
// blow up the reader.
func (r *Reader) checkKind(n *yaml.Node, want yaml.Kind, what, form string) bool {
	if n.Kind == yaml.AliasNode {
		r.Errorf(n, "YAML aliases (*%s) are not supported here: write the value out", n.Value)
		return false
	}
	if n.Kind != want {
		r.Errorf(n, "expected %s%s, found %s", what, form, describe(n))
		return false
	}
	return true
}

// describe names what a node is, for "expected X, found Y" messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a map"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "nothing (null)"
		}
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 && looksTyped(n.Value) {
			return fmt.Sprintf("the quoted string %q (remove the quotes)", n.Value)
		}
		return fmt.Sprintf("%q", n.Value)
	}
	return "something else"
}

// looksTyped reports whether a string would be a whole number or a boolean if it
// were not quoted.
func looksTyped(s string) bool {
	if _, err := strconv.Atoi(s); err == nil {
		return true
	}
	switch s {
	case "true", "True", "TRUE", "false", "False", "FALSE":
		return true
	}
	return false
}

// List reads a sequence node.
func (r *Reader) List(n *yaml.Node, what string) ([]*yaml.Node, bool) {
	if !r.checkKind(n, yaml.SequenceNode, what, " (a list)") {
		return nil, false
	}
	return n.Content, true
}

// ListOrOne reads a sequence node, or a single scalar or map as a
// one-element list.
func (r *Reader) ListOrOne(n *yaml.Node, what string) ([]*yaml.Node, bool) {
	if n.Kind == yaml.SequenceNode {
		return n.Content, true
	}
	if n.Kind == yaml.AliasNode {
		return r.List(n, what)
	}
	return []*yaml.Node{n}, true
}

// String reads a scalar as a string. Null is refused.
func (r *Reader) String(n *yaml.Node, what string) (string, bool) {
	if !r.checkKind(n, yaml.ScalarNode, what, "") {
		return "", false
	}
	if n.Tag == "!!null" {
		r.Errorf(n, "expected %s, found nothing (null)", what)
		return "", false
	}
	return n.Value, true
}

// Int reads an integer scalar.
func (r *Reader) Int(n *yaml.Node, what string) (int, bool) {
	if !r.checkKind(n, yaml.ScalarNode, what, " (a whole number)") {
		return 0, false
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil || n.Tag != "!!int" {
		if wholeNumber.MatchString(n.Value) && n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 {
			r.Errorf(n, "%s %s is too large: it does not fit in a whole number of 64 bits", what, n.Value)
			return 0, false
		}
		r.Errorf(n, "expected %s (a whole number), found %s", what, describe(n))
		return 0, false
	}
	return v, true
}

// wholeNumber matches a decimal whole number of any size.
var wholeNumber = regexp.MustCompile(`^[-+]?[0-9]+$`)

// IntIn reads an integer scalar that must be between lo and hi: rulecheck's
// limits on the numbers it accepts.
func (r *Reader) IntIn(n *yaml.Node, what string, lo, hi int) (int, bool) {
	v, ok := r.Int(n, what)
	switch {
	case !ok:
		return 0, false
	case v < lo && lo == 0:
		r.Errorf(n, "%s can't be negative, found %d", what, v)
	case v < lo && lo > 0:
		r.Errorf(n, "%s must be %d or more, found %d", what, lo, v)
	case v < lo:
		r.Errorf(n, "%s must be at least %d, found %d (rulecheck's limit: see docs/limits.md)", what, lo, v)
	case v > hi:
		r.Errorf(n, "%s must be at most %d, found %d (rulecheck's limit: see docs/limits.md)", what, hi, v)
	default:
		return v, true
	}
	return 0, false
}

// NonNegInt reads an integer scalar that may not be negative.
func (r *Reader) NonNegInt(n *yaml.Node, what string) (int, bool) {
	v, ok := r.Int(n, what)
	if ok && v < 0 {
		r.Errorf(n, "%s can't be negative, found %d", what, v)
		return 0, false
	}
	return v, ok
}

// Bool reads a boolean scalar (true or false).
func (r *Reader) Bool(n *yaml.Node, what string) (bool, bool) {
	if !r.checkKind(n, yaml.ScalarNode, what, " (true or false)") {
		return false, false
	}
	if n.Tag != "!!bool" {
		r.Errorf(n, "expected %s (true or false), found %s", what, describe(n))
		return false, false
	}
	return n.Value == "true" || n.Value == "True" || n.Value == "TRUE", true
}

// OneOf reads a string scalar that must be one of the allowed values.
func (r *Reader) OneOf(n *yaml.Node, what string, allowed []string) (string, bool) {
	s, ok := r.String(n, what)
	if !ok {
		return "", false
	}
	if !slices.Contains(allowed, s) {
		r.Errorf(n, "unknown %s %q%s; use one of: %s", what, s, names.DidYouMean(s, allowed), strings.Join(allowed, ", "))
		return "", false
	}
	return s, true
}
