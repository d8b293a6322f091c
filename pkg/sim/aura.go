package sim

// auraEnchant is the enchant ability of an Aura (702.5a), read from its
// characteristics.
func (g *Game) auraEnchant(id ObjectID) (Enchant, bool) {
	c := g.Chars(id)
	if !c.HasSubtype("Aura") {
		return Enchant{}, false
	}
	for _, a := range c.Abilities {
		if e, ok := a.Static.(Enchant); ok && a.Kind == StaticAbility {
			return e, true
		}
	}
	return Enchant{}, false
}

// enchantSpec is the target of an Aura spell: what its enchant ability
// allows (303.4a, 115.1b).
func enchantSpec(e Enchant) TargetSpec {
	if e.Yours {
		return TargetSpec{Description: "a " + joinOr(e.Types, "permanent") + " you control to enchant", Objects: &Filter{AnyTypes: e.Types, Controller: YouControl}}
	}
	return TargetSpec{Description: "a " + joinOr(e.Types, "permanent") + " to enchant", Objects: &Filter{AnyTypes: e.Types}}
}

// castTargets lists what casting a card targets: an Aura's enchant
// ability, else its spell ability's targets (those of the chosen modes).
func (g *Game) castTargets(id ObjectID, modes []int) []TargetSpec {
	if e, ok := g.auraEnchant(id); ok {
		return []TargetSpec{enchantSpec(e)}
	}
	if spell := g.spellAbility(id); spell != nil {
		return spell.targetSpecs(modes)
	}
	return nil
}

// attach attaches an Aura or Equipment to a permanent; it gets a new
// timestamp (613.7e).
func (g *Game) attach(id, host ObjectID) {
	o := g.changeObject(id)
	o.AttachedTo, o.attachedIncarnation = host, g.object(host).Incarnation
	o.timestamp = g.tick()
	g.logf("attach", RuleAttachAura, "%s is attached to %s", o.Card.Name, g.name(host))
	g.changed()
}

// attachmentLegal reports whether an attached Aura or Equipment may stay
// where it is (704.5m, 704.5n): an Aura must be attached to a permanent its
// enchant ability allows, Equipment that isn't a creature itself to a
// creature (301.5c), and neither to a permanent with protection from it
// (702.16c, 702.16d).
func (g *Game) attachmentLegal(o *Object) bool {
	host, ok := g.attachedTo(o)
	if !ok {
		return false
	}
	hc := g.Chars(host.ID)
	if protectedFrom(hc, g.Chars(o.ID)) {
		return false
	}
	if e, isAura := g.auraEnchant(o.ID); isAura {
		if e.Yours && hc.Controller != g.Chars(o.ID).Controller {
			return false // "Enchant creature you control" (704.5m)
		}
		for _, t := range e.Types {
			if hc.HasType(t) {
				return true
			}
		}
		return false
	}
	// 301.5c; reconfigure (702.151), not supported, would be the exception
	return hc.HasType("creature") && !g.IsCreature(o.ID)
}

// AttachSource is "attach this to target ..." (equip, 702.6a).
type AttachSource struct{ To Subject }

func (e AttachSource) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.To, r)
	if err != nil || len(ids) == 0 {
		return err
	}
	if src := g.object(r.source); src.Zone == Battlefield && src.AttachedTo != ids[0] {
		if g.IsCreature(r.source) {
			// an Equipment that's also a creature can't equip (301.5c),
			// so it doesn't move (701.3b)
			g.logf("attach", RuleAttachIllegal, "%s is a creature and can't equip (%s), so it doesn't move", src.Card.Name, RuleEquipmentCreature)
			return nil
		}
		g.attach(r.source, ids[0])
	}
	return nil
}
