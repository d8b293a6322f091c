package sim

import "slices"

// DuringYourUpkeep is "Activate only during your upkeep" (602.5b): the
// controller's turn, in the upkeep step.
type DuringYourUpkeep struct{}

func (DuringYourUpkeep) holds(g *Game, you PlayerID, _ ObjectID) bool {
	return g.turn.Active == you && g.turn.Step == Upkeep
}

// BeforeAttackers is "Activate only during your turn, before attackers are
// declared" (602.5b): the controller's turn, before its declare attackers
// step has begun (508.1).
type BeforeAttackers struct{}

func (BeforeAttackers) holds(g *Game, you PlayerID, _ ObjectID) bool {
	return g.turn.Active == you && g.turn.Step < DeclareAttackers
}

// AttackedThisTurn is "Activate only if this creature attacked this turn"
// (boast, 702.142a): the source was declared as an attacker this turn, as
// the object it is now (400.7).
type AttackedThisTurn struct{}

func (AttackedThisTurn) holds(g *Game, _ PlayerID, source ObjectID) bool {
	return slices.Contains(g.attackedThisTurn, g.objects[source].ref())
}
