package sim

// CounterUnlessPays counters the spell or ability that made the ability
// trigger unless its controller pays Cost (ward, 702.21a; 701.6a).
type CounterUnlessPays struct{ Cost ManaCost }

func (e CounterUnlessPays) apply(g *Game, r *resolution) error {
	return g.counterTriggeringUnlessPaid(r, e.Cost, RuleWard)
}

// CounterSpell counters each spell of What (701.6a): "Counter target
// spell."
type CounterSpell struct{ What Subject }

func (e CounterSpell) apply(g *Game, r *resolution) error {
	return g.eachSpell(e.What, r, func(i int) error {
		g.counter(i)
		return nil
	})
}

// counter counters the stack item at index i (701.6a): it leaves the stack
// without resolving, and a countered spell goes to its owner's graveyard.
func (g *Game) counter(i int) {
	it := g.stack[i]
	name := g.ItemName(it)
	if it.Spell && g.cantBeCountered(it.Object) {
		g.logf("counter", RuleCantBeCountered, "%s can't be countered", name)
		return
	}
	if it.Spell {
		g.move(it.Object, Graveyard, NoPlayer)
	} else {
		g.stack = append(g.stack[:i:i], g.stack[i+1:]...)
	}
	g.logf("counter", RuleCounter, "%s is countered", name)
}

// stackIndex finds the stack item with an ID.
func stackIndex(stack []*StackItem, id int) int {
	for i, it := range stack {
		if it.ID == id {
			return i
		}
	}
	return -1
}
