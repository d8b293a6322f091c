package sim

import "fmt"

// RedirectNextDamage is "The next 1 damage that would be dealt to this
// creature this turn is dealt to target creature you control instead"
// (614.9): a redirection shield on each object of From, sending up to
// Amount damage, across events, to the object To names, from the same
// source. If that object is no longer a creature on the battlefield when
// the damage would be redirected, the shield does nothing.
type RedirectNextDamage struct {
	From, To Subject
	Amount   int
}

func (e RedirectNextDamage) apply(g *Game, r *resolution) error {
	tos, err := g.permanents(e.To, r)
	if err != nil || len(tos) != 1 {
		return err
	}
	to := g.object(tos[0]).ref()
	froms, err := g.permanents(e.From, r)
	for _, id := range froms {
		g.damageShields = append(g.damageShields, &damageShield{player: NoPlayer, object: g.object(id).ref(), left: e.Amount, redirect: &to,
			label: fmt.Sprintf("the next %d damage to %s is dealt to %s instead", e.Amount, g.name(id), g.name(to.id))})
		g.logf("redirect", RuleRedirect, "the next %d damage that would be dealt to %s this turn is to be dealt to %s instead", e.Amount, g.name(id), g.name(to.id))
	}
	return err
}

// redirect deals up to what the shield has left of amount to the object
// it redirects to instead, from the same source (the damage keeps being
// combat damage if it was), and returns what is left for the original
// recipient.
func (g *Game) redirect(s *damageShield, source ObjectID, from string, to Target, amount int, combat bool) (int, error) {
	o := g.object(s.redirect.id)
	if o.ref() != *s.redirect || o.Zone != Battlefield || !g.IsCreature(o.ID) {
		g.logf("redirect", RuleRedirect, "%s is no longer a creature on the battlefield: the damage is not redirected", g.name(o.ID))
		return amount, nil
	}
	n := min(amount, s.left)
	s.left -= n
	g.logf("redirect", RuleRedirect, "%d damage from %s to %s is dealt to %s instead", n, from, g.TargetLabel(to), g.name(o.ID))
	rule := RuleNone
	if combat {
		rule = RuleCombatDamage
	}
	if err := g.dealDamage(source, ObjectTarget(o.ID), n, rule); err != nil {
		return amount - n, err
	}
	return amount - n, nil
}
