package sim

import (
	"fmt"
	"slices"
)

// CastOptions are the choices announced while casting a spell or activating
// an ability (601.2b-c).
type CastOptions struct {
	Targets []Target
	// Modes are the chosen modes of a modal spell, 1-based as printed
	// (700.2).
	Modes []int
	// X is the announced value of X (107.3a); XSet says whether one was
	// announced.
	X    int
	XSet bool
	// Divide is the damage each chosen target gets of a divided amount,
	// in the order of the targets (601.2d).
	Divide []int
	// Convoke are the creatures tapped to pay for a spell with convoke
	// (702.51a).
	Convoke []ObjectID
	// Improvise are the artifacts tapped to pay for a spell with
	// improvise (702.126a).
	Improvise []ObjectID
	// Delve are the cards of the caster's graveyard exiled to pay for a
	// spell with delve, each paying one generic mana (702.66a).
	Delve []ObjectID
	// Dash and Evoke cast the spell for that alternative cost (702.109a,
	// 702.74a); Buyback pays its buyback cost too (702.27a).
	Dash, Evoke, Buyback bool
}

// CastSpell has p cast the card id from their hand (601.2), or from their
// graveyard by its flashback cost (702.34a), retrace (702.81a) or
// jump-start (702.133a): it moves to the stack with its
// targets and X, and its cost is paid from p's pool.
func (g *Game) CastSpell(p PlayerID, id ObjectID, opts CastOptions) error {
	return g.transact(func() error {
		o := g.object(id)
		action := "cast " + o.Card.Name
		kwAlt, altRule, altReasons := opts.alternativeCost()
		if len(altReasons) > 0 {
			return refuse(action, altReasons)
		}
		base, flashback, ok := g.castCost(p, o, kwAlt)
		if !ok && kwAlt != "" && o.Zone == Hand {
			return refuse(action, []Reason{reason([]Rule{altRule}, "%s has no %s cost", o.Card.Name, kwAlt)})
		}
		if !ok {
			return refuse(action, []Reason{reason([]Rule{RuleCastPermission}, "it is not in %s's hand (it is in %s)", g.players[p].Name, o.Zone)})
		}
		if g.Chars(o.ID).HasType("land") {
			return refuse(action, []Reason{reason([]Rule{RuleCastPermission}, "a land is played, not cast: use play")})
		}
		reasons := append(g.spellTimingReasons(p, g.Chars(id)), g.castRestrictionReasons(p, id)...)
		spell := g.spellAbility(id)
		modes, modeReasons := chooseModes(spell, opts.Modes)
		reasons = append(reasons, modeReasons...)
		chosen, targetReasons := g.chooseTargets(g.castTargets(id, modes), opts.Targets, id, p, g.Chars(id))
		reasons = append(reasons, targetReasons...)
		reasons = append(reasons, g.selfTargetReasons(id, opts.Targets)...)
		base, buybackReasons := g.buybackCost(id, opts.Buyback, base)
		reasons = append(reasons, buybackReasons...)
		x, xReasons := announceX(base, opts)
		reasons = append(reasons, xReasons...)
		division, divideReasons := g.announceDivision(spell, modes, opts.Divide, chosen, x, id, p)
		reasons = append(reasons, divideReasons...)
		reasons = append(reasons, g.otherCostReasons(p, o, o.Card.AdditionalCost)...)
		fromGraveyard := g.graveyardCastKeyword(o, flashback) // retrace, jump-start
		reasons = append(reasons, g.graveyardCastReasons(p, o, flashback, fromGraveyard)...)
		if err := refuse(action, reasons); err != nil {
			return err
		}
		fromHand := o.Zone == Hand
		g.move(id, Stack, p)
		g.markCastFromHand(o, fromHand)
		if flashback {
			g.markFlashback(o)
		}
		if opts.Dash {
			g.markDashed(o)
		}
		if opts.Evoke {
			g.markEvoked(o)
		}
		if opts.Buyback {
			g.markBuyback(o)
		}
		item := &StackItem{Spell: true, Object: id, Ability: spell, Controller: p, X: x, Modes: modes, targets: chosen, division: division}
		g.push(item)
		what := "its mana cost"
		var alt *AlternativeCost
		var err error
		switch {
		case flashback:
			what = "its flashback cost" // an alternative cost already (118.9a)
		case kwAlt != "":
			what = "its " + string(kwAlt) + " cost" // an alternative cost already (118.9a)
		default:
			if alt, err = g.chooseAlternativeCost(item); err != nil { // 601.2b, 118.9
				return err
			}
		}
		if alt != nil {
			base, what = alt.Cost.Mana, "its alternative cost"
		}
		extra, err := g.chooseAdditionalCost(item, action) // 601.2b, 601.2f
		if err != nil {
			return err
		}
		if extra != nil {
			base = base.Plus(extra.Cost.Mana)
			what += " plus " + extra.Text
		}
		announced, err := g.announceSpellCost(item, base, what, action, opts) // 601.2b, 118.13a
		if err != nil {
			return err
		}
		if announced.mana != base {
			what = fmt.Sprintf("%s %s paid as", what, base)
		}
		base = announced.mana
		// the total cost (601.2f), then what convoke and improvise pay of it
		// (702.51a, 702.126a) and delve (702.66a)
		cost, err := g.lockInCost(item, action, base, what, func(c ManaCost) (ManaCost, []Reason, error) {
			c, reasons, err := g.convokeCost(p, id, opts.Convoke, c, 0)
			if err != nil || len(reasons) > 0 {
				return c, reasons, err
			}
			c, reasons = g.improviseCost(p, id, opts.Improvise, opts.Convoke, c, 0)
			if len(reasons) > 0 {
				return c, reasons, nil
			}
			c, reasons = g.delveCost(p, id, opts.Delve, c)
			return c, reasons, nil
		})
		if err != nil {
			return err // the transaction undoes the move (601.2e)
		}
		if err := g.payMana(p, cost, 0, o.Card.Name, o.Card); err != nil {
			return err
		}
		g.payLife(p, announced.life, RulePhyrexianMana)
		g.tapHelpers(p, id, opts.Convoke, KwConvoke, RuleConvoke)
		g.tapHelpers(p, id, opts.Improvise, KwImprovise, RuleImprovise)
		g.exileDelved(p, id, opts.Delve)
		for _, c := range []*AlternativeCost{alt, extra} {
			if c == nil {
				continue
			}
			if err := g.payOtherCosts(p, o, c.Cost, newResolution(p, id)); err != nil {
				return err
			}
		}
		paid := newResolution(p, id)
		if err := g.payOtherCosts(p, o, o.Card.AdditionalCost, paid); err != nil { // 601.2f, 601.2h
			return err
		}
		if err := g.payGraveyardCast(p, o, fromGraveyard, paid); err != nil { // 702.81a, 702.133a
			return err
		}
		item.sacrificed = paid.sacrificed
		g.logf("cast", RuleCastSpell, "%s casts %s%s%s", g.players[p].Name, o.Card.Name, modesText(spell, modes), g.targetsText(chosen))
		g.players[p].spellsCast++
		g.fire(event{kind: evCast, object: id, player: p, amount: g.players[p].spellsCast, spell: item})
		g.fireTargeted(g.stack[len(g.stack)-1])
		return g.atPriority()
	})
}

