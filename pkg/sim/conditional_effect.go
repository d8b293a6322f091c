package sim

// IfCondition is "If [condition], [effects]." or "[effects] if
// [condition]." in a spell or ability: the condition is read as the
// instructions are followed (608.2c), and the effects happen only if it is
// true then; Else are the effects of "Otherwise, ..." or those "[effects]
// instead" replaces. It is no intervening "if" (603.4 applies only to an
// "if" right after a trigger condition), so the ability is put on the stack
// either way.
type IfCondition struct {
	If   Condition
	Then []Effect
	Else []Effect
}

func (e IfCondition) apply(g *Game, r *resolution) error {
	if !g.conditionHolds(e.If, r.source, r.controller) {
		g.logf("resolve", RuleConditionalEffect, "%s: its condition is false", g.name(r.source))
		return g.applyEffects(e.Else, r)
	}
	return g.applyEffects(e.Then, r)
}

// entersUntapped reports whether the condition of "enters tapped unless
// [condition]" is true for a permanent entering the battlefield: read for
// its controller, with the permanent itself left out, since the replacement
// applies before it is there (614.1d, 614.12).
func (g *Game) entersUntapped(o *Object, unless Condition) bool {
	if unless == nil {
		return false
	}
	if g.enteringConditionHolds(o, unless) {
		g.logf("enter", RuleEntersUnless, "%s enters untapped: its condition is true", o.Card.Name)
		return true
	}
	return false
}

// enteringConditionHolds reads the condition of a replacement effect on how
// a permanent enters, for its controller and without it, since the
// replacement applies before it is on the battlefield (614.1c, 614.12).
func (g *Game) enteringConditionHolds(o *Object, c Condition) bool {
	ctx := g.filterContextNow(o.ID, g.Controller(o.ID))
	ctx.objects = func(id ObjectID) *Object {
		if id == o.ID {
			return nil
		}
		return g.object(id)
	}
	return c.holds(ctx)
}
