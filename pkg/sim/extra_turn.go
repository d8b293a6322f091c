package sim

// ExtraTurns is "Take an extra turn after this one.", "Target player takes
// two extra turns after this one." (500.7): each player of Who gets Count
// extra turns directly after this turn. They are added one at a time, and
// the most recently created is taken first.
type ExtraTurns struct {
	Who   Subject
	Count int
}

func (e ExtraTurns) apply(g *Game, r *resolution) error {
	who, err := g.playersOf(e.Who, r)
	if err != nil {
		return err
	}
	for _, p := range who {
		for range e.Count {
			// a new slice: the saved game may share the old one's array
			g.extraTurns = append(g.extraTurns[:len(g.extraTurns):len(g.extraTurns)], p)
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
		extra := false
		if n := len(g.extraTurns); n > 0 {
			next, extra = g.extraTurns[n-1], true
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
		g.inExtraTurn, g.regularTurn = extra, pos
		g.beginCombatlessTurn(next)
		if extra {
			g.logf("extra turn", RuleExtraTurn, "%s takes an extra turn", g.players[next].Name)
		}
		return next
	}
}
