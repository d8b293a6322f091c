package sim

// dealtThisWay is "each creature dealt damage this way": the creatures the
// resolution's damage effects so far dealt damage to (after prevention:
// prevented damage is not dealt, 615.6), as the objects they were then
// (400.7), still on the battlefield.
type dealtThisWay struct{}

func (dealtThisWay) resolve(g *Game, r *resolution) ([]Target, error) {
	var out []Target
	for _, ref := range r.dealt {
		if o := g.object(ref.id); o.Incarnation == ref.incarnation && o.Zone == Battlefield && g.IsCreature(ref.id) {
			out = append(out, ObjectTarget(ref.id))
		}
	}
	return out, nil
}

// DealtDamageThisWay is "a creature dealt damage this way" (608.2c): the
// creatures an earlier damage effect of the same spell or ability dealt
// damage to.
func DealtDamageThisWay() Subject { return dealtThisWay{} }

// noteDealt remembers the permanent t as dealt damage by the resolution when
// the damage marked on it grew from before: damage dealt to a creature is
// marked on it (120.3e), the only result of damage to a permanent the
// engine models.
func (r *resolution) noteDealt(g *Game, t Target, before int) {
	if t.IsPlayer() {
		return
	}
	if o := g.object(t.Object); o.Zone == Battlefield && o.Damage > before {
		r.dealt = append(r.dealt, o.ref())
	}
}

// damageMarked is the damage marked on the permanent t, or 0.
func (g *Game) damageMarked(t Target) int {
	if t.IsPlayer() {
		return 0
	}
	return g.object(t.Object).Damage
}
