package sim

// preventedKey is one prevention effect applied to one recipient.
type preventedKey struct {
	label string
	to    Target
}

// firstPreventionOfEvent reports whether the prevention effect labelled
// label prevents damage to the recipient for the first time in this damage
// event: damage dealt at the same time by several sources (combat damage,
// 510.2) is one event, and an effect that prevents it and does something
// more ("prevent that damage. Remove a +1/+1 counter") does that once
// (615.5).
func (g *Game) firstPreventionOfEvent(label string, to Target) bool {
	b := g.damageBatch
	if b == nil {
		return true
	}
	k := preventedKey{label, to}
	if b.prevented[k] {
		return false
	}
	if b.prevented == nil {
		b.prevented = map[preventedKey]bool{}
	}
	b.prevented[k] = true
	return true
}

// outsideDamageEvent performs f as events of their own, not part of the
// damage event being dealt: a prevention's additional effect happens after
// the prevention (615.5), and damage it deals is a new event.
func (g *Game) outsideDamageEvent(f func() error) error {
	saved := g.damageBatch
	g.damageBatch = nil
	defer func() { g.damageBatch = saved }()
	return f()
}
