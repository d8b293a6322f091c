package sim

// Surge (702.117a): "You may pay [cost] rather than pay this spell's mana
// cost as you cast this spell if you or one of your teammates has cast
// another spell this turn." A scenario's game has no teams (a Free-for-All
// when more than two play), so it is the caster's own spells that count;
// the spell being cast is not counted until it has been cast (601.2i).

// castAnotherSpellThisTurn is surge's condition.
type castAnotherSpellThisTurn struct{}

func (castAnotherSpellThisTurn) holds(ctx filterContext) bool {
	return ctx.you != NoPlayer && ctx.g.players[ctx.you].spellsCast > 0
}

func (castAnotherSpellThisTurn) reads() charBits { return readsController }
