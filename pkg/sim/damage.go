package sim

// dealDamage deals damage from source (0 for none) to a player or a
// permanent, after prevention effects (615): a prevented amount is not
// dealt and marks nothing (615.6), and a prevention's additional effect
// happens at once (615.5).
func (g *Game) dealDamage(source ObjectID, to Target, amount int, rule Rule) error {
	from := "an effect"
	if source != 0 {
		from = g.name(source)
	}
	if amount <= 0 {
		return nil // 0 damage is not dealt (120.8)
	}
	if to.IsPlayer() {
		p := g.players[to.Player]
		if p.Lost {
			return nil
		}
		p.Life -= amount
		g.logf("damage", ruleOr(rule, RuleDamageToPlayer), "%s deals %d damage to %s (life %d)", from, amount, p.Name, p.Life)
		return nil
	}
	o := g.objects[to.Object]
	if o.Zone != Battlefield {
		return nil
	}
	if prevent, ok, err := g.choosePrevention(o); err != nil || ok {
		if err != nil {
			return err
		}
		g.logf("prevent", RulePreventionExtra, "%d damage from %s to %s is prevented", amount, from, o.Card.Name)
		return g.applyEffects(prevent.Then, newResolution(o.controller, o.ID))
	}
	if !g.IsCreature(o.ID) {
		return &NotSupportedError{What: "damage to " + o.Card.Name + ", which is not a creature"}
	}
	o.Damage += amount
	g.logf("damage", ruleOr(rule, RuleDamageToCreature), "%s deals %d damage to %s", from, amount, o.Card.Name)
	g.fire(event{kind: evDealtDamage, object: o.ID})
	return nil
}

// choosePrevention finds the prevention effect that applies to damage to
// o. When several could, o's controller chooses which applies first
// (616.1); it prevents all the damage, so the others then have nothing to
// apply to (614.7).
func (g *Game) choosePrevention(o *Object) (PreventDamageToSelf, bool, error) {
	var shields []PreventDamageToSelf
	var labels []string
	for _, a := range rulesText(o, g.landTypeOverrides()) {
		if p, ok := a.Static.(PreventDamageToSelf); ok && a.Kind == StaticAbility {
			shields = append(shields, p)
			labels = append(labels, g.abilityName(a, o.ID)+": "+a.Text)
		}
	}
	if len(shields) == 0 {
		return PreventDamageToSelf{}, false, nil
	}
	i, err := g.decide(Decision{Player: o.controller, Question: "which prevention effect applies to the damage to " + o.Card.Name,
		Options: labels, Rule: RuleReplacementOrder})
	if err != nil {
		return PreventDamageToSelf{}, false, err
	}
	return shields[i], true, nil
}

// ruleOr is rule, or fallback when rule is RuleNone.
func ruleOr(rule, fallback Rule) Rule {
	if rule == RuleNone {
		return fallback
	}
	return rule
}
