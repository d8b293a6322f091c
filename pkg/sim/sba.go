package sim

import "slices"

// atPriority does what happens whenever a player would receive priority:
// state-based actions, then the waiting triggered abilities go on the
// stack, repeated until neither happens (117.5, 704.3, 603.3b).
func (g *Game) atPriority() error {
	for {
		if err := g.spend(1); err != nil {
			return err
		}
		if _, err := g.stateBasedActions(); err != nil {
			return err
		}
		if len(g.pending) == 0 {
			return nil
		}
		if err := g.stackTriggers(); err != nil {
			return err
		}
	}
}

// stateBasedActions performs every applicable state-based action at once,
// and repeats until none applies (704.3). It reports whether any happened.
func (g *Game) stateBasedActions() (bool, error) {
	happened := false
	for {
		var losers []PlayerID
		var zeroToughness, lethal, badAuras, badEquipment, annihilate []ObjectID
		for _, p := range g.players {
			if p.Lost {
				continue
			}
			if p.Life <= 0 || p.drewFromEmptyLibrary {
				losers = append(losers, p.ID)
			}
		}
		effects := g.continuous()
		for _, id := range g.battlefield {
			_, toughness, ok := g.powerToughnessWith(id, effects)
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
		var goneTokens []ObjectID
		for _, p := range g.players {
			for _, list := range [][]ObjectID{p.hand, p.library, p.graveyard, p.exile} {
				for _, id := range list {
					if g.objects[id].Token {
						goneTokens = append(goneTokens, id)
					}
				}
			}
		}
		for _, id := range g.battlefield {
			o := g.objects[id]
			_, isAura := auraEnchant(o.Card)
			switch {
			case isAura && !g.attachmentLegal(o):
				badAuras = append(badAuras, id)
			case !isAura && o.AttachedTo != 0 && !g.attachmentLegal(o):
				badEquipment = append(badEquipment, id)
			}
		}
		legendary, err := g.legendRuleVictims()
		if err != nil {
			return happened, err
		}
		for _, id := range g.battlefield {
			if c := g.objects[id].Counters; c["+1/+1"] > 0 && c["-1/-1"] > 0 {
				annihilate = append(annihilate, id)
			}
		}
		if len(losers)+len(goneTokens)+len(zeroToughness)+len(lethal)+len(badAuras)+len(badEquipment)+len(legendary)+len(annihilate) == 0 {
			return happened, nil
		}
		happened = true
		for _, p := range losers {
			pl := g.players[p]
			rule := RuleSBAZeroLife
			why := "has 0 or less life"
			if pl.drewFromEmptyLibrary {
				rule, why = RuleSBAEmptyLibraryDraw, "drew from an empty library"
			}
			pl.Lost = true
			g.logf("lose", rule, "%s loses the game: %s %s", pl.Name, pl.Name, why)
			g.leaveGame(p)
		}
		for _, id := range goneTokens {
			g.removeFromZone(g.objects[id])
			g.logf("sba", RuleSBAToken, "the %s token ceases to exist", g.name(id))
		}
		for _, id := range zeroToughness {
			g.move(id, Graveyard, NoPlayer)
			g.logf("dies", RuleSBAZeroToughness, "%s has 0 or less toughness and is put into its owner's graveyard", g.name(id))
		}
		for _, id := range lethal {
			g.destroy(id, RuleSBALethalDamage)
		}
		// All these happen at once: a creature that dies now keeps its
		// counters in its last known information.
		for _, id := range annihilate {
			if o := g.objects[id]; o.Zone == Battlefield {
				n := min(o.Counters["+1/+1"], o.Counters["-1/-1"])
				o.Counters["+1/+1"] -= n
				o.Counters["-1/-1"] -= n
				g.logf("sba", RuleSBACounters, "%d +1/+1 and %d -1/-1 counters are removed from %s", n, n, o.Card.Name)
			}
		}
		for _, id := range badAuras {
			g.move(id, Graveyard, NoPlayer)
			g.logf("sba", RuleSBAAura, "%s is attached to nothing it can enchant and is put into its owner's graveyard", g.name(id))
		}
		for _, id := range badEquipment {
			g.objects[id].AttachedTo = 0
			g.logf("sba", RuleSBAEquipment, "%s becomes unattached", g.name(id))
		}
		for _, id := range legendary {
			g.move(id, Graveyard, NoPlayer)
			g.logf("sba", RuleSBALegend, "%s is put into its owner's graveyard (legend rule)", g.name(id))
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

// legendRuleVictims applies the legend rule (704.5j): a player who controls
// two or more legendary permanents with the same name chooses one to keep;
// the others are returned.
func (g *Game) legendRuleVictims() ([]ObjectID, error) {
	var out []ObjectID
	for _, p := range g.apnap() {
		groups := map[string][]ObjectID{}
		var order []string
		for _, id := range g.battlefield {
			o := g.objects[id]
			if o.controller == p && o.Card.HasSupertype("legendary") {
				if groups[o.Card.Name] == nil {
					order = append(order, o.Card.Name)
				}
				groups[o.Card.Name] = append(groups[o.Card.Name], id)
			}
		}
		for _, name := range order {
			ids := groups[name]
			if len(ids) < 2 {
				continue
			}
			labels := make([]string, len(ids))
			for i, id := range ids {
				labels[i] = g.Label(id)
			}
			keep, err := g.decide(Decision{Player: p, Question: "which " + name + " to keep (legend rule)", Options: labels, Rule: RuleSBALegend})
			if err != nil {
				return nil, err
			}
			for i, id := range ids {
				if i != keep {
					out = append(out, id)
				}
			}
		}
	}
	return out, nil
}

// leaveGame removes a player who lost from a multiplayer game (104.5,
// 800.4a): the objects they own leave the game, abilities they control on
// the stack cease to exist, effects giving them control end (control
// effects of a player who left are ignored, see controllerOf), and what they
// still control is exiled. In a two-player game the game is simply over.
func (g *Game) leaveGame(p PlayerID) {
	if len(g.players) < 3 {
		return
	}
	g.stack = slices.DeleteFunc(g.stack, func(it *StackItem) bool {
		return it.Controller == p || g.objects[it.Object].Owner == p && it.Spell
	})
	g.pending = slices.DeleteFunc(g.pending, func(t pendingTrigger) bool { return t.controller == p })
	for _, id := range g.Objects() {
		o := g.objects[id]
		if o.Owner != p || o.Zone == Stack {
			continue
		}
		g.removeFromZone(o)
		o.Zone = Exile // gone from the game: no zone lists it any more
		g.logf("leave", RuleLeaveGame, "%s leaves the game with its owner", o.Card.Name)
	}
	g.updateControl()
	for _, id := range slices.Clone(g.battlefield) {
		if g.objects[id].controller == p {
			g.move(id, Exile, NoPlayer)
			g.logf("leave", RuleLeaveGame, "%s, still controlled by %s, is exiled", g.name(id), g.players[p].Name)
		}
	}
}
