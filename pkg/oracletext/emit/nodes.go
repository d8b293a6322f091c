package emit

import (
	"strconv"

	"go.yaml.in/yaml/v3"
)

// at is where the nodes being made come from: the line (1-based, the
// Oracle line's number in the card) and a column of the printed line, so
// that a problem the card language finds points back at the phrase.
type at struct{ line, col int }

func (p at) str(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s, Line: p.line, Column: p.col}
}

func (p at) num(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n), Line: p.line, Column: p.col}
}

func (p at) yes() *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true", Line: p.line, Column: p.col}
}

// kv makes a map of keys and values, alternating.
func (p at) kv(pairs ...any) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: p.line, Column: p.col}
	for i := 0; i+1 < len(pairs); i += 2 {
		v := pairs[i+1]
		var vn *yaml.Node
		switch x := v.(type) {
		case *yaml.Node:
			vn = x
		case string:
			vn = p.str(x)
		case int:
			vn = p.num(x)
		}
		n.Content = append(n.Content, p.str(pairs[i].(string)), vn)
	}
	return n
}

func (p at) list(items ...*yaml.Node) *yaml.Node {
	return &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Content: items, Line: p.line, Column: p.col}
}
