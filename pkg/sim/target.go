package sim

import "slices"

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

// NoTarget is an "up to" target left unchosen (601.2c).
var NoTarget = Target{Player: NoPlayer}

// IsNone reports whether the target was left unchosen.
func (t Target) IsNone() bool { return t == NoTarget }

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
func (g *Game) targetProblem(spec TargetSpec, t chosenTarget, source ObjectID, controller PlayerID, src *Characteristics) *Reason {
	if !g.allowedTarget(spec, t, source, controller) {
		r := reason([]Rule{RuleChooseTargets}, "%s is not a legal choice for %s", g.describeTarget(t.Target), spec.Description)
		return &r
	}
	return g.untargetable(spec, t, controller, src)
}

// allowedTarget reports whether t is a player or object of the kind spec
// asks for (and still the object chosen): the first test of targetProblem,
// which legalTargets makes of every player and object without writing the
// reason of each that fails.
func (g *Game) allowedTarget(spec TargetSpec, t chosenTarget, source ObjectID, controller PlayerID) bool {
	if t.IsPlayer() {
		return spec.Players && !g.players[t.Player].Lost && spec.PlayerRelation.allows(t.Player, controller)
	}
	o := g.object(t.Object)
	return o != nil && o.Incarnation == t.incarnation && spec.Objects != nil && spec.Objects.matches(g.filterContextNow(source, controller), t.Object)
}

// untargetable says why an allowed target can't be targeted by a spell or
// ability whose source has characteristics src: a permanent's shroud,
// hexproof, protection or power (the rest of targetProblem); nil when
// nothing stops it.
func (g *Game) untargetable(spec TargetSpec, t chosenTarget, controller PlayerID, src *Characteristics) *Reason {
	if t.IsPlayer() || g.object(t.Object).Zone != Battlefield {
		return nil
	}
	c := g.Chars(t.Object)
	if r := powerBelowSourceProblem(spec, c, src); r != nil {
		return r
	}
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
func (g *Game) chooseTargets(specs []TargetSpec, proposed []Target, source ObjectID, controller PlayerID, src *Characteristics) ([]chosenTarget, []Reason) {
	// "up to" targets left out at the end are left unchosen (601.2c).
	for len(proposed) < len(specs) && specs[len(proposed)].UpTo && !slices.ContainsFunc(specs[len(proposed):], func(s TargetSpec) bool { return !s.UpTo }) {
		proposed = append(slices.Clone(proposed), NoTarget)
	}
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
		chosen[i] = c
		if t.IsNone() {
			if !specs[i].UpTo {
				reasons = append(reasons, reason([]Rule{RuleChooseTargets}, "%s must be chosen: only an \"up to\" target may be left unchosen", specs[i].Description))
			}
			continue
		}
		if !t.IsPlayer() {
			chosen[i].incarnation = g.object(t.Object).Incarnation
		}
		if r := g.targetProblem(specs[i], chosen[i], source, controller, src); r != nil {
			reasons = append(reasons, *r)
		}
		if chosenForWord(specs, chosen[:i], specs[i].Word, t) {
			reasons = append(reasons, reason([]Rule{RuleSameTargetOnce}, "%s is chosen twice for %s", g.describeTarget(t), specs[i].Description))
		}
	}
	return chosen, reasons
}

// chosenForWord reports whether t is already among the targets chosen for
// the same "target" word (115.3).
func chosenForWord(specs []TargetSpec, chosen []chosenTarget, word int, t Target) bool {
	if word == 0 {
		return false
	}
	for i, c := range chosen {
		if specs[i].Word == word && c.Target == t {
			return true
		}
	}
	return false
}

// describeTarget names a target with where it is, for refusals.
func (g *Game) describeTarget(t Target) string {
	if t.IsPlayer() {
		return "player " + g.players[t.Player].Name
	}
	o := g.object(t.Object)
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
