package sim

import "slices"

// DiesReplacement is a replacement effect on a permanent's dying (700.4:
// being put into a graveyard from the battlefield): it goes to To instead
// (614.1a). "If that creature would die this turn, exile it instead."
type DiesReplacement struct{ To Zone }

// ExileIfDies is "If that creature would die this turn, exile it
// instead": each permanent of What is affected from now until end of turn,
// whatever makes it die, and whether or not the spell dealt it damage (the
// objects are fixed as the effect begins, 611.2c). A permanent that leaves
// the battlefield is a new object the effect no longer sees (400.7).
type ExileIfDies struct{ What Subject }

func (e ExileIfDies) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	for _, id := range ids {
		g.addEffect(&continuousEffect{source: r.source, affected: []objectRef{g.object(id).ref()}, until: UntilEndOfTurn,
			zone: &DiesReplacement{To: Exile}, label: g.name(r.source),
			text: "if it would die this turn, it is exiled instead"})
		g.logf("effect", RuleInstead, "if %s would die this turn, it is exiled instead", g.name(id))
	}
	return err
}

// affects reports whether the effect's fixed objects include the object.
func (e *continuousEffect) affects(r objectRef) bool { return slices.Contains(e.affected, r) }
