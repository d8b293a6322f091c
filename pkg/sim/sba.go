package sim

// atPriority does what happens whenever a player would receive priority:
// state-based actions, repeated until none apply (704.3).
func (g *Game) atPriority() error {
	g.stateBasedActions()
	return nil
}

// stateBasedActions performs every applicable state-based action at once,
// and repeats until none applies (704.3). It reports whether any happened.
func (g *Game) stateBasedActions() bool {
	any := false
	for {
		var losers []PlayerID
		var zeroToughness, lethal []ObjectID
		for _, p := range g.players {
			if p.Lost {
				continue
			}
			if p.Life <= 0 || p.drewFromEmptyLibrary {
				losers = append(losers, p.ID)
			}
		}
		for _, id := range g.battlefield {
			_, toughness, ok := g.PowerToughness(id)
			if !ok || !g.IsCreature(id) {
				continue
			}
			switch {
			case toughness <= 0:
				zeroToughness = append(zeroToughness, id)
			case g.objects[id].Damage >= toughness:
				lethal = append(lethal, id)
			}
		}
		if len(losers)+len(zeroToughness)+len(lethal) == 0 {
			return any
		}
		any = true
		for _, p := range losers {
			pl := g.players[p]
			rule := RuleSBAZeroLife
			why := "has 0 or less life"
			if pl.drewFromEmptyLibrary {
				rule, why = RuleSBAEmptyLibraryDraw, "drew from an empty library"
			}
			pl.Lost = true
			g.logf("lose", rule, "%s loses the game: %s %s", pl.Name, pl.Name, why)
		}
		for _, id := range zeroToughness {
			g.move(id, Graveyard, NoPlayer)
			g.logf("dies", RuleSBAZeroToughness, "%s has 0 or less toughness and is put into its owner's graveyard", g.name(id))
		}
		for _, id := range lethal {
			g.destroy(id, RuleSBALethalDamage)
		}
		g.updateControl()
	}
}

// over reports whether at most one player is still in the game (104.2a).
func (g *Game) over() bool {
	in := 0
	for _, p := range g.players {
		if !p.Lost {
			in++
		}
	}
	return in <= 1
}
