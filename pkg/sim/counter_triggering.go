package sim

// CounterTriggeringUnlessPays counters the spell or ability whose targeting
// made the ability trigger unless its controller pays Cost (118.12a):
// "Whenever this creature becomes the target of a spell or ability an
// opponent controls, counter that spell or ability unless its controller
// pays {2}." Ward is the keyword for the same (702.21a).
type CounterTriggeringUnlessPays struct{ Cost ManaCost }

func (e CounterTriggeringUnlessPays) apply(g *Game, r *resolution) error {
	return g.counterTriggeringUnlessPaid(r, e.Cost, RuleCounterUnless)
}

// counterTriggeringUnlessPaid counters the stack item of the trigger's
// event unless its controller pays cost; nothing happens once it has left
// the stack.
func (g *Game) counterTriggeringUnlessPaid(r *resolution, cost ManaCost, rule Rule) error {
	if r.trigger == nil {
		return nil
	}
	i := stackIndex(g.stack, r.trigger.item)
	if i < 0 {
		return nil // it has left the stack
	}
	return g.counterUnlessPaid(i, cost, rule)
}
