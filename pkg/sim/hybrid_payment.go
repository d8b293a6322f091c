package sim

import (
	"fmt"
	"slices"
)

// announcedCost is a nonhybrid equivalent of a cost (601.2b): its mana with
// each hybrid and Phyrexian symbol replaced by the half its payer chose, and
// the life paid for the Phyrexian symbols paid with life (107.4f).
type announcedCost struct {
	mana ManaCost
	life int
}

// String renders the announcement as a scenario answers it: "{1}{G}{W}",
// "{3}{R} and 2 life", "4 life".
func (a announcedCost) String() string {
	m := a.mana.String()
	switch {
	case a.life == 0 && m == "":
		return "{0}"
	case a.life == 0:
		return m
	case m == "":
		return fmt.Sprintf("%d life", a.life)
	}
	return fmt.Sprintf("%s and %d life", m, a.life)
}

// maxAnnouncements bounds the ways of paying one cost the engine lists; a
// cost with more is refused as beyond its limits.
const maxAnnouncements = 4096

// nonhybridEquivalents lists the distinct ways to pay the cost's hybrid and
// Phyrexian symbols (118.13), in a fixed order: the symbols in the order of
// 107.4, the symbols of one kind split among its halves with the earlier
// halves (as printed) first and 2 life last.
func (c ManaCost) nonhybridEquivalents() ([]announcedCost, error) {
	base := c
	base.Hybrid = HybridCount{}
	out := []announcedCost{{mana: base}}
	for i, n := range c.Hybrid {
		if n == 0 {
			continue
		}
		s := hybridSymbols[i]
		ways := len(s.halves)
		if s.phyrexian {
			ways++
		}
		var next []announcedCost
		for _, a := range out {
			for _, split := range splits(n, ways) {
				b := a
				for w, k := range split {
					if w < len(s.halves) {
						b.mana = b.mana.Plus(s.halves[w].Times(k))
					} else {
						b.life += k * phyrexianLife
					}
				}
				next = append(next, b)
			}
			if len(next) > maxAnnouncements {
				return nil, &NotSupportedError{What: fmt.Sprintf("a cost (%s) with more than %d ways to pay its hybrid and Phyrexian symbols", c, maxAnnouncements)}
			}
		}
		out = next
	}
	var distinct []announcedCost
	for _, a := range out {
		if !slices.Contains(distinct, a) {
			distinct = append(distinct, a)
		}
	}
	return distinct, nil
}

// splits lists the ways to share n symbols among ways halves, the first
// half taking the most first: splits(2, 2) is [2 0], [1 1], [0 2].
func splits(n, ways int) [][]int {
	if ways == 1 {
		return [][]int{{n}}
	}
	var out [][]int
	for k := n; k >= 0; k-- {
		for _, rest := range splits(n-k, ways-1) {
			out = append(out, append([]int{k}, rest...))
		}
	}
	return out
}

// hybridPayment says where a cost with hybrid or Phyrexian symbols is
// paid, for announceHybrid.
type hybridPayment struct {
	player PlayerID
	// spell is the card of the spell the cost pays for, whose mana
	// spending restrictions apply (106.6); nil for an ability or effect.
	spell  *CardDef
	what   string // whose cost: "Kitchen Finks", "Kitchen Finks's ability"
	action string // the action refused when no way can be paid
	// rule is when the choice is made: as the spell or ability is
	// proposed (601.2b, 118.13a), or just before the cost is paid as an
	// effect resolves (118.13b).
	rule Rule
	// total is the mana the player would then pay (601.2f): cost changes
	// applied, X folded into the generic part.
	total func(ManaCost) ManaCost
	// helped: convoke or improvise pays part of the cost (702.51a,
	// 702.126a), so the pool alone can't tell which ways can be paid.
	helped bool
}

// announceHybrid has the payer of cost choose how to pay each of its
// hybrid and Phyrexian symbols (601.2b, 118.13): one half of a hybrid
// symbol (107.4e), the colored mana of a Phyrexian symbol or 2 life
// (107.4f). The choices are one announcement, the nonhybrid equivalent
// cost. A way is offered when the player could pay it: they have the life
// (119.4) and, unless convoke or improvise helps, their pool pays its
// total cost. When every way offered takes the same mana from the pool and
// the same life, the choice changes nothing and the first is taken; any
// other choice is the player's (a decision). A cost without such symbols
// is returned as it is.
func (g *Game) announceHybrid(cost ManaCost, h hybridPayment) (announcedCost, error) {
	if !cost.HasHybrid() {
		return announcedCost{mana: cost}, nil
	}
	ways, err := cost.nonhybridEquivalents()
	if err != nil {
		return announcedCost{}, err
	}
	pl := g.players[h.player]
	pool := g.spendable(h.player, h.spell)
	var offered []announcedCost
	for _, a := range ways {
		if a.life > pl.Life { // 119.4
			continue
		}
		if h.helped || canPayMana(pool, h.total(a.mana), 0) {
			offered = append(offered, a)
		}
	}
	if len(offered) == 0 {
		rules := []Rule{RulePayCost, RuleHybridMana}
		if cost.hasPhyrexian() {
			rules = []Rule{RulePayCost, RulePhyrexianMana, RulePayLife}
		}
		return announcedCost{}, refuse(h.action, []Reason{reason(rules, "%s's mana pool (%s) and %d life can't pay %s in any of its ways",
			pl.Name, g.poolText(h.player), pl.Life, cost)})
	}
	labels := make([]string, len(offered))
	for i, a := range offered {
		labels[i] = a.String()
	}
	if !h.helped && g.sameOutcome(pool, offered, h.total) {
		labels = labels[:1]
	}
	question := fmt.Sprintf("how to pay %s for %s: the cost without hybrid or Phyrexian symbols", cost, h.what)
	if h.what == "pay "+cost.String() { // "you may pay {W/B}": the cost is all there is to name
		question = fmt.Sprintf("how to pay %s: the cost without hybrid or Phyrexian symbols", cost)
	}
	i, err := g.decide(Decision{Player: h.player, Question: question, Options: labels, Rule: h.rule})
	if err != nil {
		return announcedCost{}, err
	}
	return offered[i], nil
}

