package sim

// AlternativeCost is "You may [cost] rather than pay this spell's mana
// cost" (118.9), only while the caster controls an object IfYouControl
// finds when set ("If you control a Plains, ..."). It functions while the
// spell is cast (113.6d); Text is the cost as printed, for the decision.
type AlternativeCost struct {
	Cost         Cost
	IfYouControl *Filter
	Text         string
}

func (AlternativeCost) static() {}

// chooseAlternativeCost asks the caster of the spell it whether to pay its
// mana cost or one of its alternative costs (601.2b, 118.9a: at most one),
// among those whose condition holds and whose other parts can be paid. It
// returns nil for the mana cost.
func (g *Game) chooseAlternativeCost(it *StackItem) (*AlternativeCost, error) {
	p, o := it.Controller, g.objects[it.Object]
	var alts []AlternativeCost
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		alt, ok := a.Static.(AlternativeCost)
		if !ok || len(g.otherCostReasons(p, o, alt.Cost)) > 0 || alt.IfYouControl != nil && !g.youControlMatching(p, o.ID, alt.IfYouControl) {
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
