package sim

import "fmt"

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
		var err error
		if amount, err = g.prevent(to, source, src, from, amount, rule == RuleCombatDamage); err != nil || amount == 0 {
			return err
		}
		p.dealtDamageThisTurn = true
		p.thisTurn.damageDealt += amount // 120.3
		g.noteCombatDamage(source, src, rule == RuleCombatDamage)
		g.conditionsChanged()
		if !g.damagePlayerWithInfect(src, from, p, amount) {
			p.Life -= amount
			g.noteLifeLost(to.Player, amount)
			g.logf("damage", ruleOr(rule, RuleDamageToPlayer), "%s deals %d damage to %s (life %d)", from, amount, p.Name, p.Life)
		}
		g.toxicPoison(src, from, p, rule == RuleCombatDamage)
		return g.afterDamage(source, src, to, amount, rule == RuleCombatDamage)
	}
	o := g.object(to.Object)
	if o.Zone != Battlefield {
		return nil
	}
	amount, err := g.prevent(to, source, src, from, amount, rule == RuleCombatDamage)
	if err != nil || amount == 0 {
		return err
	}
	if !g.IsCreature(o.ID) {
		return &NotSupportedError{What: "damage to " + o.Card.Name + ", which is not a creature"}
	}
	g.changing(o)
	if src != nil && src.HasKeyword(KwDeathtouch) {
		o.deathtouched = true
	}
	if !g.damageCreatureAsCounters(src, from, o, amount) {
		o.Damage += amount
		g.logf("damage", ruleOr(rule, RuleDamageToCreature), "%s deals %d damage to %s", from, amount, o.Card.Name)
	}
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
	g.noteDamagedBy(source, to)
	g.noteCombatHit(source, to, amount, combat)
	g.fire(event{kind: evDealtDamage, object: to.Object, player: to.Player, source: source, amount: amount, combat: combat})
	return nil
}

// preventionShield is one prevention effect that could apply to damage.
type preventionShield struct {
	label string
	rule  Rule
	// all prevents all the damage; otherwise shield is a "prevent the
	// next N damage" effect that prevents up to what it has left (615.7).
	all    bool
	shield *damageShield
	// partial prevents that much of the damage ("prevent 1 of that
	// damage"); replace, a replacement effect, changes the amount instead
	// ("it deals double that damage instead", 614.1a).
	partial int
	replace func(int) int
	then    []Effect // additional effects, with the permanent's controller as "you"
}

// prevent applies the prevention effects that apply to damage about to be
// dealt to a player or permanent, and returns what is left to deal:
// protection from the source's quality (702.16e), a permanent's "if damage
// would be dealt to this, prevent it" ability, and "prevent the next N
// damage" shields (615.7). When several apply, the affected player or the
// permanent's controller chooses which applies first, then again among the
// rest while damage is left, each applying once (616.1, 614.5).
func (g *Game) prevent(to Target, source ObjectID, src *Characteristics, from string, amount int, combat bool) (int, error) {
	shields := append(g.preventionShields(to, source, src), g.staticPreventions(to, source, combat)...)
	shields = append(shields, g.damageReplacements(to, source, combat)...)
	shields = append(shields, g.preventionsThisTurn(to, source, combat)...)
	if combat && g.combatDamagePrevented {
		shields = append(shields, preventionShield{label: "prevent all combat damage this turn", rule: RulePreventAll, all: true})
	}
	chooser, name := to.Player, g.TargetLabel(to)
	if !to.IsPlayer() {
		chooser = g.Controller(to.Object)
	}
	for amount > 0 && len(shields) > 0 {
		labels := make([]string, len(shields))
		for i, s := range shields {
			labels[i] = s.label
		}
		i, err := g.decideReplacement(chooser, "which replacement or prevention effect applies first to the damage to "+name, labels)
		if err != nil {
			return amount, err
		}
		s := shields[i]
		shields = append(shields[:i:i], shields[i+1:]...)
		if s.shield != nil && s.shield.redirect != nil {
			var err error
			if amount, err = g.redirect(s.shield, source, from, to, amount, combat); err != nil {
				return amount, err
			}
			continue
		}
		if s.replace != nil {
			before := amount
			amount = s.replace(amount)
			if err := pastTheLimit(amount, "damage"); err != nil {
				return amount, err
			}
			g.logf("replace", s.rule, "%s: %s would deal %d damage to %s; it deals %d instead", s.label, from, before, name, amount)
			continue
		}
		prevented := amount
		switch {
		case s.partial > 0:
			prevented = min(amount, s.partial)
		case !s.all:
			prevented = min(amount, s.shield.left)
			s.shield.left -= prevented
			if s.shield.once {
				s.shield.left = 0 // it prevented the damage of one event
			}
		}
		amount -= prevented
		g.logf("prevent", s.rule, "%d damage from %s to %s is prevented", prevented, from, name)
		if len(s.then) > 0 && g.firstPreventionOfEvent(s.label, to) {
			if err := g.outsideDamageEvent(func() error { return g.applyEffects(s.then, newResolution(chooser, to.Object)) }); err != nil {
				return amount, err
			}
		}
	}
	return amount, nil
}

