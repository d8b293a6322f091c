package sim

import "slices"

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
// control; an Aura enters attached to what its owner chooses (303.4f).
func (g *Game) returnFromExile(o *Object) error {
	if entered, err := g.enterAura(o, o.Owner); err != nil || entered {
		return err
	}
	if _, isAura := g.auraEnchant(o.ID); isAura {
		return nil // it stays in exile (303.4g)
	}
	g.move(o.ID, Battlefield, o.Owner)
	g.logf("enter", RuleReturnUnderOwner, "%s returns to the battlefield under %s's control", g.name(o.ID), g.players[o.Owner].Name)
	return nil
}

// enterAura puts an Aura card onto the battlefield under controller's
// control other than by resolving (303.4f): that player chooses a
// permanent it can enchant, among those on the battlefield before the
// cards entering with it (they can't be enchanted as they enter), and it
// enters attached to it. With none, it stays where it is (303.4g).
// entered is false for a card that is no Aura.
func (g *Game) enterAura(o *Object, controller PlayerID) (entered bool, err error) {
	e, ok := g.auraEnchant(o.ID)
	if !ok {
		return false, nil
	}
	f := enchantSpec(e).Objects
	var cands []ObjectID
	for _, id := range g.battlefield {
		if g.entering != nil && slices.Contains(*g.entering, id) {
			continue
		}
		if g.Matches(f, id, o.ID, controller) && !protectedFrom(g.Chars(id), g.Chars(o.ID)) {
			cands = append(cands, id)
		}
	}
	if len(cands) == 0 {
		g.logf("zone", RuleAuraEntersAttached, "%s has nothing to enchant and stays in the %s", o.Card.Name, o.Zone)
		return false, nil
	}
	i, err := g.chooseObject(controller, cands, "a permanent for "+o.Card.Name+" to enchant as it enters", RuleAuraEntersAttached)
	if err != nil {
		return false, err
	}
	g.move(o.ID, Battlefield, controller)
	g.attach(o.ID, cands[i])
	g.logf("enter", RuleAuraEntersAttached, "%s enters the battlefield under %s's control attached to %s", g.name(o.ID), g.players[controller].Name, g.name(cands[i]))
	return true, nil
}
