package sim

// Undaunted (702.125a) is a static ability that functions while the spell
// is on the stack: "This spell costs {1} less to cast for each opponent
// you have." Players who have left the game are not counted (702.125b);
// each instance applies (702.125c).

// undauntedReductions are the spell's instances of undaunted, read for
// its caster p.
func (g *Game) undauntedReductions(id ObjectID, p PlayerID) []SelfCostReduction {
	var out []SelfCostReduction
	for range keywordsWith(g.Chars(id), KwUndaunted) {
		out = append(out, SelfCostReduction{Generic: len(g.opponents(p))})
	}
	return out
}
