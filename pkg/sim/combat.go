package sim

import (
	"fmt"
	"slices"
	"strings"
)

// combat is the state of the current combat phase.
type combat struct {
	attackersDeclared bool
	anyAttacker       bool // a creature was declared as an attacker (508.8)
	blockersDeclared  bool
	attackers         []attacker
	blockers          []blocker
	// attacked are the players creatures were declared attacking (508.1),
	// even if those creatures have left combat since.
	attacked []PlayerID
	// firstStrike is set once a first-strike combat damage step has
	// happened; firstStrikers are the creatures that dealt damage in it
	// (510.4). regularDone is set after the second damage step.
	firstStrike   bool
	firstStrikers []ObjectID
	regularDone   bool
	// proposed is the attack being checked while attackers are declared
	// (see defending_player.go).
	proposed *attacker
}

type attacker struct {
	id       ObjectID
	defender PlayerID
	blocked  bool // stays blocked even if its blockers leave (509.1h)
}

type blocker struct {
	id, attacker ObjectID
}

func (c *combat) clone() *combat {
	if c == nil {
		return nil
	}
	d := *c
	d.attackers = slices.Clone(c.attackers)
	d.attacked = slices.Clone(c.attacked)
	d.blockers = slices.Clone(c.blockers)
	d.firstStrikers = slices.Clone(c.firstStrikers)
	return &d
}

// Attack is one attacker and the player it attacks.
type Attack struct {
	Attacker ObjectID
	Defender PlayerID
}

// Block is one blocker and the attacker it blocks.
type Block struct {
	Blocker, Attacker ObjectID
}

// DeclareAttackers has the active player declare attackers (508.1). Every
// opponent is a possible defending player (506.2, 802). The declaration is
// refused if a creature can't attack, or if it obeys fewer requirements
// than possible (508.1d).
func (g *Game) DeclareAttackers(p PlayerID, attacks []Attack) error {
	return g.transact(func() error {
		if err := g.declareAttackers(p, attacks); err != nil {
			return err
		}
		return g.atPriority()
	})
}

func (g *Game) declareAttackers(p PlayerID, attacks []Attack) error {
	switch {
	case g.turn.Step != DeclareAttackers:
		return refuse("declare attackers", []Reason{reason([]Rule{RuleDeclareAttackers}, "it is the %s step, not the declare_attackers step", g.turn.Step)})
	case g.combat.attackersDeclared:
		return refuse("declare attackers", []Reason{reason([]Rule{RuleDeclareAttackers}, "attackers have already been declared this combat")})
	}
	var reasons []Reason
	if p != g.turn.Active {
		reasons = append(reasons, reason([]Rule{RuleDeclareAttackers}, "only the active player, %s, declares attackers", g.players[g.turn.Active].Name))
	}
	var chosen []ObjectID
	for _, a := range attacks {
		o := g.object(a.Attacker)
		switch {
		case slices.Contains(chosen, a.Attacker):
			reasons = append(reasons, reason([]Rule{RuleDeclareAttackers}, "%s is declared twice", o.Card.Name))
		case !slices.Contains(g.opponents(g.turn.Active), a.Defender):
			reasons = append(reasons, reason([]Rule{RuleDeclareAttackers}, "%s is not an opponent of %s in the game", g.players[a.Defender].Name, g.players[g.turn.Active].Name))
		default:
			reasons = append(reasons, g.attackReasons(a)...)
		}
		chosen = append(chosen, a.Attacker)
	}
	requirements := g.requirements()
	for _, id := range g.battlefield {
		if req, ok := requirements[id]; ok && req.Attacks && !slices.Contains(chosen, id) && g.ableToAttack(id) {
			reasons = append(reasons, reason([]Rule{RuleAttackRequirement}, "%s attacks each combat if able, and it is able to attack", g.name(id)))
		}
	}
	reasons = append(reasons, g.goadReasons(attacks, chosen)...)
	if err := refuse("declare attackers", reasons); err != nil {
		return err
	}
	g.combat.attackersDeclared = true
	g.combat.anyAttacker = len(attacks) > 0
	for _, a := range attacks {
		g.combat.attackers = append(g.combat.attackers, attacker{id: a.Attacker, defender: a.Defender})
		g.combat.attacked = append(g.combat.attacked, a.Defender)
		g.attackedThisTurn = append(g.attackedThisTurn, g.object(a.Attacker).ref())
		if !g.HasKeyword(a.Attacker, KwVigilance) {
			g.tap(a.Attacker, RuleDeclareAttackers)
		}
		g.logf("attack", RuleDeclareAttackers, "%s attacks %s", g.name(a.Attacker), g.players[a.Defender].Name)
	}
	if len(attacks) == 0 {
		g.logf("attack", RuleDeclareAttackers, "%s declares no attackers", g.players[g.turn.Active].Name)
	}
	if err := g.exertAttackers(attacks); err != nil { // 508.1g
		return err
	}
	g.conditionsChanged()
	for _, a := range attacks {
		g.fire(event{kind: evAttacks, object: a.Attacker, player: a.Defender})
	}
	g.fireAttacksAlone(attacks)
	g.fireAttackDeclared(attacks)
	return nil
}

