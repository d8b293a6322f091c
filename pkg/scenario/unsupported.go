package scenario

import (
	"fmt"

	"github.com/rulecheck/rulecheck/internal/source"
)

// unsupportedCard refuses a scenario whose starting state uses a card with
// an Oracle line its card file marks unsupported: the engine would play the
// card without that ability. The problem is at the card's place in start.
func unsupportedCard(s *Scenario) *source.Diagnostic {
	for _, o := range s.Start.Objects {
		if len(o.Card.Unsupported) > 0 {
			u := o.Card.Unsupported[0]
			return &source.Diagnostic{Pos: o.Pos, Msg: fmt.Sprintf("not supported yet: %s: %s (%s)", o.Card.Name(), u.Oracle, u.Why)}
		}
	}
	return nil
}
