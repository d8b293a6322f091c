package oracle

import (
	"cmp"
	"fmt"
	"io"
	"strings"
)

// Card is one card of reference data: its Oracle characteristics, and its
// faces for a multi-part card.
type Card struct {
	Name       string
	ManaCost   string
	TypeLine   string
	Power      string
	Toughness  string
	OracleText string
	// OracleID is Scryfall's oracle_id, when the data has it.
	OracleID string
	// Faces are the parts of a multi-part card, each a Card of its own.
	Faces []*Card
	// Line is the line of the card's entry in the file it was read from.
	Line int
	// Layout is Scryfall's layout of a multi-part card ("split",
	// "transform", "adventure"...), when the data has it.
	Layout string
}

// scryfallCard holds the fields decoded from Scryfall and JSON Lines card
// objects; every other field is skipped by the decoder.
type scryfallCard struct {
	Name       string          `json:"name"`
	ManaCost   string          `json:"mana_cost"`
	TypeLine   string          `json:"type_line"`
	Power      string          `json:"power"`
	Toughness  string          `json:"toughness"`
	OracleText string          `json:"oracle_text"`
	OracleID   string          `json:"oracle_id"`
	Layout     string          `json:"layout"`
	Faces      []*scryfallCard `json:"faces"`      // JSON Lines
	CardFaces  []*scryfallCard `json:"card_faces"` // Scryfall
}

func (s *scryfallCard) card() *Card {
	c := &Card{Name: s.Name, ManaCost: s.ManaCost, TypeLine: s.TypeLine, Power: s.Power, Toughness: s.Toughness,
		OracleText: s.OracleText, OracleID: s.OracleID, Layout: s.Layout}
	for _, f := range append(s.Faces, s.CardFaces...) {
		c.Faces = append(c.Faces, f.card())
	}
	return c
}

// mtgjsonFace holds the fields decoded from one face of an MTGJSON card.
type mtgjsonFace struct {
	Name      string `json:"name"`
	FaceName  string `json:"faceName"`
	ManaCost  string `json:"manaCost"`
	Type      string `json:"type"`
	Power     string `json:"power"`
	Toughness string `json:"toughness"`
	Text      string `json:"text"`
}

func (f *mtgjsonFace) card(name string) *Card {
	return &Card{Name: name, ManaCost: f.ManaCost, TypeLine: f.Type, Power: f.Power, Toughness: f.Toughness, OracleText: f.Text}
}

// MaxOracleTextBytes bounds the Oracle text of one card or face, here and in
// card files: compiling a line keeps about 3 KB of syntax and abilities
// alive, so a 2 MB text of one-word lines took over 1 GB. The longest real
// Oracle text is under 800 bytes (Bureaucracy, 775), and the longest card has
// 10 lines, so 8,192 bytes leave room for any future card (and for a test card
// with a line over the grammar's 2,000 characters).
const MaxOracleTextBytes = 8192

// CheckOracleText refuses an Oracle text longer than MaxOracleTextBytes.
func CheckOracleText(text string) error {
	if len(text) > MaxOracleTextBytes {
		return fmt.Errorf("the Oracle text is %d bytes, over the limit of %d bytes (rulecheck's limit: see docs/limits.md)", len(text), MaxOracleTextBytes)
	}
	return nil
}

// CheckTexts refuses a card whose Oracle text, or a face's, is longer than
// MaxOracleTextBytes; the message names the card or the face.
func (c *Card) CheckTexts() error {
	for _, f := range append([]*Card{c}, c.Faces...) {
		if err := CheckOracleText(f.OracleText); err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
	}
	return nil
}

// ReadCards reads reference card data in any of the supported formats,
// detected from the content: a Scryfall JSON array, JSON Lines with the same
// fields, or MTGJSON AtomicCards. Cards are returned in file order. Every
// problem names the line of its entry: malformed or truncated JSON, an
// entry that is not a card, a card listed twice, an Oracle text over
// MaxOracleTextBytes.
func ReadCards(r io.Reader) ([]*Card, error) {
	var out []*Card
	err := EachCard(r, func(c *Card) error {
		out = append(out, c)
		return nil
	})
	return out, err
}

// EachCard reads cards as ReadCards does, calling fn with each in file
// order as soon as it is decoded, so that a caller can work on the first
// cards while the rest are read. It stops at the first error, the input's
// or fn's.
func EachCard(r io.Reader, fn func(*Card) error) error {
	in, err := readInput(r)
	if err != nil {
		return err
	}
	f, err := in.detect()
	if err != nil {
		return err
	}
	seen := map[string]int{}
	add := func(c *Card) error {
		if first, dup := seen[c.Name]; dup {
			return fmt.Errorf("line %d: %s is listed again (first at line %d): a reference file has one entry per card", c.Line, c.Name, first)
		}
		seen[c.Name] = c.Line
		if err := c.CheckTexts(); err != nil {
			return fmt.Errorf("line %d: %v", c.Line, err)
		}
		return fn(c)
	}
	if f == mtgjson {
		return eachAtomic(in, func(name string, faces []mtgjsonFace, line int) error {
			c := atomicCard(name, faces)
			c.Line = line
			return add(c)
		})
	}
	i := 0
	return eachValue(in, f, func(line int, s *scryfallCard) error {
		i++
		switch {
		case s.Name == "":
			return fmt.Errorf("line %d: entry %d is not a card: it has no name", line, i)
		case s.TypeLine == "" && len(s.Faces)+len(s.CardFaces) == 0:
			return fmt.Errorf("line %d: entry %d (%s) is not a card: it has no type_line", line, i, s.Name)
		}
		c := s.card()
		c.Line = line
		return add(c)
	})
}

// atomicCard makes a Card of an MTGJSON entry. A multi-part card is named by
// its full name ("Fire // Ice"), has the front face's characteristics, and
// lists each face under its own name.
func atomicCard(name string, faces []mtgjsonFace) *Card {
	if len(faces) == 0 {
		return &Card{Name: name}
	}
	c := faces[0].card(name)
	if len(faces) > 1 {
		for i := range faces {
			c.Faces = append(c.Faces, faces[i].card(cmp.Or(faces[i].FaceName, faces[i].Name)))
		}
	}
	return c
}

// frontFace is the name of a multi-part card's first part ("Fire" for
// "Fire // Ice"), or the name itself.
func frontFace(name string) string {
	front, _, _ := strings.Cut(name, " // ")
	return front
}
