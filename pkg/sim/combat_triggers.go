package sim

import "slices"

// Combat and damage trigger conditions: "whenever you attack" (508.3d),
// "attacks or blocks", "blocks a creature" (509.3b), "blocks or becomes
// blocked by a creature" (509.3b, 509.3d), "attacks and isn't blocked"
// (509.3g), "whenever one or more creatures you control deal combat damage
// to a player" (510.2, 603.2c), "deals damage to a player / an opponent",
// and "at the beginning of each opponent's upkeep".

// The trigger events of this file, numbered apart from trigger.go's.
const (
	// WhenYouAttack: "Whenever you attack": one or more creatures the
	// player controls are declared as attackers (508.3d); once per
	// combat, however many attack. Player relates the attacking player to
	// the ability's controller.
	WhenYouAttack TriggerEvent = iota + 300
	// WhenAttacksOrBlocks: "Whenever this creature attacks or blocks":
	// either event (508.3a, 509.3a).
	WhenAttacksOrBlocks
	// WhenBlocksCreature: "Whenever this creature blocks a creature":
	// once for each attacking creature it blocks (509.3b); Object filters
	// the attacker, which is "that creature".
	WhenBlocksCreature
	// WhenBlocksOrBlockedByCreature: "Whenever this creature blocks or
	// becomes blocked by a creature": once for each creature it blocks and
	// each creature blocking it (509.3b, 509.3d); "that creature" is the
	// other creature.
	WhenBlocksOrBlockedByCreature
	// WhenAttacksAndIsntBlocked: "Whenever this creature attacks and
	// isn't blocked": no creature is declared as a blocker for it
	// (509.3g), in the declare blockers step (508.3f). "Defending player"
	// is the player it attacks.
	WhenAttacksAndIsntBlocked
	// WhenOneOrMoreDealCombatDamageToPlayer: "Whenever one or more
	// creatures you control deal combat damage to a player": once for
	// each player dealt combat damage in a combat damage step by one or
	// more of the creatures Object finds (510.2, 603.2c). "That player" is
	// the player dealt damage.
	WhenOneOrMoreDealCombatDamageToPlayer
	// WhenDealsDamageToPlayer: "Whenever this creature deals damage to a
	// player (an opponent)": any damage, combat or not (120.3); Object
	// filters the source as for WhenDealsCombatDamageToPlayer, Player
	// relates the player dealt damage to the ability's controller. "That
	// player" is the player dealt damage.
	WhenDealsDamageToPlayer
	// WhenOneOrMoreAttack: "Whenever one or more creatures you control
	// attack", "Whenever you attack with two or more creatures": once per
	// combat when one or more (AtLeast) of the creatures Object finds are
	// declared as attackers (508.3c, 508.3d); Player relates the attacking
	// player to the ability's controller.
	WhenOneOrMoreAttack
	// WhenAttacksWithTwoOthers: "Whenever this creature and at least two
	// other creatures attack" (battalion): it is declared as an attacker
	// together with two or more other creatures (508.3a).
	WhenAttacksWithTwoOthers
	// WhenAttacksYou: "Whenever a creature attacks you (or a planeswalker
	// you control)": a creature Object finds is declared as an attacker
	// attacking the ability's controller (508.3a). Planeswalkers are not
	// attacked in this engine.
	WhenAttacksYou
	// WhenDealsCombatDamage: "Whenever this creature deals combat damage":
	// once in each combat damage step it deals combat damage, to anything
	// (510.2, 603.2c); "that much" is all it dealt in the step.
	WhenDealsCombatDamage
	// WhenIsDealtCombatDamage: "Whenever this creature is dealt combat
	// damage": once in each combat damage step (510.2, 603.2c); "that
	// much" is all it was dealt in the step.
	WhenIsDealtCombatDamage
	// WhenDealsDamageToCreature: "Whenever this creature deals damage to
	// a creature": any damage (120.3); Object filters the source as for
	// WhenDealsDamageToPlayer; "that creature" is the creature dealt
	// damage.
	WhenDealsDamageToCreature
	// WhenDealsDamage: "Whenever this creature deals damage": once for
	// each event in which it deals damage, to anything (120.3, 603.2c);
	// "that much" is all it dealt in the event.
	WhenDealsDamage
)

// OpponentsTurns is "at the beginning of each opponent's upkeep": the
// step of a turn whose active player is an opponent of the ability's
// controller; "that player" is that opponent.
const OpponentsTurns Whose = 300

