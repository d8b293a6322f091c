// Package oracletext compiles a card's Oracle text into the abilities of a
// card file: each line is normalized (package normalize), parsed by a
// strict grammar (package grammar), printed back and compared with the
// normalized line (the round trip), and written in the card language
// (package emit). A line the grammar can't read is kept as an unsupported
// line that names the first phrase it could not read and its column.
//
// The result is a card map in the card-file schema; package cards compiles
// it into engine abilities like any hand-written card file, and whatever
// the card language refuses becomes an unsupported line too.
package oracletext

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracletext/emit"
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"github.com/rulecheck/rulecheck/pkg/oracletext/normalize"
	"go.yaml.in/yaml/v3"
)

// Line is one Oracle line of a compiled card.
type Line struct {
	Raw  string // as printed
	Norm string // normalized: what the grammar read
	// Label is the ability word or flavor word of the line, if any: the
	// ability's name.
	Label string
	// Kind is the grammar's kind of line, "reminder", "mode" (a line of a
	// modal spell), or "" when unsupported.
	Kind string
	// Key and Body are the ability in the card language (Key is keyword,
	// mana, activated, ...); nil for reminder text and unsupported lines.
	Key  string
	Body *yaml.Node
	// Phrase and Col say where an unsupported line stops being readable
	// (Col is a column of Raw); Why says why, when it was read but the card
	// language has no words for it.
	Phrase string
	Col    int
	Why    string
	// Printed is the printer's text when it differs from Norm: a bug of
	// the grammar, and the line is unsupported.
	Printed string
}

// Supported reports whether the line has an ability (or needs none).
func (l *Line) Supported() bool { return l.Body != nil || l.Kind == "reminder" || l.Kind == "mode" }

// Reason is the one-line account of an unsupported line.
func (l *Line) Reason() string {
	switch {
	case l.Printed != "":
		return fmt.Sprintf("round trip failed: printed %q", l.Printed)
	case l.Why != "":
		return fmt.Sprintf("%q at column %d: %s", l.Phrase, l.Col, l.Why)
	}
	return fmt.Sprintf("cannot read %q at column %d", l.Phrase, l.Col)
}

// Unsupport marks a line unsupported with a reason and a column of Raw;
// the phrase is the words there.
func (l *Line) Unsupport(why string, col int) {
	l.Key, l.Body, l.Why, l.Col = "", nil, why, max(col, 1)
	l.Phrase, _ = grammar.PhraseAt(l.Raw, byteOffset(l.Raw, l.Col))
	if l.Kind == "mode" {
		l.Kind = ""
	}
}

// Unsupport marks line i of the card unsupported (Line.Unsupport), as the
// card language refused its ability.
func (c *Card) Unsupport(i int, why string, col int) { unsupportLine(c.Lines, i, why, col) }

// unsupportLine marks lines[i] unsupported; a modal spell's "Choose one —"
// takes its mode lines with it, since they are one ability (700.2): else
// they would be left as lines no ability implements.
func unsupportLine(lines []Line, i int, why string, col int) {
	lines[i].Unsupport(why, col)
	if lines[i].Kind != string(grammar.ModeHeader) {
		return
	}
	for j := i + 1; j < len(lines) && lines[j].Kind == "mode"; j++ {
		lines[j].Unsupport(why, 1)
	}
}

// byteOffset is the byte offset of a 1-based column of s.
func byteOffset(s string, col int) int {
	n := 1
	for i := range s {
		if n == col {
			return i
		}
		n++
	}
	return len(s)
}

// Card is a compiled card.
type Card struct {
	Ref   *oracle.Card
	Lines []Line
	// Face is the face whose characteristics the card has (the first face
	// of a multi-part card, else the card itself).
	Face *oracle.Card
}

// Compiled reports whether every line of the card is supported.
func (c *Card) Compiled() bool {
	for i := range c.Lines {
		if !c.Lines[i].Supported() {
			return false
		}
	}
	return true
}

