package sim

import "slices"

// CastRestriction is a card's "Cast this spell only ..." (601.3): it
// functions in the hand, where the card is cast from (113.6e).
// DeclareAttackersIfAttacked is "only during the declare attackers step
// and only if you've been attacked this step"; AfterAnotherSpell "only if
// you've cast another spell this turn".
type CastRestriction struct {
	DeclareAttackersIfAttacked bool
	AfterAnotherSpell          bool
}

func (CastRestriction) static() {}

// castRestrictionReasons says why the card's own restrictions, or a spell
// with split second on the stack (702.61a), forbid p to cast it now
// (601.3).
func (g *Game) castRestrictionReasons(p PlayerID, id ObjectID) []Reason {
	reasons := g.splitSecondReasons()                    // 702.61a
	reasons = append(reasons, g.namedCastReasons(id)...) // another permanent's prohibition (601.3)
	reasons = append(reasons, g.nameBanReasons(id, "cast")...)
	for _, a := range g.abilitiesOfKind(id, StaticAbility) {
		r, ok := a.Static.(CastRestriction)
		if !ok {
			continue
		}
		if r.DeclareAttackersIfAttacked && !(g.turn.Step == DeclareAttackers && g.combat != nil && slices.Contains(g.combat.attacked, p)) {
			reasons = append(reasons, reason([]Rule{RuleCastPermission}, "it can be cast only during the declare attackers step in which %s has been attacked", g.players[p].Name))
		}
		if r.AfterAnotherSpell && g.players[p].spellsCast == 0 {
			reasons = append(reasons, reason([]Rule{RuleCastPermission}, "it can be cast only if %s has cast another spell this turn", g.players[p].Name))
		}
	}
	return reasons
}
