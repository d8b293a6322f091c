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
		g.checkStateTriggers()
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
		g.returnExiled() // a permanent left in a way no effect followed, such as a cost
		if err := g.spend(1); err != nil {
			return happened, err
		}
		type found struct {
			sba  *stateBasedAction
			what []sbaSubject
		}
		var all []found
		for i := range stateBasedActions {
			sba := &stateBasedActions[i]
			what, err := sba.check(g)
			if err != nil {
				return happened, err
			}
			if len(what) > 0 {
				all = append(all, found{sba, what})
			}
		}
		if len(all) == 0 {
			return happened, nil
		}
		happened = true
		for _, id := range g.battlefield {
			if o := g.object(id); o.deathtouched {
				g.changing(o)
				o.deathtouched = false // checked now (704.5h)
			}
		}
		err := g.simultaneously(func() error {
			for _, f := range all {
				for _, s := range f.what {
					f.sba.perform(g, s)
				}
			}
			return nil
		})
		if err != nil {
			return happened, err
		}
		g.changed()
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
	// One pass over the battlefield groups each player's legendary
	// permanents by name, in the order they entered: the name after layer
	// 1, since a copy has the name it copied (707.2).
	type legend struct {
		player PlayerID
		name   string
	}
	groups := map[legend][]ObjectID{}
	order := map[PlayerID][]string{}
	for _, id := range g.battlefield {
		c := g.Chars(id)
		if !c.HasSupertype("legendary") {
			continue
		}
		k := legend{c.Controller, c.Name}
		if groups[k] == nil {
			order[k.player] = append(order[k.player], k.name)
		}
		groups[k] = append(groups[k], id)
	}
	var out []ObjectID
	for _, p := range g.apnap() {
		for _, name := range order[p] {
			ids := groups[legend{p, name}]
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
// 800.4a): the objects they own leave the game (a permanent among them
// triggers leaves-the-battlefield abilities, 603.6c), abilities they control
// on the stack cease to exist, effects giving them control end (a control
// effect in favour of a player who left applies no more, see SetController),
// and what they still control is exiled. In a two-player game the game is
// simply over.
func (g *Game) leaveGame(p PlayerID) {
	if len(g.players) < 3 {
		return
	}
	g.stack = slices.DeleteFunc(g.stack, func(it *StackItem) bool {
		return it.Controller == p || g.object(it.Object).Owner == p && it.Spell
	})
	g.pending = slices.DeleteFunc(g.pending, func(t pendingTrigger) bool { return t.controller == p })
	_ = g.simultaneously(func() error {
		for _, id := range g.Objects() {
			o := g.object(id)
			if o.Owner != p || o.Zone == Stack {
				continue
			}
			var lki *Object
			before := g.batch
			if o.Zone == Battlefield {
				lki = g.lastKnown(id)
				before.remember(id, lki)
				g.removeFromCombat(id)
			}
			g.removeFromZone(o)
			g.changing(o)
			o.Incarnation++
			o.Zone = Exile // gone from the game: no zone lists it any more
			g.invalidate()
			g.logf("leave", RuleLeaveGame, "%s leaves the game with its owner", o.Card.Name)
			if lki != nil {
				g.fire(event{kind: evLeftBattlefield, object: id, lki: lki, before: before, oldController: lki.lkiChars.Controller, to: NoZone})
			}
		}
		return nil
	})
	g.changed()
	for _, id := range slices.Clone(g.battlefield) {
		if g.Controller(id) == p {
			g.move(id, Exile, NoPlayer)
			g.logf("leave", RuleLeaveGame, "%s, still controlled by %s, is exiled", g.name(id), g.players[p].Name)
		}
	}
}
