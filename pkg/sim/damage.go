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
	if prevent, ok := staticOf[PreventDamageToSelf](g, o.ID); ok {
		g.logf("prevent", RulePreventionExtra, "%d damage from %s to %s is prevented", amount, from, o.Card.Name)
		return g.applyEffects(prevent.Then, newResolution(o.controller, o.ID))
	}
	if !g.IsCreature(o.ID) {
		return &NotSupportedError{What: "damage to " + o.Card.Name + ", which is not a creature"}
	}
	o.Damage += amount
	g.logf("damage", ruleOr(rule, RuleDamageToCreature), "%s deals %d damage to %s", from, amount, o.Card.Name)
	return nil
}

// ruleOr is rule, or fallback when rule is RuleNone.
func ruleOr(rule, fallback Rule) Rule {
	if rule == RuleNone {
		return fallback
	}
	return rule
}
