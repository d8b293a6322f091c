package scenario

import (
	"fmt"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// A card with unsupported lines may wait in a library, a hand, a graveyard
// or exile, where its abilities don't function (113.6); on the battlefield
// or the stack they could apply, so the scenario stops there rather than
// give an answer without them. A card whose characteristics themselves are
// unsupported (a hybrid mana symbol, a power of *) can't be used anywhere.

// unsupportedCard refuses a scenario whose starting state has such a card
// on the battlefield, or anywhere when a characteristic is unsupported.
// The problem is at the card's place in start.
func unsupportedCard(s *Scenario) *source.Diagnostic {
	for _, o := range s.Start.Objects {
		if msg := unsupportedIn(o.Card, o.Zone); msg != "" {
			return &source.Diagnostic{Pos: o.Pos, Msg: msg}
		}
	}
	return nil
}

// unsupportedIn says why card can't be in zone, or "".
func unsupportedIn(c *cards.Card, zone sim.Zone) string {
	for _, u := range c.Unsupported {
		if u.Characteristic {
			return fmt.Sprintf("not supported yet: %s: %s (%s); the card's characteristics count in every zone", c.Name(), u.Oracle, u.Why)
		}
	}
	if len(c.Unsupported) == 0 || zone != sim.Battlefield && zone != sim.Stack {
		return ""
	}
	u := c.Unsupported[0]
	return fmt.Sprintf("not supported yet: %s: %s (%s); its abilities function on the %s (113.6)", c.Name(), u.Oracle, u.Why, zone)
}

// unsupportedInPlay checks, after an action, that no card with unsupported
// lines has reached the battlefield or the stack.
func (r *runner) unsupportedInPlay(pos source.Pos) *source.Diagnostic {
	if r.unsupported == nil {
		return nil
	}
	check := func(id sim.ObjectID, zone sim.Zone) *source.Diagnostic {
		o := r.g.Object(id)
		if c := r.unsupported[o.Card]; c != nil && !o.Token {
			if msg := unsupportedIn(c, zone); msg != "" {
				return &source.Diagnostic{Pos: pos, Msg: msg}
			}
		}
		return nil
	}
	for _, id := range r.g.Battlefield() {
		if d := check(id, sim.Battlefield); d != nil {
			return d
		}
	}
	for _, it := range r.g.Stack() {
		if it.Spell {
			if d := check(it.Object, sim.Stack); d != nil {
				return d
			}
		}
	}
	return nil
}
