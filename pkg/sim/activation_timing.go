package sim

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
