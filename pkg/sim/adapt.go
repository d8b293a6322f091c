package sim

// Adapt N (701.46a): "If this permanent has no +1/+1 counters on it, put N
// +1/+1 counters on it." Whether it has any is checked as the ability
// resolves; a permanent that left the battlefield gets nothing.
type Adapt struct{ N int }

func (e Adapt) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Battlefield || r.sourceLKI != nil && o.Incarnation != r.sourceLKI.Incarnation {
		return nil
	}
	if n := o.Counters["+1/+1"]; n > 0 {
		g.logf("adapt", RuleAdapt, "%s doesn't adapt: it has %d +1/+1 counter(s) on it", o.Card.Name, n)
		return nil
	}
	g.logf("adapt", RuleAdapt, "%s adapts %d", o.Card.Name, e.N)
	return PutCounters{What: ItsSource(), Kind: "+1/+1", N: e.N}.apply(g, r)
}