// spellAbility is the spell ability the card has now (its instant or
// sorcery text, after the layer system), if any.
func (g *Game) spellAbility(id ObjectID) *Ability {
	for _, a := range g.Chars(id).Abilities {
		if a.Kind == SpellAbility {
			return a
		}
	}
	return nil
}

// chooseModes checks the announced modes against a spell's modes (700.2)
// and returns them 0-based.
func chooseModes(a *Ability, chosen []int) ([]int, []Reason) {
	if a == nil || len(a.Modes) == 0 {
		if len(chosen) > 0 {
			return nil, []Reason{reason([]Rule{RuleModes}, "it is not modal, so no mode can be chosen")}
		}
		return nil, nil
	}
	if len(chosen) != a.ModeCount {
		return nil, []Reason{reason([]Rule{RuleModes}, "choose %d mode(s) out of %d, %d given", a.ModeCount, len(a.Modes), len(chosen))}
	}
	var out []int
	for _, m := range chosen {
		switch {
		case m < 1 || m > len(a.Modes):
			return nil, []Reason{reason([]Rule{RuleModes}, "there is no mode %d (modes 1 to %d)", m, len(a.Modes))}
		case !a.ModesRepeat && slices.Contains(out, m-1):
			return nil, []Reason{reason([]Rule{RuleModes}, "mode %d can't be chosen more than once", m)}
		}
		out = append(out, m-1)
	}
	return out, nil
}