// EnchantedControllersTurns is "at the beginning of the upkeep of enchanted
// creature's controller": the step of a turn whose active player controls
// the permanent the source is attached to; "that player" is that player.
const EnchantedControllersTurns Whose = 301

// This file's events.
const (
	evYouAttack evKind = iota + 300
	evBlocksCreature
	evUnblocked
	evCombatDamageToPlayers
	evAttacksWithTwoOthers
	evDealsCombatDamage
	evIsDealtCombatDamage
	evDealsDamage
)

func init() {
	triggerEvents[evYouAttack] = []TriggerEvent{WhenYouAttack, WhenOneOrMoreAttack}
	triggerEvents[evAttacksWithTwoOthers] = []TriggerEvent{WhenAttacksWithTwoOthers}
	triggerEvents[evAttacks] = append(triggerEvents[evAttacks], WhenAttacksOrBlocks, WhenAttacksYou)
	triggerEvents[evBlocks] = append(triggerEvents[evBlocks], WhenAttacksOrBlocks)
	triggerEvents[evBlocksCreature] = []TriggerEvent{WhenBlocksCreature, WhenBlocksOrBlockedByCreature}
	triggerEvents[evBlockedBy] = append(triggerEvents[evBlockedBy], WhenBlocksOrBlockedByCreature)
	triggerEvents[evUnblocked] = []TriggerEvent{WhenAttacksAndIsntBlocked}
	triggerEvents[evCombatDamageToPlayers] = []TriggerEvent{WhenOneOrMoreDealCombatDamageToPlayer}
	triggerEvents[evDealtDamage] = append(triggerEvents[evDealtDamage], WhenDealsDamageToPlayer, WhenDealsDamageToCreature)
	triggerEvents[evDealsCombatDamage] = []TriggerEvent{WhenDealsCombatDamage}
	triggerEvents[evIsDealtCombatDamage] = []TriggerEvent{WhenIsDealtCombatDamage}
	triggerEvents[evDealsDamage] = []TriggerEvent{WhenDealsDamage}
}

// fireAttackDeclared fires "whenever you attack" once, for the attacking
// player and the creatures declared, when one or more creatures were
// declared as attackers (508.3d); and, when three or more were, "this
// creature and at least two other creatures attack" for each of them.
func (g *Game) fireAttackDeclared(attacks []Attack) {
	if len(attacks) == 0 {
		return
	}
	ids := make([]ObjectID, len(attacks))
	for i, a := range attacks {
		ids[i] = a.Attacker
	}
	g.fire(event{kind: evYouAttack, player: g.turn.Active, group: ids})
	if len(attacks) >= 3 {
		for _, a := range attacks {
			g.fire(event{kind: evAttacksWithTwoOthers, object: a.Attacker, player: a.Defender})
		}
	}
}

// fireBlockDeclared fires, once blockers are declared, "blocks a creature"
// for each blocker and each attacker it blocks (509.3b), and "attacks and
// isn't blocked" for each attacking creature no creature was declared to
// block (509.3g), with the player it attacks.
func (g *Game) fireBlockDeclared(blocks []Block) {
	for _, b := range blocks {
		g.fire(event{kind: evBlocksCreature, object: b.Attacker, source: b.Blocker})
	}
	for _, a := range g.combat.attackers {
		if !slices.ContainsFunc(blocks, func(b Block) bool { return b.Attacker == a.id }) {
			g.fire(event{kind: evUnblocked, object: a.id, player: a.defender})
		}
	}
}

// combatHit is damage one source dealt in one event of simultaneous
// damage (a combat damage step, 510.2), recorded for "deals damage",
// "one or more ... deal combat damage to a player", "deals combat damage"
// and "is dealt combat damage".
type combatHit struct {
	source ObjectID
	to     Target
	amount int
	combat bool
}

// noteCombatHit records damage dealt during a batch of simultaneous damage;
// damage dealt alone is an event of its own, and "deals damage" triggers
// on it at once.
func (g *Game) noteCombatHit(source ObjectID, to Target, amount int, combat bool) {
	if b := g.damageBatch; b != nil {
		b.hits = append(b.hits, combatHit{source, to, amount, combat})
		return
	}
	g.fire(event{kind: evDealsDamage, object: source, amount: amount, combat: combat})
}

