package sim

// evolveAbility is the triggered ability evolve stands for (702.100a):
// "Whenever a creature you control enters, if that creature's power is
// greater than this creature's power and/or that creature's toughness is
// greater than this creature's toughness, put a +1/+1 counter on this
// creature." The comparison is made as the creature enters (it doesn't
// trigger otherwise) and again as the ability resolves (603.4), with the
// entering creature as it last existed if it has left. Each instance
// triggers separately (702.100d).
func evolveAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Evolve", Name: "evolve",
		Trigger: &Trigger{Event: WhenEnters, Object: &Filter{Phrase: "a creature you control with greater power or toughness",
			Types: []string{"creature"}, Controller: YouControl, GreaterThanSource: true}},
		Effects: []Effect{evolve{}}}
}

// greaterThanSource reports whether c has greater power or toughness than
// the filter's source, power compared with power and toughness with
// toughness (702.100a); a noncreature source has neither (702.100c).
func greaterThanSource(ctx filterContext, c *Characteristics) bool {
	src := ctx.chars(ctx.source)
	if src == nil || !src.HasType("creature") || !c.HasType("creature") {
		return false
	}
	return c.Power > src.Power || c.Toughness > src.Toughness
}

// evolve compares again as the ability resolves (603.4) and puts the
// counter on the source if the entering creature is still greater.
type evolve struct{}

func (evolve) apply(g *Game, r *resolution) error {
	_, entered := g.amountObject(TriggerObject(), r)
	o := g.object(r.source)
	if o.Zone != Battlefield || r.sourceLKI != nil && o.Incarnation != r.sourceLKI.Incarnation || entered == nil {
		return nil
	}
	src := g.Chars(r.source)
	if !src.HasType("creature") || !entered.HasType("creature") || entered.Power <= src.Power && entered.Toughness <= src.Toughness {
		g.logf("resolve", RuleEvolve, "evolve does nothing: %s (%d/%d) no longer has greater power or toughness than %s (%d/%d)",
			entered.Name, entered.Power, entered.Toughness, src.Name, src.Power, src.Toughness)
		return nil
	}
	return PutCounters{What: ItsSource(), Kind: "+1/+1", N: 1}.apply(g, r)
}
