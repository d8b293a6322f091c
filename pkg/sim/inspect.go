package sim

// Accessors for tools that show the game (the HTML board): read-only, the
// engine never calls them.

// AttackTarget is the player a creature is attacking, if it is attacking.
func (g *Game) AttackTarget(id ObjectID) (PlayerID, bool) {
	if a := g.attackerOf(id); a != nil {
		return a.defender, true
	}
	return NoPlayer, false
}

// BlockTarget is the attacker a creature is blocking, if it is blocking.
func (g *Game) BlockTarget(id ObjectID) (ObjectID, bool) {
	if g.combat != nil {
		for _, b := range g.combat.blockers {
			if b.id == id {
				return b.attacker, true
			}
		}
	}
	return 0, false
}
