package sim

// SkipNext is "Target player skips their next untap step", "... their
// next draw step", "... their next combat phase" (500.11): a replacement
// effect on the next such step or phase of each player of Who (614.10).
// What is the step, or for the combat phase its first step
// (BeginningOfCombat). Each effect skips one more (614.10a).
type SkipNext struct {
	Who  Subject
	What Step
}

func (e SkipNext) apply(g *Game, r *resolution) error {
	who, err := g.playersOf(e.Who, r)
	if err != nil {
		return err
	}
	for _, p := range who {
		g.players[p].stepsToSkip[e.What]++
		g.logf("skip", RuleSkipTurn, "%s is to skip their next %s", g.players[p].Name, skippedName(e.What))
	}
	return nil
}

// skippedName names a step or, for BeginningOfCombat, the combat phase.
func skippedName(s Step) string {
	if s == BeginningOfCombat {
		return "combat phase"
	}
	return s.String() + " step"
}

// skipSteps proceeds past the step that is about to begin, as though it
// didn't exist, while the active player has one of its kind to skip
// (500.11): an untap or draw step, or a whole combat phase from its
// beginning to its end.
func (g *Game) skipSteps() {
	p := g.players[g.turn.Active]
	for {
		switch {
		case g.skippedByStatic(g.turn.Active, g.turn.Step):
			// "Skip your draw step": every occurrence; a "next" skip
			// waits for one that isn't skipped (614.10a)
		case g.turn.Step == BeginningOfCombat && p.noCombatThisTurn:
			// "skips all combat phases of their next turn"
		case p.stepsToSkip[g.turn.Step] > 0:
			p.stepsToSkip[g.turn.Step]--
		default:
			return
		}
		g.logf("skip", RuleSkip, "%s skips their %s", p.Name, skippedName(g.turn.Step))
		if g.turn.Step == BeginningOfCombat {
			g.turn.Step = Main2
		} else {
			g.turn.Step++
		}
	}
}

// SkipSteps is "Skip your draw step.", "Players skip their untap steps."
// (500.11): a static ability that skips each such step of its controller,
// or with Each of every player (614.10).
type SkipSteps struct {
	What Step
	Each bool
}

func (SkipSteps) static() {}

// skippedByStatic reports whether a static ability skips step s of p.
func (g *Game) skippedByStatic(p PlayerID, s Step) bool {
	for _, id := range g.battlefield {
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			if k, ok := a.Static.(SkipSteps); ok && k.What == s && (k.Each || g.Controller(id) == p) {
				return true
			}
		}
	}
	return false
}

// SkipCombatsNextTurn is "Target player skips all combat phases of their
// next turn." (500.11): every combat phase of the next turn each player of
// Who takes is skipped (614.10a: the first turn not skipped).
type SkipCombatsNextTurn struct{ Who Subject }

func (e SkipCombatsNextTurn) apply(g *Game, r *resolution) error {
	who, err := g.playersOf(e.Who, r)
	if err != nil {
		return err
	}
	for _, p := range who {
		g.players[p].combatlessTurns++
		g.logf("skip", RuleSkipTurn, "%s is to skip all combat phases of their next turn", g.players[p].Name)
	}
	return nil
}

// beginCombatlessTurn notes, as p's turn begins, whether an effect skips
// all of its combat phases.
func (g *Game) beginCombatlessTurn(p PlayerID) {
	for _, pl := range g.players {
		pl.noCombatThisTurn = false
	}
	if pl := g.players[p]; pl.combatlessTurns > 0 {
		pl.combatlessTurns--
		pl.noCombatThisTurn = true
	}
}