// attackerReasons says why a permanent can't attack: it must be an untapped
// creature of the active player that has been under their control since
// their turn began, or has haste (508.1a, 302.6).
func (g *Game) attackerReasons(id ObjectID) []Reason {
	o := g.object(id)
	var reasons []Reason
	switch {
	case o.Zone != Battlefield || !g.IsCreature(id):
		return []Reason{reason([]Rule{RuleAttackerEligible}, "%s is not a creature on the battlefield", o.Card.Name)}
	case g.Controller(o.ID) != g.turn.Active:
		return []Reason{reason([]Rule{RuleAttackerEligible}, "%s is controlled by %s, not the attacking player", o.Card.Name, g.players[g.Controller(o.ID)].Name)}
	}
	if g.IsSick(id) {
		reasons = append(reasons, reason([]Rule{RuleSummoningSickness, RuleAttackerEligible}, "%s has not been under %s's control continuously since their turn began", o.Card.Name, g.players[g.Controller(o.ID)].Name))
	}
	if o.Tapped {
		reasons = append(reasons, reason([]Rule{RuleAttackerEligible}, "%s is tapped", o.Card.Name))
	}
	if g.HasKeyword(id, KwDefender) {
		reasons = append(reasons, reason([]Rule{RuleDefender}, "%s has defender", o.Card.Name))
	}
	if g.Chars(id).Restrictions&CantAttack != 0 {
		reasons = append(reasons, reason([]Rule{RuleAttackRestriction}, "an effect says %s can't attack", o.Card.Name))
	}
	return reasons
}

// DeclareBlockers has the defending players declare blockers (509.1), each
// blocker blocking one attacker that attacks its controller. The
// declaration is refused if a creature can't block that attacker, or if it
// obeys fewer requirements than possible (509.1c).
func (g *Game) DeclareBlockers(blocks []Block) error {
	return g.transact(func() error {
		if err := g.declareBlockers(blocks); err != nil {
			return err
		}
		return g.atPriority()
	})
}

