package sim

// undauntedReductions are the spell's instances of undaunted, each "This
// spell costs {1} less to cast for each opponent you have" (702.125a),
// counted as its total cost is determined (601.2f): players who have left
// the game are not counted (702.125b), and an opponent leaving later
// doesn't change the cost already determined. Each instance applies
// (702.125c).
func (g *Game) undauntedReductions(it *StackItem) []SelfCostReduction {
	var out []SelfCostReduction
	opponents := len(g.opponents(it.Controller))
	for range keywordsWith(g.Chars(it.Object), KwUndaunted) {
		out = append(out, SelfCostReduction{Generic: opponents})
	}
	return out
}