// announceX checks the announced X against the cost (107.3a).
func announceX(cost ManaCost, opts CastOptions) (int, []Reason) {
	switch {
	case cost.XCount > 0 && !opts.XSet:
		return 0, []Reason{reason([]Rule{RuleChooseX}, "the value of X must be announced")}
	case cost.XCount == 0 && opts.XSet:
		return 0, []Reason{reason([]Rule{RuleChooseX}, "its cost %s has no {X}", cost)}
	case opts.X < 0:
		return 0, []Reason{reason([]Rule{RuleChooseX}, "X can't be negative")}
	}
	return opts.X, nil
}

func costWithX(c ManaCost, x int) string {
	if c.XCount == 0 {
		return c.String()
	}
	return fmt.Sprintf("%s with X=%d", c, x)
}

// spellTimingReasons checks when p may cast a spell of this card: an
// instant whenever p has priority (304.1), anything else only in p's main
// phase with an empty stack (301.1, 302.1, 303.1, 307.1).
func (g *Game) spellTimingReasons(p PlayerID, c *Characteristics) []Reason {
	if reasons := g.priorityReasons(); len(reasons) > 0 {
		return reasons
	}
	if c.HasType("instant") || c.HasKeyword(KwFlash) { // 702.8a
		return nil
	}
	rule := RuleSorceryTiming
	switch {
	case c.HasType("creature"):
		rule = RuleCreatureTiming
	case c.HasType("artifact"):
		rule = RuleArtifactTiming
	case c.HasType("enchantment"):
		rule = RuleEnchantmentTiming
	}
	return g.sorceryTimingReasons(p, rule)
}

// sorceryTimingReasons checks "your main phase, with an empty stack".
func (g *Game) sorceryTimingReasons(p PlayerID, rule Rule) []Reason {
	var reasons []Reason
	if g.turn.Active != p {
		reasons = append(reasons, reason([]Rule{rule}, "it is %s's turn, not %s's", g.players[g.turn.Active].Name, g.players[p].Name))
	}
	if g.turn.Step != Main1 && g.turn.Step != Main2 {
		reasons = append(reasons, reason([]Rule{rule}, "it is the %s step, not a main phase", g.turn.Step))
	}
	if len(g.stack) > 0 {
		reasons = append(reasons, reason([]Rule{rule}, "the stack is not empty"))
	}
	return reasons
}

// priorityReasons refuses anything that needs priority in the steps where no
// player receives it (502.4, 514.3).
func (g *Game) priorityReasons() []Reason {
	switch {
	case g.turn.Step == Untap:
		return []Reason{reason([]Rule{RuleNoPriorityInUntap}, "no player receives priority in the untap step")}
	case g.turn.Step == Cleanup && !g.extraCleanup:
		return []Reason{reason([]Rule{RuleNoPriorityInCleanup}, "no player receives priority in the cleanup step")}
	}
	return nil
}

// PlayLand has p play a land card from their hand (305.1, 305.2, 116.2a).
func (g *Game) PlayLand(p PlayerID, id ObjectID) error {
	return g.transact(func() error {
		o := g.object(id)
		action := "play " + o.Card.Name
		var reasons []Reason
		if (o.Zone != Hand || o.Owner != p) && !g.mayPlayFromExile(p, o) {
			reasons = append(reasons, reason([]Rule{RulePlayLandTiming}, "it is not in %s's hand (it is in %s)", g.players[p].Name, o.Zone))
		}
		if !g.Chars(o.ID).HasType("land") {
			reasons = append(reasons, reason([]Rule{RulePlayLandTiming}, "it is not a land card: use cast"))
		}
		reasons = append(reasons, g.priorityReasons()...)
		reasons = append(reasons, g.sorceryTimingReasons(p, RulePlayLandTiming)...)
		if n := g.landPlays(p); g.players[p].landsPlayed >= n {
			reasons = append(reasons, reason([]Rule{RuleOneLandPerTurn}, "%s has already played %s this turn", g.players[p].Name, landsText(n)))
		}
		reasons = append(reasons, g.nameBanReasons(id, "played")...)
		if err := refuse(action, reasons); err != nil {
			return err
		}
		g.players[p].landsPlayed++
		g.move(id, Battlefield, p)
		g.logf("play", RulePlayLandTiming, "%s plays %s", g.players[p].Name, o.Card.Name)
		return g.atPriority()
	})
}

