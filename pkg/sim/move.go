package sim

import "slices"

// move puts an object into another zone. It becomes a new object (400.7):
// its incarnation changes, and it forgets its tapped state, damage,
// counters and attachments. Hands, libraries and graveyards are always its
// owner's (400.3); a permanent enters under controller's control (110.2a).
func (g *Game) move(id ObjectID, to Zone, controller PlayerID) {
	g.moveEntering(id, to, controller, entering{})
}

// entering is how a permanent enters the battlefield: with the X paid for
// the spell that became it, which its enters-the-battlefield replacement
// effects read (107.3m), and tapped when the effect that puts it there says
// so (it enters tapped; it does not become tapped).
type entering struct {
	x      int
	tapped bool
	cast   bool // a resolving permanent spell (608.3)
	// counterKind is a counter it enters with ("return it ... with a
	// +1/+1 counter on it", 614.1c).
	counterKind string
}

// moveEntering is move with how a permanent enters.
func (g *Game) moveEntering(id ObjectID, to Zone, controller PlayerID, how entering) {
	o := g.changeObject(id)
	from := o.Zone
	to, shuffled := g.replaceZoneChange(id, to)
	var before *lookBack
	var lki *Object
	if o.Zone == Battlefield {
		before = g.beginLookBack()
		lki = g.lastKnown(id)
		before.remember(id, lki)
		o.leftBattlefield = lki
		g.removeFromCombat(id)
	}
	if o.Zone == Graveyard && to != Graveyard {
		g.noteLeftGraveyard(o)
	}
	g.removeFromZone(o)
	o.Incarnation++
	o.Zone = to
	o.Tapped, o.Damage, o.AttachedTo, o.deathtouched, o.chosenColor = false, 0, 0, false, 0
	o.Counters, o.chosenType, o.damagedBy = nil, "", nil
	o.chosenName = "" // a new object chooses again (400.7)
	o.cast = false
	o.timestamp = g.tick()
	switch to {
	case Battlefield:
		g.battlefield = append(g.battlefield, id)
		o.enteredUnder, o.knownController, o.controlSince, o.enteredAt = controller, controller, o.timestamp, o.timestamp
		o.X = how.x
		o.Tapped = how.tapped
		o.cast = how.cast
	case Stack:
		// Spells live in stack items. Its controller is who put it there
		// (110.2), the controller it last had once it leaves (608.2h).
		o.knownController = controller
	case Library:
		list := g.zoneList(o.Owner, to)
		*list = append([]ObjectID{id}, *list...) // on top
	default:
		list := g.zoneList(o.Owner, to)
		*list = append(*list, id)
	}
	g.cardMoved(o, from)
	if shuffled {
		g.shuffle(o.Owner)
	}
	if to == Graveyard {
		g.noteToGraveyard(o)
	}
	if to == Battlefield {
		g.enterWith(o, from)
		g.enterWithKeywords(o)
		if how.counterKind != "" {
			g.addCounters(o, how.counterKind, 1)
			g.stampCounters(o, how.counterKind)
			g.invalidate()
		}
	}
	if lki != nil || to == Battlefield {
		g.holdTriggerLines() // the caller writes this move's line next
	}
	if lki != nil {
		g.fire(event{kind: evLeftBattlefield, object: id, lki: lki, before: before, oldController: lki.lkiChars.Controller, to: to})
		g.sourceLeft(lki.ref())
	}
	if to == Battlefield {
		if g.entering != nil {
			*g.entering = append(*g.entering, id) // fired with the others (enterTogether)
		} else {
			g.fire(event{kind: evEntered, object: id})
		}
	}
	g.noticeControlChanges()
}

func (g *Game) removeFromZone(o *Object) {
	// An object is in its zone once. A card drawn is the first of its
	// library: dropping it moves nothing, so drawing a library of n cards
	// costs n, not n².
	drop := func(list []ObjectID) []ObjectID {
		switch i := slices.Index(list, o.ID); i {
		case -1:
			return list
		case 0:
			return list[1:]
		default:
			return slices.Delete(list, i, i+1)
		}
	}
	switch o.Zone {
	case Battlefield:
		g.battlefield = drop(g.battlefield)
	case Stack:
		g.stack = slices.DeleteFunc(g.stack, func(it *StackItem) bool { return it.Spell && it.Object == o.ID })
	default:
		list := g.zoneList(o.Owner, o.Zone)
		*list = drop(*list)
	}
}

// draw makes p draw n cards (121.1); drawing from an empty library is
// remembered for the state-based action that follows (704.5b). Once the
// library is empty every draw left does the same, nothing, so they are one
// log line, however many there are.
func (g *Game) draw(p PlayerID, n int) {
	pl := g.players[p]
	for i := range n {
		if len(pl.library) == 0 {
			pl.drewFromEmptyLibrary = true
			if left := n - i; left > 1 {
				g.logf("draw", RuleSBAEmptyLibraryDraw, "%s draws from an empty library, %d times", pl.Name, left)
			} else {
				g.logf("draw", RuleSBAEmptyLibraryDraw, "%s draws from an empty library", pl.Name)
			}
			return
		}
		id := pl.library[0]
		g.move(id, Hand, p)
		pl.thisTurn.drawn++
		first := g.noteDrawStepDraw(p)
		g.logf("draw", RuleDraw, "%s draws %s", pl.Name, g.name(id))
		g.fire(event{kind: evDrew, player: p, object: id, amount: pl.thisTurn.drawn, firstOfDrawStep: first})
	}
}
