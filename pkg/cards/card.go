package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// Card is a compiled card definition with the text it was compiled from.
type Card struct {
	Def *sim.CardDef
	// The printed fields as written in the card file, for comparison with
	// reference Oracle data.
	ManaCost   string
	TypeLine   string
	Power      string
	Toughness  string
	OracleText string
	// Pos is where the card's definition starts.
	Pos source.Pos
	// Unsupported lists the Oracle lines the card file marks as not
	// implemented by the engine yet, in file order.
	Unsupported []UnsupportedLine
	// FromOracle is true for a card compiled from the built-in Oracle
	// database rather than written as a card file.
	FromOracle bool
}

// UnsupportedLine is an Oracle line marked `unsupported: why` in a card file.
type UnsupportedLine struct {
	Oracle string // the line
	Why    string // the reason given
	// Characteristic is true when what is unsupported is a characteristic
	// of the card itself (a mana symbol, a power of *): the card can't be
	// used in any zone, since even there its characteristics count.
	Characteristic bool `json:"characteristic,omitempty"`
}

// Name is the card's name.
func (c *Card) Name() string { return c.Def.Name }
