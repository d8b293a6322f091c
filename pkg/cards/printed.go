package cards

import "github.com/rulecheck/rulecheck/pkg/oracle"

// Printed is what the card file says of the printed card, for comparison
// with reference Oracle data.
func (c *Card) Printed() oracle.Definition {
	return oracle.Definition{Name: c.Name(), ManaCost: c.ManaCost, TypeLine: c.TypeLine, Power: c.Power,
		Toughness: c.Toughness, OracleText: c.OracleText}
}
