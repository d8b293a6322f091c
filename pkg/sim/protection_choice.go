package sim

// ProtectionFromChosenColor is "target creature gains protection from the
// color of your choice until end of turn": the controller chooses a color
// as the effect happens (608.2d), and the objects of What gain protection
// from that color (702.16a) for the duration.
type ProtectionFromChosenColor struct {
	What  Subject
	Until Duration
}

func (e ProtectionFromChosenColor) apply(g *Game, r *resolution) error {
	colors := colorList(allColors)
	i, err := g.decide(Decision{Player: r.controller, Question: "a color for " + g.name(r.source) + " to give protection from", Options: colors, Rule: RuleChoiceOnResolution})
	if err != nil {
		return err
	}
	gain := ApplyModifications{What: e.What, Mods: []Modification{AddKeywords{Keywords: []string{"protection from " + colors[i]}}}, Until: e.Until}
	return gain.apply(g, r)
}
