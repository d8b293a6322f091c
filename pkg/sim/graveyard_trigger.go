package sim

// Triggered abilities that work from a graveyard: "Whenever you cast a
// multicolored spell, you may return this card from your graveyard to your
// hand." An ability whose effect moves its own object out of a zone
// functions only in that zone (113.6m), so it triggers while the card is in
// the graveyard and never while it is a permanent.

// graveyardTriggerSources are the cards in graveyards, player by player in
// turn order and each graveyard bottom first, with a triggered ability
// that functions there.
func (g *Game) graveyardTriggerSources(v *view) []ObjectID {
	var out []ObjectID
	for _, pl := range g.players {
		for _, id := range pl.graveyard {
			if triggersFromGraveyard(v.chars[id]) {
				out = append(out, id)
			}
		}
	}
	return out
}

// triggersFromGraveyard reports whether characteristics have a triggered
// ability that functions in a graveyard.
func triggersFromGraveyard(c *Characteristics) bool {
	for a := range triggeredAbilities(c) {
		if a.functionsFrom() == Graveyard {
			return true
		}
	}
	return false
}

// functionsWhere reports whether a triggered ability of src can trigger on
// ev where src is: on the battlefield unless the ability moves its object
// out of another zone (113.6m); a cycled card's "When you cycle" ability
// from wherever the card went (702.29c).
func functionsWhere(a *Ability, src *Object, ev event) bool {
	if ev.kind == evCycled {
		return true
	}
	zone := a.functionsFrom()
	if zone == Graveyard || zone == Stack {
		return src.Zone == zone // storm functions on the stack (702.40a)
	}
	return src.Zone != Graveyard
}