// Compile compiles a reference card. The lines of a multi-part card's
// other faces are unsupported: the engine plays one face.
func Compile(ref *oracle.Card) *Card {
	c := &Card{Ref: ref, Face: ref}
	if len(ref.Faces) > 0 {
		c.Face = ref.Faces[0]
	}
	spell := strings.Contains(c.Face.TypeLine, "Instant") || strings.Contains(c.Face.TypeLine, "Sorcery")
	lines := normalize.Lines(c.Face.Name, c.Face.OracleText)
	c.Lines = make([]Line, len(lines))
	for i := 0; i < len(lines); i++ {
		i += compileLine(c.Lines, lines, i, spell)
	}
	for _, f := range ref.Faces[min(1, len(ref.Faces)):] {
		for _, l := range normalize.Lines(f.Name, f.OracleText) {
			c.Lines = append(c.Lines, Line{Raw: l.Raw, Norm: l.Norm, Phrase: "another face: " + f.Name, Col: 1,
				Why: fmt.Sprintf("a line of another face (%s) of a multi-part card", f.Name)})
		}
	}
	return c
}

// compileLine compiles line i (and the modes after a "Choose one —"); it
// returns how many lines after i it used.
func compileLine(out []Line, lines []normalize.Line, i int, spell bool) int {
	l := lines[i]
	out[i] = Line{Raw: l.Raw, Norm: l.Norm, Label: l.Label}
	if l.Reminder {
		out[i].Kind = "reminder"
		return 0
	}
	a, bad := grammar.Parse(l.Norm, spell)
	if bad != nil {
		out[i].Phrase, out[i].Col = bad.Phrase, l.Col(bad.Offset)
		return 0
	}
	if printed := a.Print(); printed != l.Norm {
		out[i].Printed, out[i].Col = printed, 1
		return 0
	}
	if a.Kind == grammar.ModeHeader {
		return compileModes(out, lines, i, a)
	}
	key, body, err := emit.Ability(a, i+1, l.Col)
	if err != nil {
		p := err.(*emit.Problem)
		out[i].Phrase, _ = grammar.PhraseAt(l.Norm, p.Offset)
		out[i].Why, out[i].Col = p.Why, l.Col(p.Offset)
		return 0
	}
	if rule, ok := keywordLabels[l.Label]; ok {
		// A keyword with rules meaning, not an ability word (207.2c): the
		// line without it would say less than the card does.
		out[i].Phrase, out[i].Why, out[i].Col = l.Label, fmt.Sprintf("%q is a keyword (%s) the engine doesn't model", l.Label, rule), 1
		return 0
	}
	if keys, ok := activationLabels[l.Label]; ok {
		// Forecast and exhaust are keywords, not ability words: their
		// restrictions are in the rules, not in the line (702.57b,
		// 702.177a).
		if key != "activated" {
			out[i].Phrase, out[i].Why, out[i].Col = l.Label, "a "+l.Label+" line that is no activated ability", 1
			return 0
		}
		for _, k := range keys {
			body.Content = append(body.Content, emit.Flag(body, k), emit.Flag(body, "true"))
		}
	}
	out[i].Kind, out[i].Key, out[i].Body = string(a.Kind), key, body
	return 0
}

// compileModes compiles "Choose one —" at i and the "• " lines after it.
func compileModes(out []Line, lines []normalize.Line, i int, header *grammar.Ability) int {
	var modes []*grammar.Ability
	var texts []string
	n := 0
	for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j].Norm, "• "); j++ {
		n++
		l := lines[j]
		out[j] = Line{Raw: l.Raw, Norm: l.Norm}
		m, bad := grammar.Parse(l.Norm, true)
		switch {
		case bad != nil:
			out[j].Phrase, out[j].Col = bad.Phrase, l.Col(bad.Offset)
		case m.Kind != grammar.Mode:
			out[j].Phrase, out[j].Col = l.Norm, 1
		case m.Print() != l.Norm:
			out[j].Printed, out[j].Col = m.Print(), 1
		default:
			out[j].Kind = "mode"
			modes, texts = append(modes, m), append(texts, l.Raw)
		}
	}
	h := &out[i]
	h.Kind = string(grammar.ModeHeader)
	if n == 0 || len(modes) < n {
		for j := i + 1; j <= i+n; j++ {
			if out[j].Kind == "mode" {
				out[j].Unsupport("another mode of this spell is unsupported", 1)
			}
		}
		h.Unsupport("a mode of this spell is unsupported", 1)
		if n == 0 {
			h.Why = "modes without a mode line"
		}
		return n
	}
	body, err := emit.Modes(header, modes, texts, i+1, lines[i].Col)
	if err != nil {
		unsupportLine(out, i, err.Error(), 1)
		return n
	}
	h.Key, h.Body = "spell", body
	return n
}

