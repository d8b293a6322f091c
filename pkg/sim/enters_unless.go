package sim

// EntersUnless is the condition of "This land enters tapped unless ..."
// (614.1c): checked as the permanent would enter, so the permanent itself
// is never counted (614.12). One of its kinds is set.
type EntersUnless struct {
	// YouControl: its controller controls at least AtLeast (and, when
	// AtMost >= 0, at most AtMost) other permanents passing the filter
	// ("unless you control two or fewer other lands", "unless you control
	// a basic land").
	YouControl      *Filter
	AtLeast, AtMost int
	// Opponents counts the permanents its controller's opponents control
	// instead ("unless your opponents control eight or more lands").
	Opponents bool
	// LifeAtMost: a player has that much life or less ("unless a player
	// has 13 or less life"); used when HasLife.
	LifeAtMost int
	HasLife    bool
	// OpponentsAtLeast: its controller has that many opponents or more.
	OpponentsAtLeast int
}

func (c *EntersUnless) holds(g *Game, o *Object) bool {
	you := g.Controller(o.ID)
	switch {
	case c.YouControl != nil:
		ctx := g.filterContextNow(o.ID, you)
		n := 0
		for _, id := range g.battlefield {
			if id != o.ID && (g.Controller(id) == you) != c.Opponents && c.YouControl.matches(ctx, id) {
				n++
			}
		}
		return n >= c.AtLeast && (c.AtMost < 0 || n <= c.AtMost)
	case c.HasLife:
		for _, p := range g.players {
			if !p.Lost && p.Life <= c.LifeAtMost {
				return true
			}
		}
		return false
	}
	return len(g.opponents(you)) >= c.OpponentsAtLeast
}
