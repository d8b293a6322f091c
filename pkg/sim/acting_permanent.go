package sim

// eachObjectOf calls act for each object (not player) What names as the
// effect applies, stopping at the first error.
func (g *Game) eachObjectOf(what Subject, r *resolution, act func(ObjectID) error) error {
	ts, err := what.resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		if err := act(t.Object); err != nil {
			return err
		}
	}
	return err
}

// actingPermanent says whether the permanent id that a keyword action
// such as explore (701.44c) or connive (701.50c) names is still on the
// battlefield as the same object, and who controls it: if it has left, its
// last known information says who last controlled it.
func (g *Game) actingPermanent(id ObjectID, r *resolution) (here bool, p PlayerID) {
	o := g.object(id)
	here = o.Zone == Battlefield
	if id == r.source && r.sourceLKI != nil && r.sourceLKI.Incarnation != o.Incarnation {
		here = false // it left and came back as a new object (400.7)
	}
	p = r.controller
	switch {
	case here:
		p = g.Controller(id)
	case id == r.source && r.sourceLKI != nil && r.sourceLKI.lkiChars != nil:
		p = r.sourceLKI.lkiChars.Controller
	}
	return here, p
}
