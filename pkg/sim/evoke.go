package sim

// Evoke (702.74a): "You may cast this card by paying [cost] rather than
// paying its mana cost" and "When this permanent enters, if its evoke cost
// was paid, its controller sacrifices it."

// alternativeCost is the keyword whose alternative cost the spell is cast
// for, and its rule; only one alternative cost can be paid (601.2b).
func (o CastOptions) alternativeCost() (Keyword, Rule, []Reason) {
	switch {
	case o.Dash && o.Evoke:
		return "", RuleNone, []Reason{reason([]Rule{RuleCastSpell}, "only one alternative cost can be paid")}
	case o.Dash:
		return KwDash, RuleDash, nil
	case o.Evoke:
		return KwEvoke, RuleEvoke, nil
	}
	return "", RuleNone, nil
}

// markEvoked remembers that the spell o was cast for its evoke cost, for
// the permanent it becomes: the next incarnation.
func (g *Game) markEvoked(o *Object) {
	g.changing(o)
	o.evokedIn = o.Incarnation + 2
	g.logf("cast", RuleEvoke, "%s is cast for its evoke cost", o.Card.Name)
}

// wasEvoked is evoke's intervening "if": the permanent's evoke cost was
// paid.
type wasEvoked struct{}

func (wasEvoked) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && o.Zone == Battlefield && o.evokedIn == o.Incarnation+1
}

func (wasEvoked) reads() charBits { return 0 }

// evokeAbility is evoke's triggered ability.
func evokeAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Evoke", Name: "evoke",
		Trigger: &Trigger{Event: WhenEnters}, Condition: wasEvoked{},
		Effects: []Effect{controllerSacrificesIt{}}}
}

// controllerSacrificesIt is "its controller sacrifices it": whoever
// controls the source as this resolves (701.21a).
type controllerSacrificesIt struct{}

func (controllerSacrificesIt) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Battlefield || (r.sourceLKI != nil && o.Incarnation != r.sourceLKI.Incarnation) {
		return nil // it left: the new object is not it (400.7)
	}
	p := g.Controller(o.ID)
	g.noteSacrificed(p, o.ID)
	g.move(o.ID, Graveyard, NoPlayer)
	g.logf("sacrifice", RuleEvoke, "%s sacrifices %s", g.players[p].Name, o.Card.Name)
	return nil
}