// Activate has p activate ability of permanent id (602.2). A mana ability
// resolves at once (605.3b); any other goes on the stack.
func (g *Game) Activate(p PlayerID, id ObjectID, ability *Ability, opts CastOptions) error {
	return g.transact(func() error {
		o := g.object(id)
		action := "activate " + o.Card.Name
		if ability.Kind != ActivatedAbility {
			return refuse(action, []Reason{reason([]Rule{RuleActivateAbility}, "%q is not an activated ability", ability.Text)})
		}
		var reasons []Reason
		switch {
		case ability.functionsFrom() != Battlefield:
			if zone := ability.functionsFrom(); o.Zone != zone || o.Owner != p {
				rules := []Rule{RuleFunctionsFromZone}
				if _, ok := ability.returnsSelfFrom(); ok {
					rules = []Rule{RuleMovesItselfFrom}
				}
				if ability.Name == "cycling" {
					rules = append(rules, RuleCycling)
				}
				reasons = append(reasons, reason(rules, "it works only from its owner's %s (%s is in %s)", zone, o.Card.Name, o.Zone))
			}
		case o.Zone != Battlefield:
			reasons = append(reasons, reason([]Rule{RuleActivateAbility}, "it is not on the battlefield (it is in %s)", o.Zone))
		case g.Controller(id) != p:
			c := g.Controller(id)
			reasons = append(reasons, reason([]Rule{RuleOnlyControllerActivates}, "%s controls it, not %s", g.players[c].Name, g.players[p].Name))
		}
		reasons = append(reasons, g.prohibitedActivationReasons(o)...)
		// A mana ability too needs priority, unless a cost is being paid
		// (605.3a); costs here are paid from the pool, so an activation on
		// its own always needs priority.
		reasons = append(reasons, g.priorityReasons()...)
		if !ability.IsManaAbility() {
			reasons = append(reasons, g.splitSecondReasons()...) // 702.61a
		}
		if ability.SorcerySpeed {
			reasons = append(reasons, g.sorceryTimingReasons(p, RuleSorcerySpeedAbility)...)
		}
		if ability.OncePerTurn && slices.Contains(g.activatedThisTurn, activation{o.ref(), ability}) {
			reasons = append(reasons, reason([]Rule{RuleActivateOnlyIf}, "it may be activated only once each turn, and it was this turn"))
		}
		if ability.OnlyOnce && slices.Contains(g.activatedOnce, activation{o.ref(), ability}) {
			reasons = append(reasons, reason([]Rule{RuleActivateOnlyIf}, "it may be activated only once, and it was"))
		}
		if ability.YourTurnOnly && g.turn.Active != p {
			reasons = append(reasons, reason([]Rule{RuleActivateOnlyIf}, "it may be activated only during its controller's turn"))
		}
		if ability.OnlyIf != nil && !g.conditionHolds(ability.OnlyIf, id, p) {
			reasons = append(reasons, reason([]Rule{RuleActivateOnlyIf}, "its \"activate only if\" condition is not met"))
		}
		reasons = append(reasons, g.namedActivationReasons(id, ability)...)
		reasons = append(reasons, g.symbolCostReasons(o, ability.Cost)...)
		reasons = append(reasons, g.otherCostReasons(p, o, ability.Cost)...)
		chosen, targetReasons := g.chooseTargets(ability.Targets, opts.Targets, id, p, g.Chars(id))
		reasons = append(reasons, targetReasons...)
		x, xReasons := announceX(ability.Cost.Mana, opts)
		reasons = append(reasons, xReasons...)
		division, divideReasons := g.announceDivision(ability, nil, opts.Divide, chosen, x, id, p)
		reasons = append(reasons, divideReasons...)
		announced, err := g.announceAbilityCost(ability, id, p, x, chosen, action, reasons) // 601.2b, 602.2b
		if err != nil {
			return err
		}
		mana, shown := g.activationMana(ability, announced.mana, id, p, x, chosen)
		if !canPayMana(g.spendable(p, nil), mana, x) {
			reasons = append(reasons, reason([]Rule{RulePayCost}, "%s's mana pool (%s) can't pay %s", g.players[p].Name, g.poolText(p), shown))
		}
		if err := refuse(action, reasons); err != nil {
			return err
		}
		if err := g.payMana(p, mana, x, o.Card.Name+"'s ability", nil); err != nil {
			return err
		}
		g.payLife(p, announced.life, RulePhyrexianMana)
		if ability.OncePerTurn {
			g.activatedThisTurn = append(g.activatedThisTurn, activation{o.ref(), ability})
		}
		if ability.OnlyOnce {
			g.activatedOnce = append(g.activatedOnce, activation{o.ref(), ability})
		}
		if ability.Cost.Tap {
			g.tap(id, RuleTapSymbol)
		}
		if ability.Cost.Untap {
			g.untap(id, RuleUntapSymbol)
		}
		r := withTargets(newResolution(p, id), chosen, x)
		var sourceLKI *Object
		if o.Zone == Battlefield && (!ability.IsManaAbility() || ability.Cost.SacrificeSelf) || ability.Cost.ExileSelfFromGraveyard {
			// the source as the ability is activated, for when it has left
			// the battlefield (sacrificed to pay the cost, destroyed in
			// response) or its graveyard (exiled to pay the cost, 702.97a)
			// and the ability reads it (608.2h)
			sourceLKI = g.lastKnown(id)
			r.sourceLKI = sourceLKI
		}
		if err := g.payOtherCosts(p, o, ability.Cost, r); err != nil {
			return err
		}
		g.fireCycled(p, id, ability)
		if ability.IsManaAbility() {
			g.logf("activate", RuleManaAbilityNoStack, "%s activates %s's mana ability %q", g.players[p].Name, o.Card.Name, ability.Text)
			r.tappedForMana = ability.Cost.Tap // 106.12
			if err := g.applyEffects(ability.Effects, r); err != nil {
				return err
			}
			return g.atPriority() // the activating player still has priority

		}
		g.push(&StackItem{Object: id, Ability: ability, Controller: p, X: x, targets: chosen, sourceLKI: sourceLKI, sacrificed: r.sacrificed, sourceRef: o.ref(), division: division})
		g.logf("activate", RuleActivateAbility, "%s activates %s's ability %q%s", g.players[p].Name, o.Card.Name, ability.Text, g.targetsText(chosen))
		g.fireTargeted(g.stack[len(g.stack)-1])
		return g.atPriority()
	})
}

