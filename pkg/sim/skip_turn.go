package sim

// SkipYourNextTurn is "You skip your next turn." (500.11): a replacement
// effect on the next turn of the controller of the spell or ability
// (614.10). Two such effects skip the next two turns (614.10a).
type SkipYourNextTurn struct{}

func (SkipYourNextTurn) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return nil
	}
	p := g.players[r.controller]
	p.turnsToSkip++
	g.logf("skip", RuleSkipTurn, "%s is to skip their next turn (%d to skip)", p.Name, p.turnsToSkip)
	return nil
}

// skipsTurn reports whether the turn of p that would begin now is skipped:
// it proceeds as though the turn didn't exist (500.11), and whatever waits
// for p's next turn waits for the first one p takes (614.10a).
func (g *Game) skipsTurn(p PlayerID) bool {
	pl := g.players[p]
	if pl.turnsToSkip == 0 {
		return false
	}
	pl.turnsToSkip--
	g.logf("skip", RuleSkipTurn, "%s skips their turn", pl.Name)
	return true
}