func (g *Game) declareBlockers(blocks []Block) error {
	switch {
	case g.turn.Step != DeclareBlockers:
		return refuse("declare blockers", []Reason{reason([]Rule{RuleDeclareBlockers}, "it is the %s step, not the declare_blockers step", g.turn.Step)})
	case g.combat.blockersDeclared:
		return refuse("declare blockers", []Reason{reason([]Rule{RuleDeclareBlockers}, "blockers have already been declared this combat")})
	}
	var reasons []Reason
	var chosen []ObjectID
	for _, b := range blocks {
		if slices.Contains(chosen, b.Blocker) {
			reasons = append(reasons, reason([]Rule{RuleDeclareBlockers}, "%s is declared as a blocker twice", g.name(b.Blocker)))
		}
		chosen = append(chosen, b.Blocker)
		reasons = append(reasons, g.blockerReasons(b.Blocker, b.Attacker)...)
	}
	requirements := g.requirements()
	for _, id := range g.battlefield {
		req, ok := requirements[id]
		if !ok || !req.Blocks || slices.Contains(chosen, id) {
			continue
		}
		for _, a := range g.combat.attackers {
			if len(g.blockerReasons(id, a.id)) == 0 {
				reasons = append(reasons, reason([]Rule{RuleBlockRequirement}, "%s blocks each combat if able, and it is able to block %s", g.name(id), g.name(a.id)))
				break
			}
		}
	}
	reasons = append(reasons, g.blockCountReasons(blocks)...)
	if err := refuse("declare blockers", reasons); err != nil {
		return err
	}
	g.combat.blockersDeclared = true
	for _, b := range blocks {
		g.combat.blockers = append(g.combat.blockers, blocker{id: b.Blocker, attacker: b.Attacker})
		for i := range g.combat.attackers {
			if g.combat.attackers[i].id == b.Attacker {
				g.combat.attackers[i].blocked = true
			}
		}
		g.logf("block", RuleDeclareBlockers, "%s blocks %s", g.name(b.Blocker), g.name(b.Attacker))
	}
	if len(blocks) == 0 {
		g.logf("block", RuleDeclareBlockers, "no blockers are declared")
	}
	g.conditionsChanged()
	var blocked []ObjectID
	for _, b := range blocks {
		g.fire(event{kind: evBlocks, object: b.Blocker})
		if !slices.Contains(blocked, b.Attacker) {
			blocked = append(blocked, b.Attacker)
		}
	}
	for _, id := range blocked {
		g.fire(event{kind: evBecomesBlocked, object: id, player: g.defenderOf(id)})
	}
	for _, b := range blocks {
		g.fire(event{kind: evBlockedBy, object: b.Blocker, source: b.Attacker})
	}
	g.fireBlockDeclared(blocks)
	return nil
}

// blockCountReasons refuses a creature with menace blocked by exactly one
// creature (702.111b), and one that "can't be blocked by more than one
// creature" blocked by more (509.1b).
func (g *Game) blockCountReasons(blocks []Block) []Reason {
	var reasons []Reason
	counted := map[ObjectID]int{}
	var order []ObjectID
	for _, b := range blocks {
		if counted[b.Attacker] == 0 {
			order = append(order, b.Attacker)
		}
		counted[b.Attacker]++
	}
	for _, id := range order {
		if counted[id] == 1 && g.HasKeyword(id, KwMenace) {
			reasons = append(reasons, reason([]Rule{RuleMenace}, "%s has menace and can't be blocked except by two or more creatures", g.name(id)))
		}
		if counted[id] > 1 && g.Chars(id).Restrictions&BlockedByAtMostOne != 0 {
			reasons = append(reasons, reason([]Rule{RuleBlockRestriction}, "an effect says %s can't be blocked by more than one creature", g.name(id)))
		}
	}
	return reasons
}

