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

// targetLegal reports whether t is a legal choice for spec of a spell or
// ability controlled by controller (115, 601.2c, 608.2b).
func (g *Game) targetLegal(spec TargetSpec, t chosenTarget, controller PlayerID) bool {
	if t.IsPlayer() {
		return spec.Players && !g.players[t.Player].Lost && spec.Control.allows(t.Player, controller)
	}
	o := g.objects[t.Object]
	if o == nil || o.Incarnation != t.incarnation || o.Zone != spec.Zone {
		return false
	}
	if spec.OwnZone && o.Owner != controller {
		return false
	}
	if o.Zone == Battlefield && !spec.Control.allows(o.controller, controller) {
		return false
	}
	if !slices.ContainsFunc(spec.Types, o.Card.HasType) {
		return false
	}
	return spec.MaxManaValue < 0 || g.ManaValue(o.ID) <= spec.MaxManaValue
}

// chooseTargets checks the targets proposed for a spell or ability against
// its target specs (601.2c) and records them as chosen.
func (g *Game) chooseTargets(specs []TargetSpec, proposed []Target, controller PlayerID) ([]chosenTarget, []Reason) {
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
		if !g.targetLegal(specs[i], c, controller) {
			reasons = append(reasons, reason([]Rule{RuleChooseTargets}, "%s is not a legal choice for %s", g.describeTarget(t), specs[i].Description))
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

// allows reports whether a player (a permanent's controller, or a target
// player) passes the filter for an ability controlled by you.
func (f ControlFilter) allows(p, you PlayerID) bool {
	switch f {
	case YouControl:
		return p == you
	case OpponentControls:
		return p != you
	}
	return true
}
