package sim

import "slices"

// DuringYourUpkeep is "Activate only during your upkeep" (602.5b): the
// controller's turn, in the upkeep step.
type DuringYourUpkeep struct{}

func (DuringYourUpkeep) holds(ctx filterContext) bool {
	return ctx.g.turn.Active == ctx.you && ctx.g.turn.Step == Upkeep
}

func (DuringYourUpkeep) reads() charBits { return 0 }

// BeforeAttackers is "Activate only during your turn, before attackers are
// declared" (602.5b): the controller's turn, before its declare attackers
// step has begun (508.1).
type BeforeAttackers struct{}

func (BeforeAttackers) holds(ctx filterContext) bool {
	return ctx.g.turn.Active == ctx.you && ctx.g.turn.Step < DeclareAttackers
}

func (BeforeAttackers) reads() charBits { return 0 }

// AttackedThisTurn is "Activate only if this creature attacked this turn"
// (boast, 702.142a): the source was declared as an attacker this turn, as
// the object it is now (400.7).
type AttackedThisTurn struct{}

func (AttackedThisTurn) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && slices.Contains(ctx.g.attackedThisTurn, o.ref())
}

func (AttackedThisTurn) reads() charBits { return 0 }
