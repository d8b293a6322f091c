package sim

// ApplyModifications gives each permanent of What the modifications for
// the duration, as one continuous effect with the affected objects fixed as
// it begins (611.2c): "target creature can't block this turn", "target
// creature loses all abilities until end of turn".
type ApplyModifications struct {
	What  Subject
	Mods  []Modification
	Until Duration
	// Rule is cited in the log when a keyword's rule makes the change
	// (prowess); the duration's rule otherwise.
	Rule Rule
}

func (e ApplyModifications) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	if err != nil || len(ids) == 0 {
		return err
	}
	text := ""
	for i, m := range e.Mods {
		if i > 0 {
			text += ", "
		}
		text += m.String()
	}
	if e.Until == ThroughNextUntapStep {
		// one effect for each permanent: each ends with the next untap step
		// of whoever controls that permanent then
		for _, id := range ids {
			g.addEffect(&continuousEffect{source: r.source, affected: g.refs([]ObjectID{id}), until: e.Until, mods: e.Mods, text: text + e.Until.suffix()})
		}
	} else {
		g.addEffect(&continuousEffect{source: r.source, affected: g.refs(ids), until: e.Until, mods: e.Mods, text: text + e.Until.suffix(),
			nextTurnOf: r.controller})
	}
	for _, id := range ids {
		g.logf("effect", ruleOr(e.Rule, RuleEffectDuration), "%s %s%s", g.name(id), text, e.Until.suffix())
	}
	return nil
}
