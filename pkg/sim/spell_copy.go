package sim

import "fmt"

// Copies of spells (707.10): a copy is put onto the stack, not cast; it
// copies the spell's characteristics and the decisions made for it
// (modes, targets, X, the division of damage), and its owner and
// controller are the player under whose control it was put on the stack.
// Off the stack it ceases to exist (707.10a, 704.5e).

// copySpell puts a copy of the spell orig onto the stack under p's
// control (707.10); with newTargets p may change any of its targets
// (707.10c). orig may be the spell as it last existed on the stack.
func (g *Game) copySpell(orig *StackItem, p PlayerID, newTargets bool) error {
	src := g.object(orig.Object)
	o := &Object{ID: g.nextID, Card: src.Card, Owner: p, Zone: Stack, spellCopy: true, knownController: p, enteredUnder: p}
	g.nextID++
	o.timestamp = g.tick()
	g.addObject(o)
	g.register(o)
	it := orig.clone()
	it.Object, it.Controller = o.ID, p
	g.push(it)
	g.invalidate()
	if newTargets {
		if err := g.chooseCopyTargets(it); err != nil {
			return err
		}
	}
	g.logf("stack", RuleCopySpell, "a copy of %s is put onto the stack under %s's control%s; it is not cast", src.Card.Name, g.players[p].Name, g.targetsText(it.targets))
	g.fireTargeted(it)
	return nil
}

// chooseCopyTargets asks the copy's controller, target by target, to keep
// it or change it to another legal one (707.10c): an unchanged target
// stays even if it is illegal now; a target left unchosen stays unchosen
// (the number of targets is a decision copied with the spell).
func (g *Game) chooseCopyTargets(it *StackItem) error {
	specs := it.targetSpecs(g)
	name := g.name(it.Object)
	for i, cur := range it.targets {
		if cur.IsNone() || i >= len(specs) {
			continue
		}
		options := []chosenTarget{cur}
		for _, c := range g.legalTargets(specs[i], it.Object, it.Controller, g.Chars(it.Object)) {
			if c.Target != cur.Target && (c.IsPlayer() || c.Object != it.Object) { // 115.5: not itself
				options = append(options, c)
			}
		}
		labels := make([]string, len(options))
		for j, c := range options {
			labels[j] = g.TargetLabel(c.Target)
		}
		j, err := g.decide(Decision{Player: it.Controller, Question: fmt.Sprintf("%s for the copy of %s (%s keeps it)", specs[i].Description, name, labels[0]), Options: labels, Rule: RuleCopyNewTargets})
		if err != nil {
			return err
		}
		it.targets[i] = options[j]
	}
	return nil
}

// spellCopiesOffTheStack finds the copies of spells in a zone other than
// the stack (704.5e): a resolved or countered copy went to a graveyard.
func spellCopiesOffTheStack(g *Game) ([]sbaSubject, error) {
	return inPlayersZones(g, func(o *Object) bool { return o.spellCopy }), nil
}

// spellCopyCeases is the state-based action for a copy of a spell off the
// stack (704.5e).
func spellCopyCeases(g *Game, s sbaSubject) {
	g.removeFromZone(g.object(s.object))
	g.invalidate()
	g.logf("sba", RuleSBASpellCopy, "the copy of %s ceases to exist", g.name(s.object))
}

// copyBecomesToken makes a resolving copy of a permanent spell a token
// permanent as it enters (707.10f, 608.3f); the token is not "created"
// (608.3f), so nothing that counts created tokens sees it.
func (g *Game) copyBecomesToken(o *Object) bool {
	if !o.spellCopy {
		return false
	}
	g.changing(o)
	o.spellCopy, o.Token = false, true
	g.logf("token", RuleCopyBecomesToken, "the copy of %s becomes a token as it resolves", o.Card.Name)
	return true
}

// CopySpell is "Copy target instant or sorcery spell": the resolving
// spell's or ability's controller puts a copy of each spell What names onto
// the stack (707.10), choosing new targets for it if NewTargets ("You may
// choose new targets for the copy", 707.10c).
type CopySpell struct {
	What       Subject
	NewTargets bool
}

func (e CopySpell) apply(g *Game, r *resolution) error {
	return g.eachSpell(e.What, r, func(i int) error {
		return g.copySpell(g.stack[i], r.controller, e.NewTargets)
	})
}
