package sim

// Target is a chosen target: a player, or an object (Player is NoPlayer).
type Target struct {
	Player PlayerID
	Object ObjectID
}

// PlayerTarget is a target that is a player.
func PlayerTarget(p PlayerID) Target { return Target{Player: p} }

// ObjectTarget is a target that is an object.
func ObjectTarget(id ObjectID) Target { return Target{Player: NoPlayer, Object: id} }

// IsPlayer reports whether the target is a player.
func (t Target) IsPlayer() bool { return t.Player != NoPlayer }

// chosenTarget is a target as chosen: an object target remembers the object
// it was (400.7), so a card that changed zones is no longer that target.
type chosenTarget struct {
	Target
	incarnation int
}

// targetName renders a target for messages and the log.
func (g *Game) targetName(t Target) string {
	if t.IsPlayer() {
		return g.players[t.Player].Name
	}
	return g.name(t.Object)
}

// targetProblem says why t is not a legal choice for spec of a spell or
// ability controlled by controller whose source has characteristics src
// (115, 601.2c, 608.2b), or returns nil when it is legal.
func (g *Game) targetProblem(spec TargetSpec, t chosenTarget, controller PlayerID, src *Characteristics) *Reason {
	notAllowed := func() *Reason {
		r := reason([]Rule{RuleChooseTargets}, "%s is not a legal choice for %s", g.describeTarget(t.Target), spec.Description)
		return &r
	}
	if t.IsPlayer() {
		if !spec.Players || g.players[t.Player].Lost || !spec.PlayerRelation.allows(t.Player, controller) {
			return notAllowed()
		}
		return nil
	}
	o := g.objects[t.Object]
	if o == nil || o.Incarnation != t.incarnation || spec.Objects == nil || !spec.Objects.matches(g.filterContextNow(0, controller), t.Object) {
		return notAllowed()
	}
	if o.Zone != Battlefield {
		return nil
	}
	c := g.Chars(t.Object)
	switch {
	case c.HasKeyword(KwShroud):
		r := reason([]Rule{RuleShroud}, "%s has shroud: it can't be the target of spells or abilities", c.Name)
		return &r
	case c.HasKeyword(KwHexproof) && c.Controller != controller:
		r := reason([]Rule{RuleHexproof}, "%s has hexproof: it can't be the target of spells or abilities %s's opponents control", c.Name, g.players[c.Controller].Name)
		return &r
	case protectedFrom(c, src):
		r := reason([]Rule{RuleProtectionTarget}, "%s has protection from %s: it can't be the target of %s", c.Name, src.Name, src.Name)
		return &r
	}
	return nil
}

// chooseTargets checks the targets proposed for a spell or ability against
// its target specs (601.2c) and records them as chosen.
func (g *Game) chooseTargets(specs []TargetSpec, proposed []Target, controller PlayerID, src *Characteristics) ([]chosenTarget, []Reason) {
	if len(proposed) != len(specs) {
		descr := make([]string, len(specs))
		for i, s := range specs {
			descr[i] = s.Description
		}
		return nil, []Reason{reason([]Rule{RuleChooseTargets}, "it needs %d target(s) (%s), %d given",
			len(specs), joinOr(descr, "no target"), len(proposed))}
	}
	var reasons []Reason
	chosen := make([]chosenTarget, len(proposed))
	for i, t := range proposed {
		c := chosenTarget{Target: t}
		if !t.IsPlayer() {
			c.incarnation = g.objects[t.Object].Incarnation
		}
		if r := g.targetProblem(specs[i], c, controller, src); r != nil {
			reasons = append(reasons, *r)
		}
		chosen[i] = c
	}
	return chosen, reasons
}

// describeTarget names a target with where it is, for refusals.
func (g *Game) describeTarget(t Target) string {
	if t.IsPlayer() {
		return "player " + g.players[t.Player].Name
	}
	o := g.objects[t.Object]
	return o.Card.Name + " (in " + o.Zone.String() + ")"
}

func joinOr(list []string, empty string) string {
	if len(list) == 0 {
		return empty
	}
	out := list[0]
	for _, s := range list[1:] {
		out += ", " + s
	}
	return out
}
