package sim

// stateBasedAction is one state-based action (704.5): what it finds in the
// game, what it does to each, and its rule.
type stateBasedAction struct {
	rule    Rule
	check   func(g *Game) ([]sbaSubject, error)
	perform func(g *Game, s sbaSubject)
}

// sbaSubject is a player or object a state-based action applies to.
type sbaSubject struct {
	player PlayerID
	object ObjectID
}

// stateBasedActions are checked together and performed together (704.3),
// in this order within one check.
var stateBasedActions = []stateBasedAction{
	{RuleSBAZeroLife, playersWhere(func(p *Player) bool { return p.Life <= 0 }), loses("has 0 or less life")},
	{RuleSBAEmptyLibraryDraw, playersWhere(func(p *Player) bool { return p.drewFromEmptyLibrary }), loses("drew from an empty library")},
	{RuleSBAToken, tokensOffTheBattlefield, func(g *Game, s sbaSubject) {
		g.removeFromZone(g.object(s.object))
		g.invalidate()
		g.logf("sba", RuleSBAToken, "the %s token ceases to exist", g.name(s.object))
	}},
	{RuleSBASpellCopy, spellCopiesOffTheStack, spellCopyCeases},
	{RuleSBAZeroToughness, creaturesWhere(func(g *Game, id ObjectID, toughness int) bool { return toughness <= 0 }), func(g *Game, s sbaSubject) {
		g.move(s.object, Graveyard, NoPlayer)
		g.logf("dies", RuleSBAZeroToughness, "%s has 0 or less toughness and is put into its owner's graveyard", g.name(s.object))
	}},
	{RuleSBALethalDamage, creaturesWhere(func(g *Game, id ObjectID, toughness int) bool {
		return toughness > 0 && g.object(id).Damage >= toughness && !g.HasKeyword(id, KwIndestructible)
	}), destroys(RuleSBALethalDamage)},
	{RuleSBADeathtouch, creaturesWhere(func(g *Game, id ObjectID, toughness int) bool {
		o := g.object(id)
		return toughness > 0 && o.deathtouched && o.Damage < toughness && !g.HasKeyword(id, KwIndestructible)
	}), destroys(RuleSBADeathtouch)},
	{RuleSBALegend, func(g *Game) ([]sbaSubject, error) { return objects(g.legendRuleVictims()) }, func(g *Game, s sbaSubject) {
		g.move(s.object, Graveyard, NoPlayer)
		g.logf("sba", RuleSBALegend, "%s is put into its owner's graveyard (legend rule)", g.name(s.object))
	}},
	{RuleSBAAura, attachmentsWhere(true), func(g *Game, s sbaSubject) {
		g.move(s.object, Graveyard, NoPlayer)
		g.logf("sba", RuleSBAAura, "%s is attached to nothing it can enchant and is put into its owner's graveyard", g.name(s.object))
	}},
	{RuleSBAEquipment, attachmentsWhere(false), func(g *Game, s sbaSubject) {
		g.changeObject(s.object).AttachedTo = 0
		g.invalidate()
		g.logf("sba", RuleSBAEquipment, "%s becomes unattached", g.name(s.object))
	}},
	{RuleSBACounters, func(g *Game) ([]sbaSubject, error) {
		var out []sbaSubject
		for _, id := range g.battlefield {
			if c := g.object(id).Counters; c["+1/+1"] > 0 && c["-1/-1"] > 0 {
				out = append(out, sbaSubject{player: NoPlayer, object: id})
			}
		}
		return out, nil
	}, func(g *Game, s sbaSubject) {
		// All these happen at once: a creature that dies in the same
		// check keeps its counters in its last known information.
		if o := g.object(s.object); o.Zone == Battlefield {
			n := min(o.Counters["+1/+1"], o.Counters["-1/-1"])
			g.addCounters(o, "+1/+1", -n)
			g.addCounters(o, "-1/-1", -n)
			g.invalidate()
			g.logf("sba", RuleSBACounters, "%d +1/+1 and %d -1/-1 counters are removed from %s", n, n, o.Card.Name)
		}
	}},
}

func playersWhere(cond func(p *Player) bool) func(g *Game) ([]sbaSubject, error) {
	return func(g *Game) ([]sbaSubject, error) {
		var out []sbaSubject
		for _, p := range g.players {
			if !p.Lost && cond(p) {
				out = append(out, sbaSubject{player: p.ID})
			}
		}
		return out, nil
	}
}

// loses makes a player lose the game (704.5a, 704.5b) and leave it.
func loses(why string) func(g *Game, s sbaSubject) {
	return func(g *Game, s sbaSubject) {
		pl := g.players[s.player]
		if pl.Lost {
			return // both conditions at once: one loss
		}
		rule := RuleSBAZeroLife
		if why != "has 0 or less life" {
			rule = RuleSBAEmptyLibraryDraw
		}
		pl.Lost = true
		g.invalidate()
		g.logf("lose", rule, "%s loses the game: %s %s", pl.Name, pl.Name, why)
		g.leaveGame(s.player)
	}
}

func creaturesWhere(cond func(g *Game, id ObjectID, toughness int) bool) func(g *Game) ([]sbaSubject, error) {
	return func(g *Game) ([]sbaSubject, error) {
		var out []sbaSubject
		for _, id := range g.battlefield {
			if _, toughness, ok := g.PowerToughness(id); ok && g.IsCreature(id) && cond(g, id, toughness) {
				out = append(out, sbaSubject{player: NoPlayer, object: id})
			}
		}
		return out, nil
	}
}

func destroys(rule Rule) func(g *Game, s sbaSubject) {
	return func(g *Game, s sbaSubject) {
		if g.object(s.object).Zone == Battlefield {
			g.destroy(s.object, rule)
		}
	}
}

func tokensOffTheBattlefield(g *Game) ([]sbaSubject, error) {
	return inPlayersZones(g, func(o *Object) bool { return o.Token }), nil
}

// inPlayersZones finds the objects in the players' hands, libraries,
// graveyards and exile for which is holds.
func inPlayersZones(g *Game, is func(*Object) bool) []sbaSubject {
	var out []sbaSubject
	for _, p := range g.players {
		for _, list := range [][]ObjectID{p.hand, p.library, p.graveyard, p.exile} {
			for _, id := range list {
				if is(g.object(id)) {
					out = append(out, sbaSubject{player: NoPlayer, object: id})
				}
			}
		}
	}
	return out
}

// attachmentsWhere finds Auras (auras true) or Equipment attached illegally
// (704.5m, 704.5n).
func attachmentsWhere(auras bool) func(g *Game) ([]sbaSubject, error) {
	return func(g *Game) ([]sbaSubject, error) {
		var out []sbaSubject
		for _, id := range g.battlefield {
			o := g.object(id)
			_, isAura := g.auraEnchant(id)
			switch {
			case auras && isAura && !g.attachmentLegal(o),
				!auras && !isAura && o.AttachedTo != 0 && !g.attachmentLegal(o):
				out = append(out, sbaSubject{player: NoPlayer, object: id})
			}
		}
		return out, nil
	}
}

func objects(ids []ObjectID, err error) ([]sbaSubject, error) {
	out := make([]sbaSubject, len(ids))
	for i, id := range ids {
		out[i] = sbaSubject{player: NoPlayer, object: id}
	}
	return out, err
}
