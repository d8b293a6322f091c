package sim

// auraEnchant is the enchant ability of an Aura card (702.5a).
func auraEnchant(c *CardDef) (Enchant, bool) {
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
	return TargetSpec{Description: "a " + joinOr(e.Types, "permanent") + " to enchant", Types: e.Types, MaxManaValue: -1}
}

// castTargets lists what casting a card targets: an Aura's enchant
// ability, else its spell ability's targets (those of the chosen modes).
func castTargets(c *CardDef, modes []int) []TargetSpec {
	if e, ok := auraEnchant(c); ok {
		return []TargetSpec{enchantSpec(e)}
	}
	if spell := spellAbility(c); spell != nil {
		return spell.targetSpecs(modes)
	}
	return nil
}

// attach attaches an Aura or Equipment to a permanent; it gets a new
// timestamp (613.7e).
func (g *Game) attach(id, host ObjectID) {
	o := g.objects[id]
	o.AttachedTo = host
	o.timestamp = g.tick()
	g.logf("attach", RuleAttachAura, "%s is attached to %s", o.Card.Name, g.name(host))
}

// attachmentLegal reports whether an attached Aura or Equipment may stay
// where it is (704.5m, 704.5n): an Aura must be attached to a permanent its
// enchant ability allows, Equipment to a creature.
func (g *Game) attachmentLegal(o *Object) bool {
	host, ok := g.attachedTo(o)
	if !ok {
		return false
	}
	if e, isAura := auraEnchant(o.Card); isAura {
		for _, t := range e.Types {
			if host.Card.HasType(t) {
				return true
			}
		}
		return false
	}
	return g.IsCreature(host.ID)
}

// AttachSource is "attach this to target ..." (equip, 702.6a).
type AttachSource struct{ To Subject }

func (e AttachSource) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.To, r)
	if err != nil || len(ids) == 0 {
		return err
	}
	if src := g.objects[r.source]; src.Zone == Battlefield && src.AttachedTo != ids[0] {
		g.attach(r.source, ids[0])
	}
	return nil
}
