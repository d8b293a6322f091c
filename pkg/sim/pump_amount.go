package sim

// PumpBy gives each permanent of What +Power/+Toughness for the duration,
// the amounts determined once as the effect applies (608.2h), and locked
// in afterwards: "Target creature gets +X/+X until end of turn, where X is
// the number of creatures you control" (107.3c), "gets +1/+0 until end of
// turn for each artifact you control".
type PumpBy struct {
	What             Subject
	Power, Toughness Amount
	Until            Duration
}

func (e PumpBy) apply(g *Game, r *resolution) error {
	p, t := e.Power.signed(g, r), e.Toughness.signed(g, r)
	g.logf("amount", RuleAmountOnApply, "the amounts are determined as the effect applies: %+d/%+d", p, t)
	return ApplyModifications{What: e.What, Mods: []Modification{ModifyPT{p, t}}, Until: e.Until}.apply(g, r)
}