// fireCombatHits fires, for the combat damage of one step: an event for
// each player dealt combat damage, naming every source that dealt it
// (603.2c: one event for each player); one for each source, with all it
// dealt; one for each creature dealt damage, with all it was dealt.
func (g *Game) fireCombatHits(all []combatHit) {
	var dealers []ObjectID
	for _, h := range all {
		if !slices.Contains(dealers, h.source) {
			dealers = append(dealers, h.source)
		}
	}
	for _, s := range dealers {
		n := 0
		for _, h := range all {
			if h.source == s {
				n += h.amount
			}
		}
		g.fire(event{kind: evDealsDamage, object: s, amount: n})
	}
	hits := slices.DeleteFunc(slices.Clone(all), func(h combatHit) bool { return !h.combat })
	var players []PlayerID
	var sources, recipients []ObjectID
	for _, h := range hits {
		if h.to.IsPlayer() && !slices.Contains(players, h.to.Player) {
			players = append(players, h.to.Player)
		}
		if !slices.Contains(sources, h.source) {
			sources = append(sources, h.source)
		}
		if !h.to.IsPlayer() && !slices.Contains(recipients, h.to.Object) {
			recipients = append(recipients, h.to.Object)
		}
	}
	for _, p := range players {
		var from []ObjectID
		for _, h := range hits {
			if h.to.IsPlayer() && h.to.Player == p && !slices.Contains(from, h.source) {
				from = append(from, h.source)
			}
		}
		g.fire(event{kind: evCombatDamageToPlayers, player: p, group: from, combat: true})
	}
	total := func(match func(combatHit) bool) int {
		n := 0
		for _, h := range hits {
			if match(h) {
				n += h.amount
			}
		}
		return n
	}
	for _, s := range sources {
		g.fire(event{kind: evDealsCombatDamage, object: s, amount: total(func(h combatHit) bool { return h.source == s }), combat: true})
	}
	for _, o := range recipients {
		g.fire(event{kind: evIsDealtCombatDamage, object: o, amount: total(func(h combatHit) bool { return !h.to.IsPlayer() && h.to.Object == o }), combat: true})
	}
}

// combatTriggerMatches matches the trigger events of this file; ok is
// false for the others, which triggerMatches reads.
func (g *Game) combatTriggerMatches(t *Trigger, ev event, src triggerSource, ctx filterContext) (matches, ok bool) {
	you := src.chars.Controller
	ctx.source, ctx.you = src.obj.ID, you
	switch t.Event {
	case AtBeginningOfStep:
		switch t.Whose {
		case OpponentsTurns:
			return t.Step == g.turn.Step && slices.Contains(g.opponents(you), g.turn.Active), true
		case EnchantedControllersTurns:
			host := src.obj.AttachedTo
			return t.Step == g.turn.Step && host != 0 && g.object(host).Zone == Battlefield && g.Controller(host) == g.turn.Active, true
		}
		return false, false
	case WhenAttacksYou:
		return ev.player == you && t.Object != nil && t.Object.matches(ctx, ev.object), true
	case WhenYouAttack:
		return t.Player.allows(ev.player, you), true
	case WhenBlocksCreature, WhenBlocksOrBlockedByCreature:
		// The source is the blocker (or the attacker blocked), the
		// event's object the other creature (509.3b, 509.3d).
		return ev.source == src.obj.ID && (t.Object == nil || t.Object.matches(ctx, ev.object)), true
	case WhenOneOrMoreAttack:
		n := 0
		for _, id := range ev.group {
			if t.Object != nil && t.Object.matches(ctx, id) {
				n++
			}
		}
		return t.Player.allows(ev.player, you) && n >= max(1, t.AtLeast), true
	case WhenOneOrMoreDealCombatDamageToPlayer:
		if !t.Player.allows(ev.player, you) {
			return false, true
		}
		return slices.ContainsFunc(ev.group, func(id ObjectID) bool {
			return t.Object == nil && id == src.obj.ID || t.Object != nil && t.Object.matches(ctx, id)
		}), true
	case WhenDealsDamageToPlayer, WhenDealsDamageToCreature:
		if t.Event == WhenDealsDamageToPlayer && (ev.player == NoPlayer || !t.Player.allows(ev.player, you)) ||
			t.Event == WhenDealsDamageToCreature && (ev.object == 0 || !g.Chars(ev.object).HasType("creature")) {
			return false, true
		}
		if t.Object == nil {
			return ev.source == src.obj.ID, true
		}
		return t.Object.matches(ctx, ev.source), true
	}
	return false, false
}

