package sim

import "slices"

// noteDamagedBy remembers that source dealt damage to the permanent this
// turn, for "a creature dealt damage by this creature this turn": the
// source as the object it is now (400.7).
func (g *Game) noteDamagedBy(source ObjectID, to Target) {
	if source == 0 || to.IsPlayer() {
		return
	}
	o := g.changeObject(to.Object)
	ref := g.object(source).ref()
	if !slices.Contains(o.damagedBy, ref) {
		o.damagedBy = append(o.damagedBy, ref)
	}
}

// dealtDamageBy reports whether the filter's "dealt damage by this creature
// (enchanted creature) this turn" holds for o: the source, or the
// permanent the source is attached to, as the object it is now, dealt
// damage to o this turn.
func (f *Filter) dealtDamageBy(ctx filterContext, o *Object) bool {
	if !f.DamagedBySource && !f.DamagedByAttached {
		return true
	}
	src := ctx.objects(ctx.source)
	if src == nil {
		return false
	}
	by := src
	if f.DamagedByAttached {
		if src.AttachedTo == 0 || src.Zone != Battlefield {
			return false
		}
		by = ctx.objects(src.AttachedTo)
	}
	return slices.Contains(o.damagedBy, by.ref())
}

// forgetDamagedBy ends "this turn" for the damage records (514.2).
func (g *Game) forgetDamagedBy() {
	for _, o := range g.objects {
		if o != nil && o.damagedBy != nil {
			g.changing(o)
			o.damagedBy = nil
		}
	}
}
