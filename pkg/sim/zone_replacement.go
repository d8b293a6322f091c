package sim

// InsteadOfGraveyard is "If this would be put into a graveyard from
// anywhere, [reveal it and] shuffle it into its owner's library instead": a
// replacement effect of an object on itself (614.1a, 614.15) that works in
// every zone, since it names "from anywhere" (113.6b).
type InsteadOfGraveyard struct{}

func (InsteadOfGraveyard) static() {}

// zoneShield is one replacement effect that could apply to an object's
// move to another zone: where the object goes instead, and whether its
// owner's library is then shuffled.
type zoneShield struct {
	key any // tells the effect apart, so that it applies once (614.5)
	// label is the name of the effect's source, by which the player who
	// orders the effects names it (616.1).
	label   string
	to      Zone
	shuffle bool
	rule    Rule
	line    string // the trace line, after the object's name
}

// zoneShields lists the replacement effects that apply to the object
// moving from its zone to another: its own "from anywhere" ability, the
// static replacement effects of permanents (GraveyardReplacement), and "if
// it would die, exile it instead" effects of resolved spells on it (700.4:
// to die is to be put into a graveyard from the battlefield).
func (g *Game) zoneShields(o *Object, to Zone) []zoneShield {
	if to != Graveyard {
		return nil
	}
	var out []zoneShield
	for _, a := range g.Chars(o.ID).Abilities {
		if _, ok := a.Static.(InsteadOfGraveyard); ok && a.Kind == StaticAbility {
			out = append(out, zoneShield{key: a.Text, label: g.name(o.ID), to: Library, shuffle: true,
				rule: RuleInstead, line: "would be put into a graveyard; it is shuffled into its owner's library instead"})
		}
	}
	out = append(out, g.graveyardShields(o)...)
	if o.Zone == Battlefield {
		for _, e := range g.effects {
			if e.zone != nil && e.affects(o.ref()) {
				out = append(out, zoneShield{key: e, label: e.label, to: e.zone.To, rule: RuleInstead,
					line: "would die; it is " + zoneVerb(e.zone.To) + " instead"})
			}
		}
	}
	return out
}

// replaceZoneChange applies the replacement effects on an object's move
// (614.1a, 614.6): when several apply, the affected object's controller (or
// its owner, off the battlefield) chooses one, then again among those that
// still apply to the modified event, each applying once (616.1, 616.1f,
// 614.5). It returns the destination and whether the owner's library is
// to be shuffled.
func (g *Game) replaceZoneChange(id ObjectID, to Zone) (Zone, bool) {
	if g.exiledInstead(id, to) { // flashback and unearth (702.34a, 702.84a)
		return Exile, false
	}
	o := g.object(id)
	chooser := o.Owner
	if o.Zone == Battlefield {
		chooser = g.Controller(id)
	}
	applied := map[any]bool{}
	shuffle := false
	for {
		var shields []zoneShield
		for _, s := range g.zoneShields(o, to) {
			if !applied[s.key] {
				shields = append(shields, s)
			}
		}
		if len(shields) == 0 {
			return to, shuffle
		}
		labels := make([]string, len(shields))
		for i, s := range shields {
			labels[i] = s.label
		}
		i, err := g.decideReplacement(chooser, "which replacement effect applies to "+g.name(id)+" moving", labels)
		if err != nil {
			g.fail(err)
			return to, shuffle
		}
		s := shields[i]
		applied[s.key] = true
		to, shuffle = s.to, s.shuffle
		g.logf("replace", s.rule, "%s %s", g.name(id), s.line)
	}
}

// zoneVerb is how an object is put into a zone, for trace lines.
func zoneVerb(z Zone) string {
	if z == Exile {
		return "exiled"
	}
	return "put into " + z.String()
}
