package sim

// Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1
// counters on it and it becomes monstrous." Monstrous is a designation it
// keeps until it leaves the battlefield (701.37b).
type Monstrosity struct{ N int }

func (e Monstrosity) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Battlefield || r.sourceLKI != nil && o.Incarnation != r.sourceLKI.Incarnation {
		return nil
	}
	if o.monstrousIn == o.Incarnation+1 {
		g.logf("monstrosity", RuleMonstrosity, "%s is already monstrous: nothing happens", o.Card.Name)
		return nil
	}
	if err := (PutCounters{What: ItsSource(), Kind: "+1/+1", N: e.N}).apply(g, r); err != nil {
		return err
	}
	g.changing(o)
	o.monstrousIn = o.Incarnation + 1
	g.logf("monstrosity", RuleMonstrosity, "%s becomes monstrous", o.Card.Name)
	return nil
}
