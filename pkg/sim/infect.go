package sim

// Infect (702.90) and wither (702.80) change what damage does, not whether
// it is dealt: damage from a source with infect gives a player poison
// counters instead of making them lose life (702.90b), and damage from a
// source with infect or wither puts -1/-1 counters on a creature instead
// of being marked (702.90c, 702.80a). The damage is still dealt: lifelink,
// deathtouch and "is dealt damage" triggers see it (120.3).

// SetPoison sets a player's poison counters in the starting state.
func (g *Game) SetPoison(p PlayerID, n int) { g.players[p].Poison = n }

// damagePlayerWithInfect gives p poison counters for damage from a source
// with infect, and reports whether it did.
func (g *Game) damagePlayerWithInfect(src *Characteristics, from string, p *Player, amount int) bool {
	if src == nil || !src.HasKeyword(KwInfect) {
		return false
	}
	p.Poison += amount
	g.logf("damage", RuleInfectPlayer, "%s deals %d damage to %s, who gets %d poison counter(s) (%d)", from, amount, p.Name, amount, p.Poison)
	return true
}

// damageCreatureAsCounters puts -1/-1 counters on o for damage from a
// source with infect or wither, and reports whether it did.
func (g *Game) damageCreatureAsCounters(src *Characteristics, from string, o *Object, amount int) bool {
	if src == nil {
		return false
	}
	rule := RuleInfectCreature
	switch {
	case src.HasKeyword(KwInfect):
	case src.HasKeyword(KwWither):
		rule = RuleWither
	default:
		return false
	}
	g.addCounters(o, "-1/-1", amount)
	g.invalidate()
	g.logf("damage", rule, "%s deals %d damage to %s as %d -1/-1 counter(s)", from, amount, o.Card.Name, amount)
	return true
}

// tenPoisonCounters is 704.5c: a player with ten or more poison counters
// loses the game.
var tenPoisonCounters = stateBasedAction{RuleSBAPoison, playersWhere(func(p *Player) bool { return p.Poison >= 10 }), func(g *Game, s sbaSubject) {
	pl := g.players[s.player]
	if pl.Lost {
		return // another condition at once: one loss
	}
	pl.Lost = true
	g.invalidate()
	g.logf("lose", RuleSBAPoison, "%s loses the game: %s has %d poison counters", pl.Name, pl.Name, pl.Poison)
}}

func init() {
	// Checked with the other players' losses, after 704.5b.
	for i, a := range stateBasedActions {
		if a.rule == RuleSBAEmptyLibraryDraw {
			stateBasedActions = append(stateBasedActions[:i+1:i+1], append([]stateBasedAction{tenPoisonCounters}, stateBasedActions[i+1:]...)...)
			return
		}
	}
	stateBasedActions = append(stateBasedActions, tenPoisonCounters)
}
