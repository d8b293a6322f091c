package sim

// dealDamage deals damage from source (0 for none) to a player or a
// permanent, after prevention effects (615): a prevented amount is not
// dealt and marks nothing (615.6), and a prevention's additional effect
// happens at once (615.5). Damage from a source with lifelink makes its
// controller gain that much life (702.15b); damage from a source with
// deathtouch is remembered for the state-based action (704.5h).
func (g *Game) dealDamage(source ObjectID, to Target, amount int, rule Rule) error {
	return g.nested(func() error { return g.dealDamageNow(source, to, amount, rule) })
}

func (g *Game) dealDamageNow(source ObjectID, to Target, amount int, rule Rule) error {
	from := "an effect"
	var src *Characteristics
	if source != 0 {
		src = g.Chars(source)
		from = src.Name
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
		return g.afterDamage(source, src, to, amount, rule == RuleCombatDamage)
	}
	o := g.objects[to.Object]
	if o.Zone != Battlefield {
		return nil
	}
	if prevented, err := g.prevent(o, src, from, amount); err != nil || prevented {
		return err
	}
	if !g.IsCreature(o.ID) {
		return &NotSupportedError{What: "damage to " + o.Card.Name + ", which is not a creature"}
	}
	o.Damage += amount
	if src != nil && src.HasKeyword(KwDeathtouch) {
		o.deathtouched = true
	}
	g.logf("damage", ruleOr(rule, RuleDamageToCreature), "%s deals %d damage to %s", from, amount, o.Card.Name)
	return g.afterDamage(source, src, to, amount, rule == RuleCombatDamage)
}

// afterDamage does what damage that was dealt causes besides its marking:
// lifelink's life gain (702.15b), then the triggers of the event.
func (g *Game) afterDamage(source ObjectID, src *Characteristics, to Target, amount int, combat bool) error {
	if src != nil && src.HasKeyword(KwLifelink) {
		if b := g.damageBatch; b != nil {
			if _, ok := b.gains[source]; !ok {
				b.order = append(b.order, source)
			}
			gain := b.gains[source]
			gain.player, gain.amount = src.Controller, gain.amount+amount
			b.gains[source] = gain
		} else if err := g.gainLife(src.Controller, amount, RuleLifelink); err != nil {
			return err
		}
	}
	g.fire(event{kind: evDealtDamage, object: to.Object, player: to.Player, source: source, amount: amount, combat: combat})
	return nil
}

// preventionShield is one prevention effect that could apply to damage.
type preventionShield struct {
	label string
	rule  Rule
	then  []Effect // additional effects, with the permanent's controller as "you"
}

// prevent applies a prevention effect to damage about to be dealt to o, if
// any applies: protection from the source's quality (702.16e), or a
// permanent's "if damage would be dealt to this, prevent it" ability. When
// several apply, o's controller chooses which applies first (616.1); it
// prevents all the damage, so the others then have nothing to apply to
// (614.7).
func (g *Game) prevent(o *Object, src *Characteristics, from string, amount int) (bool, error) {
	var shields []preventionShield
	c := g.Chars(o.ID)
	if protectedFrom(c, src) {
		shields = append(shields, preventionShield{label: "protection: " + keywordsWith(c, KwProtection)[0], rule: RuleProtectionDamage})
	}
	for _, a := range c.Abilities {
		if p, ok := a.Static.(PreventDamageToSelf); ok && a.Kind == StaticAbility {
			shields = append(shields, preventionShield{label: g.abilityName(a, o.ID) + ": " + a.Text, rule: RulePreventionExtra, then: p.Then})
		}
	}
	if len(shields) == 0 {
		return false, nil
	}
	labels := make([]string, len(shields))
	for i, s := range shields {
		labels[i] = s.label
	}
	i, err := g.decideReplacement(c.Controller, "which prevention effect applies to the damage to "+o.Card.Name, labels)
	if err != nil {
		return false, err
	}
	s := shields[i]
	g.logf("prevent", s.rule, "%d damage from %s to %s is prevented", amount, from, o.Card.Name)
	return true, g.applyEffects(s.then, newResolution(c.Controller, o.ID))
}

// ruleOr is rule, or fallback when rule is RuleNone.
func ruleOr(rule, fallback Rule) Rule {
	if rule == RuleNone {
		return fallback
	}
	return rule
}

// damageBatch collects the life that lifelink gains from damage dealt at
// the same time: a source that deals damage to several objects and players
// at once makes its controller gain the total as one event (702.15b,
// 120.3f).
type damageBatch struct {
	order []ObjectID
	gains map[ObjectID]lifelinkGain
}

type lifelinkGain struct {
	player PlayerID
	amount int
}

// simultaneousDamage deals the damage of f as one event: lifelink's life
// gain comes once per source, after all of it is dealt.
func (g *Game) simultaneousDamage(f func() error) error {
	if g.damageBatch != nil {
		return f()
	}
	g.damageBatch = &damageBatch{gains: map[ObjectID]lifelinkGain{}}
	err := f()
	b := g.damageBatch
	g.damageBatch = nil
	if err != nil {
		return err
	}
	for _, source := range b.order {
		gain := b.gains[source]
		if err := g.gainLife(gain.player, gain.amount, RuleLifelink); err != nil {
			return err
		}
	}
	return nil
}
