package sim

// ExtraTurns is "Take an extra turn after this one.", "Target player takes
// two extra turns after this one." (500.7): each player of Who gets Count
// extra turns directly after this turn. They are added one at a time, and
// the most recently created is taken first.
type ExtraTurns struct {
	Who   Subject
	Count int
	// LoseAtEndStep is "At the beginning of that turn's end step, you
	// lose the game.": a delayed triggered ability (603.7) of the extra
	// turn; a skipped extra turn has no end step, so no loss.
	LoseAtEndStep bool
}

// extraTurn is an extra turn to come: whose, and the source of the effect
// that created it, whose controller loses at its end step if loseAtEnd.
type extraTurn struct {
	player     PlayerID
	source     ObjectID
	controller PlayerID
	loseAtEnd  bool
}

func (e ExtraTurns) apply(g *Game, r *resolution) error {
	who, err := g.playersOf(e.Who, r)
	if err != nil {
		return err
	}
	for _, p := range who {
		for range e.Count {
			// a new slice: the saved game may share the old one's array
			g.extraTurns = append(g.extraTurns[:len(g.extraTurns):len(g.extraTurns)],
				extraTurn{player: p, source: r.source, controller: r.controller, loseAtEnd: e.LoseAtEndStep})
		}
		g.logf("extra turn", RuleExtraTurn, "%s is to take %d extra turn(s) after this one", g.players[p].Name, e.Count)
	}
	return nil
}

// nextTurnsPlayer is the player whose turn begins next: the most recently
// created extra turn's (500.7), else the next player in turn order after
// the last regular turn who is still in the game, leaving out the turns
// effects skip (500.11, 614.10a).
func (g *Game) nextTurnsPlayer() PlayerID {
	pos := g.turn.Active
	if g.inExtraTurn {
		pos = g.regularTurn
	}
	for {
		var next PlayerID
		var et *extraTurn
		if n := len(g.extraTurns); n > 0 {
			et = &g.extraTurns[n-1]
			next = et.player
			g.extraTurns = g.extraTurns[: n-1 : n-1]
			if g.players[next].Lost {
				continue
			}
		} else {
			next = pos
			for range g.players {
				next = PlayerID((int(next) + 1) % len(g.players))
				if !g.players[next].Lost {
					break
				}
			}
			pos = next
		}
		if g.skipsTurn(next) {
			continue
		}
		g.inExtraTurn, g.regularTurn = et != nil, pos
		g.beginCombatlessTurn(next)
		if et != nil {
			g.logf("extra turn", RuleExtraTurn, "%s takes an extra turn", g.players[next].Name)
			if et.loseAtEnd {
				// the delayed trigger waits for this turn's end step
				g.addDelayed(delayedTrigger{at: NextEndStep, ability: &Ability{Kind: TriggeredAbility, Effects: []Effect{LoseTheGame{}}},
					source: et.source, controller: et.controller})
			}
		}
		return next
	}
}

// LoseTheGame is "you lose the game" (104.3e): the controller of the
// spell or ability loses and leaves the game (800.4a).
type LoseTheGame struct{}

func (LoseTheGame) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer || g.players[r.controller].Lost {
		return nil
	}
	pl := g.players[r.controller]
	pl.Lost = true
	g.invalidate()
	g.logf("lose", RuleLoseByEffect, "%s loses the game: an effect says so", pl.Name)
	g.leaveGame(r.controller)
	return nil
}
