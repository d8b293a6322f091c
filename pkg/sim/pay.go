package sim

import (
	"fmt"
	"slices"
	"strconv"
)

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

// spendable is the mana p may spend on a spell of the card spell (nil for
// an ability's cost): the unrestricted pool, and the restricted mana whose
// restriction allows that spell (106.6).
func (g *Game) spendable(p PlayerID, spell *CardDef) Mana {
	pl := g.players[p]
	m := pl.Pool
	for _, r := range pl.restricted {
		if spell != nil && spell.HasType(r.SpendOn) {
			m = m.Plus(r.Mana)
		}
	}
	return m
}

// poolText describes p's pool for refusals, naming restricted mana.
func (g *Game) poolText(p PlayerID) string {
	pl := g.players[p]
	all := pl.ManaPool()
	if all.Total() == 0 {
		return "empty"
	}
	text := all.String()
	for _, r := range pl.restricted {
		text += fmt.Sprintf(", of which %s can be spent only to cast %s spells", r.Mana, r.SpendOn)
	}
	return text
}

// payMana takes cost from p's pool, for the spell spell (nil for an
// ability). Hybrid and Phyrexian symbols still in the cost (one paid as an
// effect resolves) are announced first (118.13b), and 2 life paid for each
// Phyrexian symbol paid with life (107.4f). Mana of specific types pays the
// symbols of those types; when
// the generic part can be paid with different mana, p chooses which
// (601.2h); when restricted and unrestricted mana of one type could both
// pay, p chooses how much of each.
func (g *Game) payMana(p PlayerID, cost ManaCost, x int, what string, spell *CardDef) error {
	pl := g.players[p]
	life := 0
	if cost.HasHybrid() { // a cost paid as an effect resolves: chosen just before it is paid (118.13b)
		a, err := g.announceHybrid(cost, hybridPayment{player: p, spell: spell, what: what, action: "pay " + cost.String(), rule: RuleHybridAtPayment,
			total: func(c ManaCost) ManaCost { c.Generic += c.XCount * x; c.XCount = 0; return c }})
		if err != nil {
			return err
		}
		cost, life = a.mana, a.life
	}
	left := g.spendable(p, spell)
	for t := range left {
		left[t] -= cost.Specific[t]
	}
	generic := cost.Generic + cost.XCount*x
	question := "the mana that pays the generic part of " + what
	options, all := genericPayments(left, generic)
	if !all {
		return tooManyChoices(question)
	}
	labels := make([]string, len(options))
	for i, o := range options {
		labels[i] = o.String()
	}
	paid := cost.Specific
	if generic > 0 {
		i, err := g.decide(Decision{Player: p, Question: question, Options: labels, Rule: RulePayCost})
		if err != nil {
			return err
		}
		paid = paid.Plus(options[i])
	}
	for t := range paid {
		if paid[t] == 0 {
			continue
		}
		fromRestricted, err := g.restrictedShare(p, ManaType(t), paid[t], spell, what)
		if err != nil {
			return err
		}
		pl.Pool[t] -= paid[t] - fromRestricted
	}
	if paid.Total() > 0 {
		g.logf("pay", RulePayCost, "%s pays %s for %s", pl.Name, paid, what)
	}
	g.payLife(p, life, RulePhyrexianMana)
	return nil
}

// restrictedShare takes from p's restricted mana the part of n mana of type
// t that it pays, asking p how much when both kinds could pay.
func (g *Game) restrictedShare(p PlayerID, t ManaType, n int, spell *CardDef, what string) (int, error) {
	pl := g.players[p]
	var usable []int
	kinds := map[string]bool{}
	restricted := 0
	for i, r := range pl.restricted {
		if spell != nil && spell.HasType(r.SpendOn) && r.Mana[t] > 0 {
			usable = append(usable, i)
			kinds[r.SpendOn] = true
			restricted += r.Mana[t]
		}
	}
	low, high := max(0, n-pl.Pool[t]), min(n, restricted)
	take := high
	if low < high {
		question := fmt.Sprintf("how much of the %s paid for %s comes from mana that can be spent only on some spells", t.Symbol(), what)
		options, err := amountsFrom(high, low, question)
		if err != nil {
			return 0, err
		}
		i, err := g.decide(Decision{Player: p, Question: question, Options: options, Rule: RuleSpendingRestriction})
		if err != nil {
			return 0, err
		}
		take = high - i
	}
	if take > 0 && take < restricted && len(kinds) > 1 {
		return 0, &NotSupportedError{What: "choosing between mana with different spending restrictions"}
	}
	need := take
	for _, i := range usable {
		use := min(need, pl.restricted[i].Mana[t])
		pl.restricted[i].Mana[t] -= use
		need -= use
	}
	pl.restricted = slices.DeleteFunc(pl.restricted, func(r RestrictedMana) bool { return r.Mana.Total() == 0 })
	return take, nil
}

// genericPayments lists every distinct amount of n mana that pool can give,
// in W U B R G C order.
func genericPayments(pool Mana, n int) (ways []Mana, all bool) {
	// left[t] is the mana of the types from t on: a branch that can't pay
	// the rest is not walked, so each branch walked ends in a way to pay.
	var left [len(Mana{}) + 1]int
	for t := len(pool) - 1; t >= 0; t-- {
		left[t] = left[t+1] + pool[t]
	}
	var walk func(t int, n int, acc Mana)
	walk = func(t int, n int, acc Mana) {
		switch {
		case len(ways) > MaxChoices:
			return
		case n == 0:
			ways = append(ways, acc)
			return
		case left[t] < n:
			return
		}
		for k := min(n, pool[t]); k >= 0 && left[t+1] >= n-k; k-- {
			next := acc
			next[t] = k
			walk(t+1, n-k, next)
		}
	}
	walk(0, n, Mana{})
	if len(ways) > MaxChoices {
		return nil, false
	}
	slices.SortFunc(ways, func(a, b Mana) int { return slices.Compare(b[:], a[:]) })
	return ways, true
}

// amountsFrom lists the amounts from high down to low as answers, or
// refuses more than MaxChoices of them.
func amountsFrom(high, low int, question string) ([]string, error) {
	if high-low >= MaxChoices {
		return nil, tooManyChoices(question)
	}
	var out []string
	for n := high; n >= low; n-- {
		out = append(out, strconv.Itoa(n))
	}
	return out, nil
}
