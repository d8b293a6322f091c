package sim

import "slices"

// canPayMana reports whether pool can pay cost with the given X: each mana
// symbol of a specific type needs that type, generic mana any type (601.2h).
func canPayMana(pool Mana, cost ManaCost, x int) bool {
	for t := range pool {
		if pool[t] < cost.Specific[t] {
			return false
		}
	}
	return pool.Total()-cost.Specific.Total() >= cost.Generic+cost.XCount*x
}

// payMana takes cost from p's pool. Mana of specific types pays the symbols
// of those types; when the generic part can be paid with different
// mana that is left in the pool, p chooses which (601.2h).
func (g *Game) payMana(p PlayerID, cost ManaCost, x int, what string) error {
	pl := g.players[p]
	left := pl.Pool
	for t := range left {
		left[t] -= cost.Specific[t]
	}
	generic := cost.Generic + cost.XCount*x
	options := genericPayments(left, generic)
	labels := make([]string, len(options))
	for i, o := range options {
		labels[i] = o.String()
	}
	paid := cost.Specific
	if generic > 0 {
		i, err := g.decide(Decision{Player: p, Question: "the mana that pays the generic part of " + what, Options: labels, Rule: RulePayCost})
		if err != nil {
			return err
		}
		paid = paid.Plus(options[i])
	}
	for t := range pl.Pool {
		pl.Pool[t] -= paid[t]
	}
	if paid.Total() > 0 {
		g.logf("pay", RulePayCost, "%s pays %s for %s", pl.Name, paid, what)
	}
	return nil
}

// genericPayments lists every distinct amount of n mana that pool can give,
// in W U B R G C order.
func genericPayments(pool Mana, n int) []Mana {
	var out []Mana
	var walk func(t int, n int, acc Mana)
	walk = func(t int, n int, acc Mana) {
		if n == 0 {
			out = append(out, acc)
			return
		}
		if t == len(pool) {
			return
		}
		for k := min(n, pool[t]); k >= 0; k-- {
			next := acc
			next[t] = k
			walk(t+1, n-k, next)
		}
	}
	walk(0, n, Mana{})
	slices.SortFunc(out, func(a, b Mana) int { return slices.Compare(b[:], a[:]) })
	return out
}
