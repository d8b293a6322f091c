package sim

import "fmt"

// CantBeCountered is "This spell can't be countered": it functions on the
// stack (113.6g), and a spell that would counter it does nothing to it
// (101.2: the "can't" wins).
type CantBeCountered struct{}

// SpellsCantBeCountered is a permanent's "Creature spells you control
// can't be countered" (101.2): the spells Spells finds, read for the
// permanent's controller.
type SpellsCantBeCountered struct{ Spells Filter }

func (CantBeCountered) static()       {}
func (SpellsCantBeCountered) static() {}

// cantBeCountered reports whether the spell id has an ability saying it
// can't be countered.
func (g *Game) cantBeCountered(id ObjectID) bool {
	for _, a := range g.abilitiesOfKind(id, StaticAbility) {
		if _, ok := a.Static.(CantBeCountered); ok {
			return true
		}
	}
	for _, src := range g.battlefield {
		ctx := g.filterContextNow(src, g.Chars(src).Controller)
		for _, a := range g.abilitiesOfKind(src, StaticAbility) {
			if s, ok := a.Static.(SpellsCantBeCountered); ok && s.Spells.matches(ctx, id) {
				return true
			}
		}
	}
	return false
}

// CounterUnlessPaysCost is "Counter target spell unless its controller
// pays {3}" (118.12a, 701.6a): the spell's controller chooses, as it
// resolves, whether to pay Cost (X is the X paid for this spell or
// ability); if they don't, the spell is countered.
type CounterUnlessPaysCost struct {
	What Subject
	Cost ManaCost
	// ForEach, when set, is "{1} for each card in your graveyard": Cost
	// once for each object it finds as the spell resolves.
	ForEach *Filter
}

func (e CounterUnlessPaysCost) apply(g *Game, r *resolution) error {
	cost := e.Cost
	cost.Generic += cost.XCount * r.x
	cost.XCount = 0
	if e.ForEach != nil {
		n := Amount{CountOf: e.ForEach}.value(g, r)
		cost = cost.Times(n)
	}
	return g.eachSpell(e.What, r, func(i int) error { return g.counterUnlessPaid(i, cost, RuleCounterUnless) })
}

// eachSpell calls f with the stack index of each spell of s still on the
// stack.
func (g *Game) eachSpell(s Subject, r *resolution, f func(i int) error) error {
	ts, err := s.resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		for i, it := range g.stack {
			if it.Spell && it.Object == t.Object {
				if err := f(i); err != nil {
					return err
				}
				break
			}
		}
	}
	return err
}

// counterUnlessPaid asks the controller of the stack item at i whether to
// pay cost, and counters the item if they don't (or can't).
func (g *Game) counterUnlessPaid(i int, cost ManaCost, rule Rule) error {
	it := g.stack[i]
	payer := it.Controller
	name := g.ItemName(it)
	const pay = "pay"
	options := []string{"don't pay"}
	if g.canPay(payer, nil, cost, 0) {
		options = []string{pay, "don't pay"}
	}
	choice, err := g.decide(Decision{Player: payer, Question: fmt.Sprintf("pay %s, or %s is countered", cost, name), Options: options, Rule: rule})
	if err != nil {
		return err
	}
	if options[choice] == pay {
		return g.payMana(payer, cost, 0, name, nil)
	}
	g.counter(i)
	return nil
}

// Times is n of each mana of m.
func (m Mana) Times(n int) Mana {
	for t := range m {
		m[t] *= n
	}
	return m
}
