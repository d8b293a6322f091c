package sim

// InsteadOfGraveyard is "If this would be put into a graveyard from
// anywhere, [reveal it and] shuffle it into its owner's library instead": a
// replacement effect of an object on itself (614.1a, 614.15) that works in
// every zone, since it names "from anywhere" (113.6b).
type InsteadOfGraveyard struct{}

func (InsteadOfGraveyard) static() {}

// replaceZoneChange applies the moving object's own replacement of its
// destination: a card that would go to a graveyard goes into its owner's
// library instead, which is then shuffled.
func (g *Game) replaceZoneChange(id ObjectID, to Zone) (Zone, bool) {
	if g.exiledInstead(id, to) {
		return Exile, false
	}
	if to != Graveyard {
		return to, false
	}
	for _, a := range g.Chars(id).Abilities {
		if _, ok := a.Static.(InsteadOfGraveyard); ok && a.Kind == StaticAbility {
			g.logf("replace", RuleInstead, "%s would be put into a graveyard; it is shuffled into its owner's library instead", g.name(id))
			return Library, true
		}
	}
	return to, false
}
