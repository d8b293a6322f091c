package sim

import "slices"

// endNextTurnEffects ends the "until your next turn" effects of the player
// whose turn has just begun (611.2a, 500.5: an effect that lasts until a
// turn ends as that turn begins, before its untap step): the continuous
// effects, and the prohibitions on a chosen name (name_ban.go).
func (g *Game) endNextTurnEffects(p PlayerID) {
	g.nameBans = slices.DeleteFunc(slices.Clone(g.nameBans), func(b nameBan) bool { return b.by == p })
	n := len(g.effects)
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *continuousEffect) bool {
		return e.until == UntilYourNextTurn && e.nextTurnOf == p
	})
	if len(g.effects) < n {
		g.logf("effects end", RuleUntilYourNextTurn, "%s's turn begins: \"until your next turn\" effects of %s end", g.players[p].Name, g.players[p].Name)
		g.changed()
	}
}
