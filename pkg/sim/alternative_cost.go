package sim

// AlternativeCost is "You may [cost] rather than pay this spell's mana
// cost" (118.9), only while the caster controls an object IfYouControl
// finds when set ("If you control a Plains, ..."). It functions while the
// spell is cast (113.6d); Text is the cost as printed, for the decision.
type AlternativeCost struct {
	Cost         Cost
	IfYouControl *Filter
	// NotYourTurn is "If it's not your turn, ...".
	NotYourTurn bool
	// If is "If [condition], ..." ("If an opponent gained life this
	// turn"), read for the caster as the spell is cast.
	If   Condition
	Text string
}

func (AlternativeCost) static() {}

// chooseAlternativeCost asks the caster of the spell it whether to pay its
// mana cost or one of its alternative costs (601.2b, 118.9a: at most one),
// among those whose condition holds and whose other parts can be paid. It
// returns nil for the mana cost.
func (g *Game) chooseAlternativeCost(it *StackItem) (*AlternativeCost, error) {
	p, o := it.Controller, g.object(it.Object)
	var alts []AlternativeCost
	candidates := keywordAlternativeCosts(g.Chars(o.ID))
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		if alt, ok := a.Static.(AlternativeCost); ok {
			candidates = append(candidates, alt)
		}
	}
	for _, alt := range candidates {
		if len(g.otherCostReasons(p, o, alt.Cost)) > 0 || alt.IfYouControl != nil && !g.youControlMatching(p, o.ID, alt.IfYouControl) ||
			alt.NotYourTurn && g.turn.Active == p || alt.If != nil && !g.conditionHolds(alt.If, o.ID, p) {
			continue
		}
		alts = append(alts, alt)
	}
	if len(alts) == 0 {
		return nil, nil
	}
	options := []string{"its mana cost " + o.Card.ManaCost.String()}
	for _, alt := range alts {
		options = append(options, alt.Text)
	}
	i, err := g.decide(Decision{Player: p, Question: "the cost to pay for " + o.Card.Name, Options: options, Rule: RuleAlternativeCost})
	if err != nil || i == 0 {
		return nil, err
	}
	g.logf("cost", RuleAlternativeCost, "%s casts %s for its alternative cost: %s", g.players[p].Name, o.Card.Name, alts[i-1].Text)
	return &alts[i-1], nil
}

// youControlMatching reports whether p controls a permanent f finds, read
// with source as "this".
func (g *Game) youControlMatching(p PlayerID, source ObjectID, f *Filter) bool {
	ctx := g.filterContextNow(source, p)
	for _, id := range g.battlefield {
		if g.Chars(id).Controller == p && f.matches(ctx, id) {
			return true
		}
	}
	return false
}

// AdditionalCostChoice is "As an additional cost to cast this spell,
// sacrifice a creature or pay {3}{B}" (601.2f): the caster pays one of
// Options, chosen as the spell is cast (601.2b).
type AdditionalCostChoice struct{ Options []AlternativeCost }

func (AdditionalCostChoice) static() {}

// chooseAdditionalCost asks the caster of the spell it which of its
// additional costs to pay, among those whose parts other than mana can be
// paid; nil when the spell has none. Refused when none can be paid.
func (g *Game) chooseAdditionalCost(it *StackItem, action string) (*AlternativeCost, error) {
	p, o := it.Controller, g.object(it.Object)
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		choice, ok := a.Static.(AdditionalCostChoice)
		if !ok {
			continue
		}
		var payable []AlternativeCost
		var options []string
		for _, opt := range choice.Options {
			if len(g.otherCostReasons(p, o, opt.Cost)) == 0 {
				payable, options = append(payable, opt), append(options, opt.Text)
			}
		}
		if len(payable) == 0 {
			return nil, refuse(action, []Reason{reason([]Rule{RulePayCost}, "%s can pay none of its additional costs", g.players[p].Name)})
		}
		i, err := g.decide(Decision{Player: p, Question: "the additional cost to pay for " + o.Card.Name, Options: options, Rule: RuleTotalCost})
		if err != nil {
			return nil, err
		}
		return &payable[i], nil
	}
	return nil, nil
}

// Plus is the cost with the mana of o added (601.2f: the total cost adds
// the additional costs).
func (c ManaCost) Plus(o ManaCost) ManaCost {
	out := ManaCost{Generic: c.Generic + o.Generic, Specific: c.Specific.Plus(o.Specific), XCount: c.XCount + o.XCount}
	for i := range out.Hybrid {
		out.Hybrid[i] = c.Hybrid[i] + o.Hybrid[i]
	}
	return out
}