// thatPlayer is the player a triggered ability's event names, "that
// player" as it resolves: the player dealt damage, the player who cast the
// spell, the player who drew or discarded, the player a creature attacks
// ("defending player"), the active player of the step a beginning-of-step
// trigger waits for ("each opponent's upkeep"); NoPlayer when it names none. A delayed or reflexive
// ability has no trigger condition of its own, and no step's player.
func thatPlayer(a *Ability, ev *event) PlayerID {
	if ev == nil {
		return NoPlayer
	}
	switch ev.kind {
	case evDealtDamage, evCast, evDrew, evDiscarded, evCombatDamageToPlayers, evAttacks, evAttacksAlone, evUnblocked, evBecomesBlocked,
		evAttacksWithTwoOthers, evBecameTarget, evTappedForMana:
		return ev.player
	case evStepBegan:
		if a != nil && a.Trigger != nil && a.Trigger.Event == AtBeginningOfStep {
			return ev.player
		}
	}
	return NoPlayer
}

type defendingPlayer struct{}

func (defendingPlayer) resolve(g *Game, r *resolution) ([]Target, error) {
	if r.trigger == nil {
		return nil, nil
	}
	switch r.trigger.kind {
	case evAttacks, evAttacksAlone, evUnblocked, evBecomesBlocked, evAttacksWithTwoOthers:
		if r.trigger.player != NoPlayer {
			return []Target{PlayerTarget(r.trigger.player)}, nil
		}
	}
	return nil, nil
}

// DefendingPlayer is "defending player" in an ability that triggered on a
// creature attacking: the player it attacked when the event happened
// (506.2), even if it has left combat since.
func DefendingPlayer() Subject { return defendingPlayer{} }

// NextEndOfCombat: "at end of combat", the beginning of the next end of
// combat step (511.2), for a delayed triggered ability (603.7).
const NextEndOfCombat NextStep = 300

// ThatPlayerControls is "target creature that player controls", "each
// creature defending player controls": the permanents controlled by the
// player the triggering event names (thatPlayer), read as the ability's
// targets are chosen (603.3d) and as it resolves (608.2b).
const ThatPlayerControls ControlFilter = 300

// withTriggerEvent makes the player ev names for a the player "that
// player controls" reads until the returned function is called.
func (g *Game) withTriggerEvent(a *Ability, ev *event) func() {
	saved := g.eventPlayerNow
	g.eventPlayerNow = &eventPlayerSet{thatPlayer(a, ev)}
	return func() { g.eventPlayerNow = saved }
}

// eventPlayerSet is the player "that player controls" reads.
type eventPlayerSet struct{ player PlayerID }

// eventPlayer is the player the event of the ability being targeted or
// resolved names, NoPlayer when none does.
func (g *Game) eventPlayer() PlayerID {
	if g.eventPlayerNow == nil {
		return NoPlayer
	}
	return g.eventPlayerNow.player
}

// ControllerOfTriggerObject is "that creature's controller" in a triggered
// ability: the controller of the object of the triggering event, or, once
// it has left the battlefield, the controller it last had there (608.2h).
func ControllerOfTriggerObject() Subject { return controllerOfTriggerObject{} }

type controllerOfTriggerObject struct{}

func (controllerOfTriggerObject) resolve(g *Game, r *resolution) ([]Target, error) {
	ts, err := triggerObject{}.resolve(g, r)
	for _, t := range ts {
		o := g.object(t.Object)
		p := o.knownController
		if o.Zone == Battlefield {
			p = g.Controller(t.Object)
		}
		return []Target{PlayerTarget(p)}, err
	}
	return nil, err
}

// declareNoBlockers declares no blockers for a step left without a
// declaration. Blockers are declared before any player receives priority
// in the step (509.1), so abilities that trigger on the declaration
// ("attacks and isn't blocked", 509.3g) must go on the stack in it: the
// step can't be left unseen with them waiting.
func (g *Game) declareNoBlockers() error {
	if err := g.declareBlockers(nil); err != nil {
		return err
	}
	if len(g.pending) > 0 {
		return refuse("end the declare blockers step", []Reason{reason([]Rule{RuleDeclareBlockers, RuleTriggerOrder},
			"abilities trigger as no blockers are declared; declare them (block: {}) and resolve the abilities in the step")})
	}
	return nil
}
