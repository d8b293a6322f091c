package sim

// stunReplacesUntap applies the replacement effect that one or more stun
// counters on a permanent create (122.1d): "If a permanent with a stun
// counter on it would become untapped, instead remove a stun counter from
// it." It reports whether the untapping was replaced. Every way a permanent
// becomes untapped goes through Game.untap (the untap step, 502.3; an
// effect, 701.26b; the {Q} cost, 107.6), so the replacement applies to each
// of them. Only a tapped permanent would become untapped (701.26b): an
// untapped permanent keeps its stun counters when told to untap.
func (g *Game) stunReplacesUntap(o *Object) bool {
	if !o.Tapped || o.Counters["stun"] < 1 {
		return false
	}
	g.addCounters(o, "stun", -1)
	g.invalidate()
	g.logf("untap", RuleStunCounter, "%s stays tapped: a stun counter is removed from it instead (%d left)", g.name(o.ID), o.Counters["stun"])
	return true
}
