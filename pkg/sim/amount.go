package sim

// Amount is a number an effect uses, composed of parts that add up: a
// fixed number, X, the number of objects a filter finds ("for each creature
// you control"), and "that much" (the amount of the event a triggered
// ability triggered on).
type Amount struct {
	N int
	// X adds the value of X paid for the spell or ability (107.3).
	X bool
	// CountOf adds the number of objects passing the filter, read for the
	// effect's controller.
	CountOf *Filter
	// ThatMuch adds the amount of the triggering event: life gained,
	// damage dealt.
	ThatMuch bool
	// PowerOf adds the power of the first object of the subject ("damage
	// equal to its power"), as it last existed if it left (608.2h).
	PowerOf Subject
}

// AmountOf is the fixed amount n.
func AmountOf(n int) Amount { return Amount{N: n} }

func (a Amount) value(g *Game, r *resolution) int {
	n := a.N
	if a.X {
		n += r.x
	}
	if a.CountOf != nil {
		ctx := g.filterContextNow(r.source, r.controller)
		for _, id := range g.filterCandidates(a.CountOf) {
			if a.CountOf.matches(ctx, id) {
				n++
			}
		}
	}
	if a.ThatMuch && r.trigger != nil {
		n += r.trigger.amount
	}
	if a.PowerOf != nil {
		n += g.powerOf(a.PowerOf, r)
	}
	return max(n, 0)
}

// powerOf is the power of the first object of s, from its last known
// information when it is the source and has left the battlefield.
func (g *Game) powerOf(s Subject, r *resolution) int {
	ts, _ := s.resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		c := g.Chars(t.Object)
		if g.objects[t.Object].Zone != Battlefield && t.Object == r.source && r.sourceLKI != nil && r.sourceLKI.lkiChars != nil {
			c = r.sourceLKI.lkiChars
		}
		return c.Power
	}
	return 0
}
