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
	return max(n, 0)
}
