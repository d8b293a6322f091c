package sim

// Linked abilities (607.2a): "When this enchantment enters, exile another
// target nonland permanent. When this enchantment leaves the battlefield,
// return the exiled card to the battlefield under its owner's control." The
// second ability finds the cards the first exiled while the permanent was
// the object it is now leaving as; cards exiled by the object it became
// later (having left before its enters ability resolved) are not its own,
// and stay exiled.

// linkExiled records that an ability of r's source exiled id, for the
// source as the object it is now (400.7).
func (g *Game) linkExiled(r *resolution, id ObjectID) {
	src := g.object(r.source)
	if src == nil || g.object(id).Zone != Exile {
		return
	}
	g.exiledWith = append(g.exiledWith[:len(g.exiledWith):len(g.exiledWith)],
		exiledUntil{source: src.ref(), exiled: []objectRef{g.object(id).ref()}})
}

// ReturnExiledWith is "return the exiled card to the battlefield under its
// owner's control": the cards the linked ability exiled (607.2a) that are
// still those cards in exile (400.7) return together (603.6a). The source
// is the object its ability triggered for: as it last existed on the
// battlefield, for "when this leaves the battlefield".
type ReturnExiledWith struct{}

func (ReturnExiledWith) apply(g *Game, r *resolution) error {
	src := g.object(r.source)
	if src == nil {
		return nil
	}
	key := src.ref()
	if r.sourceLKI != nil {
		key.incarnation = r.sourceLKI.Incarnation
	}
	var due []objectRef
	for _, link := range g.exiledWith {
		if link.source == key {
			due = append(due, link.exiled...)
		}
	}
	return g.enterTogether(func() error {
		for _, ref := range due {
			o := g.object(ref.id)
			if !g.InAZone(ref.id) || o.Zone != Exile || o.Incarnation != ref.incarnation {
				continue // no longer the card exiled (400.7)
			}
			if err := g.returnFromExile(o); err != nil {
				return err
			}
		}
		return nil
	})
}

// returnFromExile puts a card onto the battlefield under its owner's
// control. An Aura's owner chooses a permanent it can enchant as it enters
// (303.4f); with none, it stays in exile (303.4g).
func (g *Game) returnFromExile(o *Object) error {
	if e, ok := g.auraEnchant(o.ID); ok {
		f := enchantSpec(e).Objects
		var cands []ObjectID
		for _, id := range g.battlefield {
			if g.Matches(f, id, o.ID, o.Owner) && !protectedFrom(g.Chars(id), g.Chars(o.ID)) {
				cands = append(cands, id)
			}
		}
		if len(cands) == 0 {
			g.logf("zone", RuleAuraEntersAttached, "%s has nothing to enchant and stays in exile", o.Card.Name)
			return nil
		}
		i, err := g.chooseObject(o.Owner, cands, "a permanent for "+o.Card.Name+" to enchant as it enters", RuleAuraEntersAttached)
		if err != nil {
			return err
		}
		g.move(o.ID, Battlefield, o.Owner)
		g.attach(o.ID, cands[i])
	} else {
		g.move(o.ID, Battlefield, o.Owner)
	}
	g.logf("enter", RuleReturnUnderOwner, "%s returns to the battlefield under %s's control", g.name(o.ID), g.players[o.Owner].Name)
	return nil
}
