package sim

// RemoveCounters removes up to N counters of a kind from each permanent of
// What (122.8): "Remove a +1/+1 counter from this creature." A permanent
// with fewer loses what it has; one with none loses nothing.
type RemoveCounters struct {
	What Subject
	Kind string
	N    int
}

func (e RemoveCounters) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	for _, id := range ids {
		o := g.object(id)
		n := min(e.N, o.Counters[e.Kind])
		if n == 0 {
			g.logf("counters", RuleCounters, "%s has no %s counter to remove", g.name(id), e.Kind)
			continue
		}
		g.addCounters(o, e.Kind, -n)
		g.invalidate()
		g.logf("counters", RuleCounters, "%d %s counter(s) are removed from %s", n, e.Kind, g.name(id))
	}
	return err
}
