package sim

import "strings"

// Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this
// permanent enters with N +1/+1 counters on it."

// enterWithBloodthirst applies bloodthirst as o enters: an opponent of its
// controller was dealt damage this turn.
func (g *Game) enterWithBloodthirst(o *Object) {
	c := g.Chars(o.ID)
	hurt := false
	for _, p := range g.players {
		if p.ID != c.Controller && p.dealtDamageThisTurn {
			hurt = true
		}
	}
	if !hurt {
		return
	}
	for _, k := range keywordsWith(c, KwBloodthirst) {
		if n, err := keywordNumber(strings.TrimPrefix(k, string(KwBloodthirst)+" ")); err == nil && n > 0 {
			g.addCounters(o, "+1/+1", n)
			g.stampCounters(o, "+1/+1")
			g.invalidate()
			g.logf("enter", RuleBloodthirst, "an opponent was dealt damage this turn: %s enters with %d +1/+1 counter(s)", o.Card.Name, n)
		}
	}
}