// Node is the card as a card-file map: the face's characteristics, the
// Oracle text of every face, and one ability a line (unsupported lines
// marked with their reason).
func (c *Card) Node() *yaml.Node {
	// The nodes are cut from one array, as many as there can be: the card
	// language compiles a card from its node up to four times, and these
	// nodes, made one by one, were most of what compiling a card allocated.
	nodes := make([]yaml.Node, 0, nodesPerCard+nodesPerLine*len(c.Lines))
	newNode := func(v yaml.Node) *yaml.Node {
		nodes = append(nodes, v)
		return &nodes[len(nodes)-1]
	}
	p := func(s string) *yaml.Node { return newNode(yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}) }
	n := newNode(yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: make([]*yaml.Node, 0, nodesPerCard-1)})
	add := func(k string, v *yaml.Node, col int) {
		key := p(k)
		key.Column, v.Column = col, col
		n.Content = append(n.Content, key, v)
	}
	add("name", p(c.Ref.Name), 1)
	if c.Face.ManaCost != "" {
		add("mana_cost", p(c.Face.ManaCost), ColManaCost)
	}
	add("type_line", p(c.Face.TypeLine), ColTypeLine)
	if c.Face.Power != "" || c.Face.Toughness != "" {
		add("power", p(c.Face.Power), ColPower)
		add("toughness", p(c.Face.Toughness), ColToughness)
	}
	texts := make([]string, len(c.Lines))
	abilities := newNode(yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Content: make([]*yaml.Node, 0, len(c.Lines))})
	for i, l := range c.Lines {
		texts[i] = l.Raw
		if l.Kind == "reminder" || l.Kind == "mode" {
			continue
		}
		at := func(s string) *yaml.Node { v := p(s); v.Line = i + 1; v.Column = max(l.Col, 1); return v }
		entry := newNode(yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: i + 1, Column: 1, Content: make([]*yaml.Node, 0, nodesPerLine-1)})
		entry.Content = append(entry.Content, at("oracle"), at(l.Raw))
		if l.Label != "" && l.Body != nil {
			entry.Content = append(entry.Content, at("name"), at(l.Label))
		}
		if l.Body != nil {
			entry.Content = append(entry.Content, at(l.Key), l.Body)
		} else {
			entry.Content = append(entry.Content, at("unsupported"), at(l.Reason()))
		}
		abilities.Content = append(abilities.Content, entry)
	}
	add("oracle_text", p(strings.Join(texts, "\n")), 1)
	add("abilities", abilities, 1)
	return n
}

// nodesPerCard is the most nodes Node makes for a card besides its lines:
// the map and six keys with their values (the abilities' list is one);
// nodesPerLine is the most it makes for a line: the map and three keys
// with their values.
const (
	nodesPerCard = 13
	nodesPerLine = 7
)

// Columns that mark the card's own fields in Node, for problems that are
// not on a line (line 0).
const (
	ColManaCost  = 2
	ColTypeLine  = 3
	ColPower     = 4
	ColToughness = 5
)

// keywordLabels are the labels before " — " that are keywords with rules
// meaning rather than ability or flavor words (207.2c, 207.2d), and that
// the card language can't honour yet.
var keywordLabels = map[string]string{
	"Max speed": "702.178a", // the ability exists only while your speed is 4
	"Solved":    "702.169a", // only while this Case is solved
}

// activationLabels are the keyword labels of activated abilities whose
// restrictions the card language has keys for.
var activationLabels = map[string][]string{
	"Forecast": {"your_upkeep_only", "once_each_turn"},      // 702.57b
	"Exhaust":  {"only_once"},                               // 702.177a
	"Boast":    {"if_attacked_this_turn", "once_each_turn"}, // 702.142a
}
