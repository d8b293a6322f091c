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
}

// Name is the card's name.
func (c *Card) Name() string { return c.Def.Name }