// sameOutcome reports whether every way takes the same mana from pool and
// the same life, whichever mana then pays the generic part: then how the
// symbols are paid is no real choice.
func (g *Game) sameOutcome(pool Mana, ways []announcedCost, total func(ManaCost) ManaCost) bool {
	var first *announcedCost
	for _, a := range ways {
		t := total(a.mana)
		left := pool
		for k := range left {
			left[k] -= t.Specific[k]
		}
		payments, all := genericPayments(left, t.Generic)
		if !all {
			return false // thousands of ways to pay: not all the same
		}
		for _, generic := range payments {
			paid := announcedCost{mana: ManaCost{Specific: t.Specific.Plus(generic)}, life: a.life}
			if first == nil {
				first = &paid
			} else if paid != *first {
				return false
			}
		}
	}
	return true
}

// hasPhyrexian reports whether the cost has a Phyrexian symbol (107.4f).
func (c ManaCost) hasPhyrexian() bool {
	for i, v := range c.Hybrid {
		if v > 0 && hybridSymbols[i].phyrexian {
			return true
		}
	}
	return false
}

// canPay reports whether p can pay cost (with X = x) from their pool, in at
// least one of its ways when it has hybrid or Phyrexian symbols (118.13),
// paying life only as far as they have it (119.4).
func (g *Game) canPay(p PlayerID, spell *CardDef, cost ManaCost, x int) bool {
	pool := g.spendable(p, spell)
	ways, err := cost.nonhybridEquivalents()
	if err != nil {
		return false
	}
	for _, a := range ways {
		if a.life <= g.players[p].Life && canPayMana(pool, a.mana, x) {
			return true
		}
	}
	return false
}

// payLife has p pay n life, which is losing that much life (119.4); it is
// not damage.
func (g *Game) payLife(p PlayerID, n int, rule Rule) {
	if n <= 0 {
		return
	}
	pl := g.players[p]
	pl.Life -= n
	g.noteLifeLost(p, n)
	g.logf("pay", rule, "%s pays %d life (life %d)", pl.Name, n, pl.Life)
}

// announceSpellCost is announceHybrid for the spell item being cast for
// base (its mana cost, or an alternative cost, with additional costs):
// each way is weighed by the total cost it comes to (601.2f).
func (g *Game) announceSpellCost(item *StackItem, base ManaCost, what, action string, opts CastOptions) (announcedCost, error) {
	o := g.object(item.Object)
	return g.announceHybrid(base, hybridPayment{player: item.Controller, spell: o.Card, what: o.Card.Name, action: action, rule: RuleAnnounceHybrid,
		total:  func(c ManaCost) ManaCost { t, _ := g.totalCost(item, c, what); return t },
		helped: len(opts.Convoke)+len(opts.Improvise)+len(opts.Delve) > 0})
}

// announceAbilityCost is announceHybrid for an activation of ability of id
// by p (602.2b). Whatever else refuses the activation (reasons) refuses it
// before p announces how to pay.
func (g *Game) announceAbilityCost(ability *Ability, id ObjectID, p PlayerID, x int, targets []chosenTarget, action string, reasons []Reason) (announcedCost, error) {
	cost := ability.Cost.Mana
	if !cost.HasHybrid() {
		return announcedCost{mana: cost}, nil
	}
	if err := refuse(action, reasons); err != nil {
		return announcedCost{}, err
	}
	less := 0
	if ability.CostReduction != nil {
		less = ability.CostReduction.amount(g, &StackItem{Object: id, Controller: p, targets: targets}, p)
	}
	return g.announceHybrid(cost, hybridPayment{player: p, what: g.object(id).Card.Name + "'s ability", action: action, rule: RuleAnnounceHybrid,
		total: func(c ManaCost) ManaCost {
			c.Generic = max(0, c.Generic+c.XCount*x-less)
			c.XCount = 0
			return c
		}})
}
