package sim

// ExileUntilSourceLeaves is "exile target creature an opponent controls
// until this creature leaves the battlefield" (610.3): each object of What
// is exiled, and returns to the battlefield under its owner's control
// (610.3c) as soon as the source leaves the battlefield. If the source has
// already left when the effect would exile them, nothing is exiled
// (610.3a for a spell or activated ability, 610.3b for a triggered one).
type ExileUntilSourceLeaves struct{ What Subject }

// exiledUntil links the cards an ExileUntilSourceLeaves exiled to the
// permanent whose leaving returns them.
type exiledUntil struct {
	source objectRef
	exiled []objectRef
}

func (e ExileUntilSourceLeaves) apply(g *Game, r *resolution) error {
	src := g.object(r.source)
	if src == nil || src.Zone != Battlefield || r.sourceLKI != nil && src.Incarnation != r.sourceLKI.Incarnation {
		rule := RuleUntilAlreadyHappened
		if r.trigger != nil {
			rule = RuleUntilAlreadyHappenedTrigger
		}
		g.logf("exile", rule, "%s has already left the battlefield, so nothing is exiled", g.name(r.source))
		return nil
	}
	ids, err := g.permanents(e.What, r)
	if err != nil {
		return err
	}
	link := exiledUntil{source: src.ref()}
	for _, id := range ids {
		g.move(id, Exile, NoPlayer)
		g.logf("exile", RuleUntilEvent, "%s is exiled until %s leaves the battlefield", g.name(id), g.name(r.source))
		link.exiled = append(link.exiled, g.object(id).ref())
	}
	if len(link.exiled) > 0 {
		g.exiledUntil = append(g.exiledUntil, link)
	}
	return nil
}

// sourceLeft notes that the permanent left the battlefield: the cards
// exiled until it leaves are due to return.
func (g *Game) sourceLeft(left objectRef) {
	kept := g.exiledUntil[:0:0]
	for _, link := range g.exiledUntil {
		if link.source == left {
			g.dueReturns = append(g.dueReturns, link)
		} else {
			kept = append(kept, link)
		}
	}
	g.exiledUntil = kept
}

// returnExiled performs the one-shot effects created when the sources left
// (610.3): the cards still in exile return together (610.3d) under their
// owners' control (610.3c).
func (g *Game) returnExiled() {
	if len(g.dueReturns) == 0 {
		return
	}
	due := g.dueReturns
	g.dueReturns = nil
	_ = g.simultaneously(func() error {
		for _, link := range due {
			for _, ref := range link.exiled {
				o := g.object(ref.id)
				if !g.InAZone(ref.id) || o.Zone != Exile || o.Incarnation != ref.incarnation {
					continue // it left exile or ceased to exist (704.5d): no longer linked (400.7)
				}
				g.move(o.ID, Battlefield, o.Owner)
				g.logf("enter", RuleReturnUnderOwner, "%s returns to the battlefield under %s's control", g.name(o.ID), g.players[o.Owner].Name)
			}
		}
		return nil
	})
}
