package sim

// Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you
// do, each opponent loses 1 life and you gain life equal to the total life
// lost this way." Each instance triggers separately (702.101b). The {W/B}
// is paid as the ability resolves, its half chosen just before (118.13b).

// extortCost is the {W/B} extort asks for.
var extortCost = ManaCost{Hybrid: func() HybridCount {
	var h HybridCount
	h[hybridSymbolIndex("W/B")] = 1
	return h
}()}

// extortAbility is the triggered ability "extort" stands for.
func extortAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Extort", Name: "extort",
		Trigger: &Trigger{Event: WhenCast, Player: YouControl, Object: &Filter{Zones: []Zone{Stack}}},
		Effects: []Effect{Optional{Text: "pay " + extortCost.String(), Pay: extortCost, IfYouDo: []Effect{extortDrain{}}}}}
}

// extortDrain is "each opponent loses 1 life and you gain life equal to
// the total life lost this way".
type extortDrain struct{}

func (extortDrain) apply(g *Game, r *resolution) error {
	lost := 0
	for _, p := range g.opponents(r.controller) {
		before := g.players[p].Life
		g.loseLife(p, 1, RuleExtort)
		lost += before - g.players[p].Life
	}
	return g.gainLife(r.controller, lost, RuleExtort)
}