// preventionShields lists the prevention effects that apply to damage to a
// player or permanent from a source with characteristics src.
func (g *Game) preventionShields(to Target, source ObjectID, src *Characteristics) []preventionShield {
	var out []preventionShield
	if !to.IsPlayer() {
		c := g.Chars(to.Object)
		if protectedFrom(c, src) {
			out = append(out, preventionShield{label: "protection: " + keywordsWith(c, KwProtection)[0], rule: RuleProtectionDamage, all: true})
		}
		for _, a := range c.Abilities {
			if p, ok := a.Static.(PreventDamageToSelf); ok && a.Kind == StaticAbility {
				out = append(out, preventionShield{label: g.abilityName(a, to.Object) + ": " + a.Text, rule: RulePreventionExtra, all: true, then: p.Then})
			}
		}
	}
	for _, s := range g.damageShields {
		if s.left > 0 && s.protects(g, to) && (s.from == nil || s.from.matches(g, source)) {
			out = append(out, preventionShield{label: s.label, rule: RulePreventNext, shield: s})
		}
	}
	return out
}

// damageShield is a "prevent the next N damage that would be dealt to
// [a target] this turn" effect (615.7): what it protects, and how much it
// has left to prevent.
type damageShield struct {
	player PlayerID // or NoPlayer
	object objectRef
	left   int
	label  string
	// once: it prevents all the damage of the next event, then is used
	// up; from: only damage from the chosen source (609.7a).
	once bool
	from *chosenSource
	// redirect: the damage is dealt to that object instead (614.9).
	redirect *objectRef
}

func (s *damageShield) protects(g *Game, to Target) bool {
	if to.IsPlayer() {
		return s.player == to.Player
	}
	return s.player == NoPlayer && g.object(to.Object).ref() == s.object
}

// PreventCombatDamage prevents all combat damage that would be dealt this
// turn (615.1a): "Prevent all combat damage that would be dealt this
// turn."
type PreventCombatDamage struct{}

func (PreventCombatDamage) apply(g *Game, r *resolution) error {
	g.combatDamagePrevented = true
	g.logf("prevent", RulePreventAll, "all combat damage that would be dealt this turn is to be prevented")
	return nil
}

// PreventNextDamage creates a shield that prevents the next Amount damage
// that would be dealt to each of To this turn (615.7).
type PreventNextDamage struct {
	To     Subject
	Amount int
}

func (e PreventNextDamage) apply(g *Game, r *resolution) error {
	ts, err := e.To.resolve(g, r)
	for _, t := range ts {
		s := &damageShield{player: NoPlayer, left: e.Amount, label: fmt.Sprintf("prevent the next %d damage (%s)", e.Amount, g.TargetLabel(t))}
		if t.IsPlayer() {
			s.player = t.Player
		} else {
			s.object = g.object(t.Object).ref()
		}
		g.damageShields = append(g.damageShields, s)
		g.logf("prevent", RulePreventNext, "the next %d damage that would be dealt to %s this turn is to be prevented", e.Amount, g.TargetLabel(t))
	}
	return err
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
	// prevented are the prevention effects with an additional effect that
	// already applied to a recipient in this event (see
	// firstPreventionOfEvent).
	prevented map[preventedKey]bool
	// hits is the combat damage dealt to players (combat_triggers.go).
	hits []combatHit
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
	g.fireCombatHits(b.hits)
	return nil
}
