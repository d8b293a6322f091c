package sim

import "slices"

// Condition is a state of the game a triggered ability's intervening "if"
// clause requires, checked when it would trigger and again on resolution
// (603.4).
type Condition interface {
	// holds reports whether the condition is true for the ability of
	// source controlled by you.
	holds(g *Game, you PlayerID, source ObjectID) bool
}

// YouControlEachGreatestPower: "you control each creature on the
// battlefield with the greatest power" (false when there are no creatures).
type YouControlEachGreatestPower struct{}

func (YouControlEachGreatestPower) holds(g *Game, you PlayerID, _ ObjectID) bool {
	greatest, found := 0, false
	for _, id := range g.battlefield {
		if p, _, ok := g.PowerToughness(id); ok && g.IsCreature(id) && (!found || p > greatest) {
			greatest, found = p, true
		}
	}
	if !found {
		return false
	}
	for _, id := range g.battlefield {
		if p, _, _ := g.PowerToughness(id); g.IsCreature(id) && p == greatest && g.Controller(id) != you {
			return false
		}
	}
	return true
}

// NoCreatures: "if no creatures are on the battlefield".
type NoCreatures struct{}

func (NoCreatures) holds(g *Game, _ PlayerID, _ ObjectID) bool {
	return !slices.ContainsFunc(g.battlefield, g.IsCreature)
}

// YouControlA is "if you control a[n] TYPE" (Activate only if you control
// an artifact).
type YouControlA struct{ Type string }

func (c YouControlA) holds(g *Game, you PlayerID, _ ObjectID) bool {
	return len(g.permanentsOfType(you, c.Type)) > 0
}

// YouControlNone is "you control no [objects]": no permanent you control
// passes the filter, read with the ability's source as "this" ("you control
// no other creatures").
type YouControlNone struct{ Filter Filter }

func (c YouControlNone) holds(g *Game, you PlayerID, source ObjectID) bool {
	ctx := g.filterContextNow(source, you)
	for _, id := range g.battlefield {
		if g.Controller(id) == you && c.Filter.matches(ctx, id) {
			return false
		}
	}
	return true
}