// blockerReasons says why a permanent can't block an attacker: it must be an
// untapped creature controlled by the player that attacker attacks
// (509.1a), and an attacker with flying can be blocked only by creatures
// with flying or reach (702.9b).
func (g *Game) blockerReasons(id, attackerID ObjectID) []Reason {
	o := g.object(id)
	at := g.attackerOf(attackerID)
	switch {
	case at == nil:
		return []Reason{reason([]Rule{RuleBlockerEligible}, "%s is not attacking", g.name(attackerID))}
	case o.Zone != Battlefield || !g.IsCreature(id):
		return []Reason{reason([]Rule{RuleBlockerEligible}, "%s is not a creature on the battlefield", o.Card.Name)}
	case g.Controller(o.ID) != at.defender:
		return []Reason{reason([]Rule{RuleBlockerEligible}, "%s is controlled by %s, but %s attacks %s", o.Card.Name, g.players[g.Controller(o.ID)].Name, g.name(attackerID), g.players[at.defender].Name)}
	}
	var reasons []Reason
	if o.Tapped {
		reasons = append(reasons, reason([]Rule{RuleBlockerEligible}, "%s is tapped", o.Card.Name))
	}
	if g.HasKeyword(attackerID, KwFlying) && !g.HasKeyword(id, KwFlying) && !g.HasKeyword(id, KwReach) {
		reasons = append(reasons, reason([]Rule{RuleFlyingBlock, RuleReach}, "%s has flying, and %s has neither flying nor reach", g.name(attackerID), o.Card.Name))
	}
	reasons = append(reasons, g.evasionReasons(id, attackerID)...)
	reasons = append(reasons, g.unleashBlockReasons(id)...)
	if g.Chars(id).Restrictions&CantBlock != 0 {
		reasons = append(reasons, reason([]Rule{RuleBlockRestriction}, "an effect says %s can't block", o.Card.Name))
	}
	if g.Chars(id).Restrictions&BlocksOnlyFlyers != 0 && !g.HasKeyword(attackerID, KwFlying) {
		reasons = append(reasons, reason([]Rule{RuleBlockRestriction}, "an effect says %s can block only creatures with flying, and %s has no flying", o.Card.Name, g.name(attackerID)))
	}
	if g.Chars(attackerID).Restrictions&CantBeBlocked != 0 {
		reasons = append(reasons, reason([]Rule{RuleBlockRestriction}, "an effect says %s can't be blocked", g.name(attackerID)))
	}
	for _, k := range keywordsWith(g.Chars(attackerID), KwLandwalk) {
		t := landwalkType(strings.TrimSuffix(k, "walk"))
		if slices.ContainsFunc(g.battlefield, func(land ObjectID) bool {
			lc := g.Chars(land)
			return lc.Controller == at.defender && lc.HasType("land") && lc.HasSubtype(t)
		}) {
			reasons = append(reasons, reason([]Rule{RuleLandwalk}, "%s has %s, and %s controls a %s", g.name(attackerID), k, g.players[at.defender].Name, t))
		}
	}
	if ac := g.Chars(attackerID); protectedFrom(ac, g.Chars(id)) {
		reasons = append(reasons, reason([]Rule{RuleProtectionBlock}, "%s has %s, and %s has that quality", g.name(attackerID), keywordsWith(ac, KwProtection)[0], o.Card.Name))
	}
	return reasons
}

func (g *Game) attackerOf(id ObjectID) *attacker {
	if g.combat == nil {
		return nil
	}
	for i := range g.combat.attackers {
		if g.combat.attackers[i].id == id {
			return &g.combat.attackers[i]
		}
	}
	return nil
}

// removeFromCombat takes a permanent out of combat (506.4).
func (g *Game) removeFromCombat(id ObjectID) {
	c := g.combat
	if c == nil {
		return
	}
	before := len(c.attackers) + len(c.blockers)
	c.attackers = slices.DeleteFunc(c.attackers, func(a attacker) bool { return a.id == id })
	c.blockers = slices.DeleteFunc(c.blockers, func(b blocker) bool { return b.id == id })
	g.conditionsChanged()
	if len(c.attackers)+len(c.blockers) < before && g.object(id).Zone == Battlefield {
		g.logf("combat", RuleRemovedFromCombat, "%s is removed from combat", g.name(id))
	}
}

// secondDamageStep reports whether a first-strike combat damage step has
// happened and the regular one has not (510.4).
func (c *combat) secondDamageStep() bool { return c != nil && c.firstStrike && !c.regularDone }

// Attacking reports whether the permanent is an attacking creature.
func (g *Game) Attacking(id ObjectID) bool { return g.attackerOf(id) != nil }

// Blocking reports whether the permanent is a blocking creature.
func (g *Game) Blocking(id ObjectID) bool {
	return g.combat != nil && slices.ContainsFunc(g.combat.blockers, func(b blocker) bool { return b.id == id })
}

// blocks reports whether the creature id blocks the attacker.
func (g *Game) blocks(id, attacker ObjectID) bool {
	return g.combat != nil && slices.Contains(g.combat.blockers, blocker{id, attacker})
}

