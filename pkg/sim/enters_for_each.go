package sim

// entersCounts takes, for each of the object's "enters with a counter for
// each ..." abilities, the number of objects the phrase describes before
// the object moves onto the battlefield: the replacement applies to the
// event of its entering (614.1c, 614.12), so a card returned from a
// graveyard counts itself as a card in that graveyard. A new object (a
// token being created) has no count yet: nil.
func (g *Game) entersCounts(o *Object) []int {
	var out []int
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		if e, ok := a.Static.(EntersWith); ok && e.CountersFor != nil {
			out = append(out, g.countMatching(o.ID, e.CountersFor))
		}
	}
	return out
}

// countMatching is the number of objects passing f, read for the object
// id ("other") and its controller ("you control"), or for a card its
// owner.
func (g *Game) countMatching(id ObjectID, f *Filter) int {
	you := g.objects[id].Owner
	if g.objects[id].Zone == Battlefield || g.objects[id].Zone == Stack {
		you = g.Controller(id)
	}
	ctx := g.filterContextNow(id, you)
	n := 0
	for _, c := range g.filterCandidates(f) {
		if f.matches(ctx, c) {
			n++
		}
	}
	return n
}
