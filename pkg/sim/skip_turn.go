package sim

// SkipYourNextTurn is "You skip your next turn." (500.11): a replacement
// effect on the next turn of the controller of the spell or ability
// (614.10). Two such effects skip the next two turns (614.10a).
// Turns is how many: "you skip your next two turns".
type SkipYourNextTurn struct{ Turns int }

func (e SkipYourNextTurn) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return nil
	}
	p := g.players[r.controller]
	p.turnsToSkip += e.Turns
	g.logf("skip", RuleSkipTurn, "%s is to skip their next %d turn(s) (%d to skip)", p.Name, e.Turns, p.turnsToSkip)
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