// combatDamage deals all combat damage of this combat damage step at once
// (510.1, 510.2): an unblocked attacker to the player it attacks, a blocked
// one to its blockers, each blocker to the attacker it blocks. Trample lets
// an attacker assign damage beyond lethal to the player (702.19b). If a
// creature in combat has first strike or double strike, this first step
// has only those deal damage, and a second combat damage step follows for
// the others and for double strikers (510.4).
func (g *Game) combatDamage() error {
	type assignment struct {
		source ObjectID
		to     Target
		amount int
	}
	var all []assignment
	c := g.combat
	strikesFirst := func(id ObjectID) bool {
		return g.HasKeyword(id, KwFirstStrike) || g.HasKeyword(id, KwDoubleStrike)
	}
	var inCombat []ObjectID
	for _, a := range c.attackers {
		inCombat = append(inCombat, a.id)
	}
	for _, b := range c.blockers {
		inCombat = append(inCombat, b.id)
	}
	deals := func(id ObjectID) bool { return true }
	switch {
	case !c.firstStrike && slices.ContainsFunc(inCombat, strikesFirst):
		c.firstStrike = true
		deals = strikesFirst
		for _, id := range inCombat {
			if strikesFirst(id) {
				c.firstStrikers = append(c.firstStrikers, id)
			}
		}
		g.logf("combat", RuleFirstStrike, "first-strike combat damage step: only creatures with first strike or double strike deal damage")
	case c.firstStrike:
		c.regularDone = true
		deals = func(id ObjectID) bool {
			return g.HasKeyword(id, KwDoubleStrike) || !slices.Contains(c.firstStrikers, id)
		}
	}
	for _, a := range g.combat.attackers {
		power, _, _ := g.PowerToughness(a.id)
		var blockers []ObjectID
		for _, b := range g.combat.blockers {
			if b.attacker == a.id {
				blockers = append(blockers, b.id)
			}
		}
		switch {
		case power <= 0 || !deals(a.id):
		case !a.blocked:
			all = append(all, assignment{a.id, PlayerTarget(a.defender), power})
		case len(blockers) == 0:
			if g.HasKeyword(a.id, KwTrample) { // 702.19d
				all = append(all, assignment{a.id, PlayerTarget(a.defender), power})
			}
		default:
			split, toPlayer, err := g.divideDamage(a, blockers, power)
			if err != nil {
				return err
			}
			for i, b := range blockers {
				if split[i] > 0 {
					all = append(all, assignment{a.id, ObjectTarget(b), split[i]})
				}
			}
			if toPlayer > 0 {
				all = append(all, assignment{a.id, PlayerTarget(a.defender), toPlayer})
			}
		}
	}
	for _, b := range g.combat.blockers {
		if power, _, _ := g.PowerToughness(b.id); power > 0 && deals(b.id) && g.attackerOf(b.attacker) != nil {
			all = append(all, assignment{b.id, ObjectTarget(b.attacker), power})
		}
	}
	return g.simultaneousDamage(func() error { // 510.2
		for _, a := range all {
			if err := g.dealDamage(a.source, a.to, a.amount, RuleCombatDamage); err != nil {
				return err
			}
		}
		return nil
	})
}

// divideDamage asks how a blocked attacker divides its damage among its
// blockers (510.1c), in the order they were declared: each but the last
// gets what its controller chooses, the last gets the rest. With trample,
// damage beyond lethal for every blocker may go to the player (702.19b).
func (g *Game) divideDamage(a attacker, blockers []ObjectID, power int) ([]int, int, error) {
	split := make([]int, len(blockers))
	controller := g.Controller(a.id)
	trample := g.HasKeyword(a.id, KwTrample)
	deathtouch := g.HasKeyword(a.id, KwDeathtouch)
	allLethal := true
	left := power
	for i, b := range blockers {
		_, toughness, _ := g.PowerToughness(b)
		lethal := max(toughness-g.object(b).Damage, 0)
		if deathtouch && lethal > 0 {
			lethal = 1 // any nonzero damage from deathtouch is lethal (702.2c)
		}
		last := i == len(blockers)-1
		low, high := 0, left
		switch {
		case last && !trample:
			low = left
		case last && allLethal:
			low = min(lethal, left)
		case last:
			low = left // no damage reaches the player unless every blocker got lethal
		}
		question := fmt.Sprintf("how much of %s's remaining %d damage to assign to %s", g.name(a.id), left, g.Label(b))
		options, err := amountsFrom(high, low, question)
		if err != nil {
			return nil, 0, err
		}
		i2, err := g.decide(Decision{Player: controller, Question: question, Options: options, Rule: RuleDivideDamage})
		if err != nil {
			return nil, 0, err
		}
		split[i] = high - i2
		left -= split[i]
		allLethal = allLethal && split[i] >= lethal
	}
	return split, left, nil
}
