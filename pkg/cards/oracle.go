package cards

import (
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
	"github.com/rulecheck/rulecheck/pkg/oracletext"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// FromOracle compiles a real card from its Oracle text (package
// oracletext) through the card language, as if its card file had been
// written by hand. Every line the grammar can't read, and every ability the
// card language refuses, is an unsupported line naming its phrase; a
// characteristic the engine can't represent (a snow mana symbol {S}, a
// power of *) is unsupported too, and such a card can't be used at all.
// It also returns the compiled text, for reports. An Oracle text
// over oracle.MaxOracleTextBytes (the card's or a face's) is not read at
// all: the card is only a name.
func FromOracle(ref *oracle.Card) (*Card, *oracletext.Card) {
	if err := ref.CheckTexts(); err != nil {
		// the readers of reference data refuse such a card; this bounds
		// any other caller's
		bare := &oracle.Card{Name: ref.Name, ManaCost: ref.ManaCost, TypeLine: ref.TypeLine, Power: ref.Power,
			Toughness: ref.Toughness, OracleID: ref.OracleID, Line: ref.Line, Layout: ref.Layout}
		return nameOnly(ref, []UnsupportedLine{{Oracle: "the card", Why: err.Error(), Characteristic: true}}), oracletext.Compile(bare)
	}
	oc := oracletext.Compile(ref)
	file := "oracle:" + ref.Name
	fields := characteristics(ref, oc.Face)
	for range 4 { // each round marks what the card language refused
		node := oc.Node()
		stripFields(node, fields)
		r := &source.Reader{File: file}
		c := Compile(r, node)
		if c != nil {
			c.FromOracle = true
			c.Pos = source.Pos{File: file, Line: 1, Col: 1}
			c.Unsupported = append(fields, c.Unsupported...)
			return c, oc
		}
		for _, d := range r.Diags {
			switch {
			case d.Pos.Line >= 1 && d.Pos.Line <= len(oc.Lines):
				if oc.Lines[d.Pos.Line-1].Body != nil { // the first problem of a line says most
					oc.Unsupport(d.Pos.Line-1, d.Msg, d.Pos.Col)
				}
			case d.Pos.Line == 0 && fieldName(d.Pos.Col) != "":
				fields = append(fields, UnsupportedLine{Oracle: fieldName(d.Pos.Col), Why: d.Msg, Characteristic: true})
				if fieldName(d.Pos.Col) == "type_line" {
					return nameOnly(ref, fields), oc
				}
			default:
				fields = append(fields, UnsupportedLine{Oracle: "the card", Why: d.Msg, Characteristic: true})
			}
		}
	}
	return nameOnly(ref, fields), oc
}

// nameOnly is a card the card language refuses whatever is left out: a
// name and nothing else, never usable in a scenario.
func nameOnly(ref *oracle.Card, fields []UnsupportedLine) *Card {
	file := "oracle:" + ref.Name
	c := &Card{Def: &sim.CardDef{Name: ref.Name}, Pos: source.Pos{File: file, Line: 1, Col: 1}, FromOracle: true,
		OracleText: ref.OracleText, Unsupported: fields}
	if len(c.Unsupported) == 0 {
		c.Unsupported = []UnsupportedLine{{Oracle: "the card", Why: "it does not compile", Characteristic: true}}
	}
	return c
}

// characteristics lists what the data can't say of a card's
// characteristics: the color of a card without mana cost that is more than
// a land (a color indicator, 204, is not in the data), and the combined
// characteristics of a split card (709.4).
func characteristics(ref, face *oracle.Card) []UnsupportedLine {
	var out []UnsupportedLine
	if ref.Layout == "split" {
		out = append(out, UnsupportedLine{Oracle: "split card", Why: "its characteristics combine both halves (709.4)", Characteristic: true})
	}
	if face.ManaCost == "" && !landOnly(face.TypeLine) {
		out = append(out, UnsupportedLine{Oracle: "color", Why: "a card without mana cost may have a color indicator (204), which the data does not give", Characteristic: true})
	}
	return out
}

// landOnly reports whether a type line has no card type but land (a land
// has no color indicator, but Dryad Arbor, a land creature, has one).
func landOnly(typeLine string) bool {
	types, _, _ := strings.Cut(typeLine, " — ")
	for _, w := range strings.Fields(types) {
		switch w {
		case "Land", "Basic", "Legendary", "Snow", "World":
		default:
			return false
		}
	}
	return strings.Contains(types, "Land")
}

func fieldName(col int) string {
	return map[int]string{oracletext.ColManaCost: "mana_cost", oracletext.ColTypeLine: "type_line",
		oracletext.ColPower: "power", oracletext.ColToughness: "toughness"}[col]
}

// stripFields leaves the refused characteristics out of a card map: no
// mana cost, power and toughness 0. Such a card can't be used in a
// scenario, so these stand-ins never count.
func stripFields(n *yaml.Node, fields []UnsupportedLine) {
	for _, f := range fields {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value != f.Oracle {
				continue
			}
			switch f.Oracle {
			case "mana_cost":
				n.Content = append(n.Content[:i], n.Content[i+2:]...)
			case "power", "toughness":
				n.Content[i+1].Value = "0"
			}
			break
		}
	}
}

var (
	oracleMu    sync.Mutex
	oracleCards = map[string]*Card{}
)

// lookupOracle finds a real card of the built-in Oracle database and
// compiles it on first use; key is the name folded. The compiled card is
// kept, under the name asked and under its own name, so that every lookup
// of a card (by any of its names, from any goroutine) gives the same *Card.
func lookupOracle(name, key string) (*Card, bool) {
	if c, ok := cachedOracle(key); ok {
		return c, c != nil
	}
	var c *Card
	ref, found, err := oracledb.Lookup(name)
	if err == nil && found {
		if cached, ok := cachedOracle(names.Fold(ref.Name)); ok {
			c = cached
		} else {
			c, _ = FromOracle(ref)
		}
	}
	oracleMu.Lock()
	defer oracleMu.Unlock()
	for _, k := range []string{names.Fold(c.nameOr(name)), key} {
		if first, ok := oracleCards[k]; ok && first != nil {
			c = first // compiled meanwhile by another goroutine
		}
	}
	oracleCards[key] = c
	if c != nil {
		oracleCards[names.Fold(c.Name())] = c
	}
	return c, c != nil
}

func cachedOracle(key string) (*Card, bool) {
	oracleMu.Lock()
	defer oracleMu.Unlock()
	c, ok := oracleCards[key]
	return c, ok
}

// nameOr is the card's name, or name for no card.
func (c *Card) nameOr(name string) string {
	if c == nil {
		return name
	}
	return c.Name()
}
