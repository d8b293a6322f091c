package sim

import "slices"

// PreventAllThisTurn is a resolving spell's or ability's prevention effect
// until end of turn (615.1a): "Prevent all damage that would be dealt to
// target creature this turn", "Prevent all combat damage that would be
// dealt by target attacking creature this turn", "Prevent all combat damage
// that would be dealt to players this turn", "Prevent all damage that would
// be dealt to creatures this turn". To and By name fixed objects or
// players, found as it resolves; ToGroup and ByGroup describe permanents
// when the damage would be dealt; ToPlayers is any player.
type PreventAllThisTurn struct {
	Combat           bool
	To, By           Subject
	ToGroup, ByGroup *Filter
	ToPlayers        bool
}

// preventionThisTurn is one PreventAllThisTurn in force, with the objects
// (as the objects they were then, 400.7) and players it names.
type preventionThisTurn struct {
	e          PreventAllThisTurn
	to, by     named
	source     ObjectID
	controller PlayerID
}

// named are fixed objects and players.
type named struct {
	objects []objectRef
	players []PlayerID
}

func (n named) has(g *Game, t Target) bool {
	if t.IsPlayer() {
		return slices.Contains(n.players, t.Player)
	}
	return slices.Contains(n.objects, g.object(t.Object).ref())
}

func (e PreventAllThisTurn) apply(g *Game, r *resolution) error {
	p := &preventionThisTurn{e: e, source: r.source, controller: r.controller}
	for _, s := range []struct {
		subject Subject
		into    *named
	}{{e.To, &p.to}, {e.By, &p.by}} {
		if s.subject == nil {
			continue
		}
		ts, err := s.subject.resolve(g, r)
		if err != nil {
			return err
		}
		for _, t := range ts {
			if t.IsPlayer() {
				s.into.players = append(s.into.players, t.Player)
			} else {
				s.into.objects = append(s.into.objects, g.object(t.Object).ref())
			}
		}
	}
	g.addEffect(&continuousEffect{source: r.source, until: UntilEndOfTurn, prevention: p, label: g.name(r.source),
		text: "prevents damage this turn"})
	g.logf("prevent", RulePreventAll, "%s: damage is to be prevented this turn", g.name(r.source))
	return nil
}

func (p *preventionThisTurn) applies(g *Game, source ObjectID, to Target, combat bool) bool {
	if p.e.Combat && !combat {
		return false
	}
	ctx := g.filterContextNow(p.source, p.controller)
	toOK := p.e.To == nil && p.e.ToGroup == nil && !p.e.ToPlayers ||
		p.e.To != nil && p.to.has(g, to) ||
		p.e.ToGroup != nil && !to.IsPlayer() && p.e.ToGroup.matches(ctx, to.Object) ||
		p.e.ToPlayers && to.IsPlayer()
	if !toOK {
		return false
	}
	switch {
	case p.e.By != nil:
		return source != 0 && p.by.has(g, ObjectTarget(source))
	case p.e.ByGroup != nil:
		every := *p.e.ByGroup
		every.Zones = allZones
		return source != 0 && every.matches(ctx, source)
	}
	return true
}

// preventionsThisTurn lists the PreventAllThisTurn effects in force that
// apply to damage from source to the recipient.
func (g *Game) preventionsThisTurn(to Target, source ObjectID, combat bool) []preventionShield {
	var out []preventionShield
	for _, e := range g.effects {
		if e.prevention != nil && e.prevention.applies(g, source, to, combat) {
			out = append(out, preventionShield{label: e.label, rule: RulePreventAll, all: true})
		}
	}
	return out
}
