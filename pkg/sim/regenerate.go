package sim

// Regenerate gives each permanent of What a regeneration shield (701.19a):
// the next time it would be destroyed this turn, instead it is tapped, the
// damage marked on it is removed, and it is removed from combat.
type Regenerate struct{ What Subject }

func (e Regenerate) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	for _, id := range ids {
		g.shields = append(g.shields, g.object(id).ref())
		g.logf("regenerate", RuleRegenerate, "%s gets a regeneration shield until end of turn", g.name(id))
	}
	return err
}

// useRegenerationShield replaces the destruction of id with regeneration
// if a shield protects it, using up the shield; it reports whether it did.
func (g *Game) useRegenerationShield(id ObjectID) bool {
	ref := g.object(id).ref()
	for i, s := range g.shields {
		if s != ref {
			continue
		}
		g.shields = append(g.shields[:i:i], g.shields[i+1:]...)
		o := g.changeObject(id)
		g.tap(id, RuleRegenerate)
		o.Damage, o.deathtouched = 0, false
		g.removeFromCombat(id)
		g.logf("regenerate", RuleRegenerate, "%s regenerates instead of being destroyed", o.Card.Name)
		return true
	}
	return false
}
