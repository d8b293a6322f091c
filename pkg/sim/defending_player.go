package sim

// The defending player of an attacking creature is the player it attacks
// (506.2, 508.1b). A restriction such as "can't attack unless defending
// player controls an Island" is read for the player each creature would
// attack as attackers are declared (508.1c): the attack being checked is
// proposed while its restrictions are computed.

// defenderOf is the player the creature attacks, or would attack in the
// attack being checked; NoPlayer when it attacks no one.
func (g *Game) defenderOf(id ObjectID) PlayerID {
	if g.combat == nil {
		return NoPlayer
	}
	if p := g.combat.proposed; p != nil && p.id == id {
		return p.defender
	}
	for _, a := range g.combat.attackers {
		if a.id == id {
			return a.defender
		}
	}
	return NoPlayer
}

// attackReasons says why a creature can't attack a player: the reasons it
// can't attack at all, read with that player as its defending player.
func (g *Game) attackReasons(a Attack) []Reason {
	g.combat.proposed = &attacker{id: a.Attacker, defender: a.Defender}
	g.conditionsChanged()
	defer func() {
		g.combat.proposed = nil
		g.conditionsChanged()
	}()
	return g.attackerReasons(a.Attacker)
}

// ableToAttack reports whether the creature could attack one of the active
// player's opponents.
func (g *Game) ableToAttack(id ObjectID) bool {
	for _, p := range g.opponents(g.turn.Active) {
		if len(g.attackReasons(Attack{Attacker: id, Defender: p})) == 0 {
			return true
		}
	}
	return false
}

// DefendingPlayerControls counts the permanents the defending player of
// the ability's source controls that pass Filter: "can't be blocked as long
// as defending player controls an artifact", "can't attack unless
// defending player controls an Island". It is false while the source
// attacks no one.
type DefendingPlayerControls struct {
	Filter Filter
	Count
}

func (c DefendingPlayerControls) holds(ctx filterContext) bool {
	d := ctx.g.defenderOf(ctx.source)
	if d == NoPlayer {
		return false
	}
	// what d controls is what "you" control, read for d
	at := ctx
	at.you = d
	return Controls{Who: YouControl, Filter: c.Filter, Count: c.Count}.holds(at)
}

func (c DefendingPlayerControls) reads() charBits { return c.Filter.reads() | readsController }

// Not is true when its condition is false: "can't attack unless ..." is
// "can't attack" while the condition is not true.
type Not struct{ Condition }

func (c Not) holds(ctx filterContext) bool { return !c.Condition.holds(ctx) }
