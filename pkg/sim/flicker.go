package sim

// ExileAndReturn is "Exile target creature you control, then return that
// card to the battlefield under its owner's control": each permanent of
// What is exiled, and the card it became in exile is put onto the
// battlefield, a new object with no memory of the old (400.7). A card that
// did not go to exile (a replacement effect sent it elsewhere) is not
// found there and stays where it went; a token exiled this way stays in
// exile and ceases to exist (111.8, 704.5d).
type ExileAndReturn struct {
	What Subject
	// UnderOwner: "under its owner's control"; otherwise "under your
	// control", the effect's controller's (110.2a).
	UnderOwner bool
	// Tapped: "return it to the battlefield tapped".
	Tapped bool
	// CounterKind: "with a +1/+1 counter on it" (614.1c), or "".
	CounterKind string
}

func (e ExileAndReturn) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	if err != nil {
		return err
	}
	var exiled []objectRef
	for _, t := range ts {
		if t.IsPlayer() || t.IsNone() || g.object(t.Object).Zone != Battlefield {
			continue
		}
		g.move(t.Object, Exile, NoPlayer)
		o := g.object(t.Object)
		if o.Zone != Exile {
			continue // replaced: not in exile, so not returned (400.7)
		}
		g.logf("zone", RuleOwnersZone, "%s is exiled", o.Card.Name)
		if o.Token {
			g.logf("zone", RuleTokenLeftBattlefield, "the %s token can't return to the battlefield", o.Card.Name)
			continue
		}
		exiled = append(exiled, o.ref())
	}
	// The cards return at once, each seeing the others enter (603.6a).
	return g.enterTogether(func() error {
		for _, ref := range exiled {
			o := g.object(ref.id)
			if o.Incarnation != ref.incarnation || o.Zone != Exile {
				continue
			}
			controller := r.controller
			if e.UnderOwner {
				controller = o.Owner
			}
			if _, isAura := g.auraEnchant(o.ID); isAura {
				if _, err := g.enterAura(o, controller); err != nil { // 303.4f-g
					return err
				}
				continue
			}
			g.moveEntering(o.ID, Battlefield, controller, entering{tapped: e.Tapped, counterKind: e.CounterKind})
			g.logf("enter", RuleNewObject, "%s returns to the battlefield under %s's control, a new object", o.Card.Name, g.players[controller].Name)
		}
		return nil
	})
}