// symbolCostReasons checks the {T} and {Q} parts of a cost: the permanent
// must be untapped for {T} (107.5) and tapped for {Q} (107.6), and a
// creature must not be summoning sick (302.6), which is cited first.
func (g *Game) symbolCostReasons(o *Object, c Cost) []Reason {
	var reasons []Reason
	symbolRule := RuleTapSymbol
	symbol := "{T}"
	if c.Untap {
		symbolRule, symbol = RuleUntapSymbol, "{Q}"
	}
	if (c.Tap || c.Untap) && g.IsSick(o.ID) {
		reasons = append(reasons, reason([]Rule{RuleSummoningSickness, symbolRule},
			"%s is a creature that %s has not controlled continuously since their most recent turn began, so it can't pay %s",
			o.Card.Name, g.players[g.Controller(o.ID)].Name, symbol))
	}
	if c.Tap && o.Tapped {
		reasons = append(reasons, reason([]Rule{RuleTapSymbol}, "%s is already tapped, so it can't pay {T}", o.Card.Name))
	}
	if c.Untap && !o.Tapped {
		reasons = append(reasons, reason([]Rule{RuleUntapSymbol}, "%s is untapped, so it can't pay {Q}", o.Card.Name))
	}
	return reasons
}

func (g *Game) targetsText(ts []chosenTarget) string {
	if len(ts) == 0 {
		return ""
	}
	var names []string
	for _, t := range ts {
		if !t.IsNone() {
			names = append(names, g.targetName(t.Target))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " targeting " + joinOr(names, "")
}

// Judge applies an effect with no card behind it, as a judge would set one
// up; then state-based actions are performed.
func (g *Game) Judge(e Effect) error {
	return g.transact(func() error {
		if err := g.applyEffect(e, newResolution(NoPlayer, 0)); err != nil {
			return err
		}
		return g.atPriority()
	})
}
