package sim

import "fmt"

// CounterUnlessPays counters the spell or ability that made the ability
// trigger unless its controller pays Cost (ward, 702.21a; 701.6a).
type CounterUnlessPays struct{ Cost ManaCost }

func (e CounterUnlessPays) apply(g *Game, r *resolution) error {
	if r.trigger == nil {
		return nil
	}
	i := stackIndex(g.stack, r.trigger.item)
	if i < 0 {
		return nil // it has left the stack
	}
	it := g.stack[i]
	payer := it.Controller
	name := g.ItemName(it)
	const pay = "pay"
	options := []string{"don't pay"}
	if canPayMana(g.spendable(payer, nil), e.Cost, 0) {
		options = []string{pay, "don't pay"}
	}
	choice, err := g.decide(Decision{Player: payer, Question: fmt.Sprintf("pay %s, or %s is countered", e.Cost, name), Options: options, Rule: RuleWard})
	if err != nil {
		return err
	}
	if options[choice] == pay {
		return g.payMana(payer, e.Cost, 0, name, nil)
	}
	g.counter(i)
	return nil
}

// CounterSpell counters each spell of What (701.6a): "Counter target
// spell."
type CounterSpell struct{ What Subject }

func (e CounterSpell) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	for _, it := range g.spellsOf(ts) {
		g.counter(stackIndex(g.stack, it.ID))
	}
	return err
}

// counter counters the stack item at index i (701.6a): it leaves the stack
// without resolving, and a countered spell goes to its owner's graveyard.
func (g *Game) counter(i int) {
	it := g.stack[i]
	name := g.ItemName(it)
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
