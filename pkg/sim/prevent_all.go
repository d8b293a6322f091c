package sim

// PreventAllDamage is a static prevention effect (615.1a): "Prevent all
// [combat] damage that would be dealt to this creature [by creatures]",
// "... dealt to and dealt by enchanted creature", "... dealt by enchanted
// creature", "... dealt to you". The filters are read for the ability's
// source ("this", "enchanted") and controller ("you control").
type PreventAllDamage struct {
	// Combat limits it to combat damage.
	Combat bool
	// To is the permanents whose damage it prevents, ToYou its controller;
	// By the sources whose damage it prevents; with both, only damage to
	// one by the other. ToOrBy is damage to it or by it.
	To, By, ToOrBy *Filter
	ToYou          bool
}

func (PreventAllDamage) static() {}

// applies reports whether the prevention of the ability of source,
// controlled by you, applies to damage from the object from to the
// recipient to.
func (e PreventAllDamage) applies(g *Game, source ObjectID, you PlayerID, from ObjectID, to Target, combat bool) bool {
	if e.Combat && !combat {
		return false
	}
	ctx := g.filterContextNow(source, you)
	dealtTo := func(f *Filter) bool {
		return f != nil && !to.IsPlayer() && f.matches(ctx, to.Object)
	}
	// A source is any object (a spell, a permanent, a card that has left
	// the battlefield): it is read in every zone.
	dealtBy := func(f *Filter) bool {
		if f == nil || from == 0 {
			return false
		}
		every := *f
		every.Zones = allZones
		return every.matches(ctx, from)
	}
	if e.ToOrBy != nil {
		return dealtTo(e.ToOrBy) || dealtBy(e.ToOrBy)
	}
	switch {
	case e.ToYou && !(to.IsPlayer() && to.Player == you):
		return false
	case e.To != nil && !dealtTo(e.To):
		return false
	case e.By != nil && !dealtBy(e.By):
		return false
	}
	return e.ToYou || e.To != nil || e.By != nil
}

// allZones are every zone an object can be in.
var allZones = []Zone{Battlefield, Hand, Library, Graveyard, Stack, Exile}

// staticPreventions lists the static prevention effects of permanents that
// apply to damage from the object from to the recipient to.
func (g *Game) staticPreventions(to Target, from ObjectID, combat bool) []preventionShield {
	var out []preventionShield
	for _, id := range g.battlefield {
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			if e, ok := a.Static.(PreventAllDamage); ok && e.applies(g, id, g.Controller(id), from, to, combat) {
				out = append(out, preventionShield{label: g.name(id), rule: RulePreventAll, all: true})
			}
		}
	}
	return out
}
