package sim

import "slices"

// Condition is a state of the game a triggered ability's intervening "if"
// clause requires, checked when it would trigger and again on resolution
// (603.4).
type Condition interface {
	holds(g *Game, controller PlayerID) bool
}

// YouControlEachGreatestPower: "you control each creature on the
// battlefield with the greatest power" (false when there are no creatures).
type YouControlEachGreatestPower struct{}

func (YouControlEachGreatestPower) holds(g *Game, you PlayerID) bool {
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

func (NoCreatures) holds(g *Game, _ PlayerID) bool {
	return !slices.ContainsFunc(g.battlefield, g.IsCreature)
}

// YouControlA is "if you control a[n] TYPE" (Activate only if you control
// an artifact).
type YouControlA struct{ Type string }

func (c YouControlA) holds(g *Game, you PlayerID) bool {
	return len(g.permanentsOfType(you, c.Type)) > 0
}
