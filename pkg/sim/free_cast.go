package sim

import (
	"fmt"
	"reflect"
	"slices"
)

// Casting a card without paying its mana cost while an ability resolves
// (608.2g, 118.9, 601.2): cascade's "you may cast it" (702.85a) and
// rebound's (702.88a). The player follows 601.2a-i with no timing
// restriction and no priority after it; X is 0 (107.3b); the targets are
// answered in choose:, one per target.

// mayCastFree asks p whether to cast the card id without paying its mana
// cost and, if so, casts it. It reports whether the card was cast: not if
// p declines or it can't be cast (a land, no legal target for a required
// target, a restriction on casting it).
func (g *Game) mayCastFree(p PlayerID, id ObjectID, rule Rule) (bool, error) {
	o := g.object(id)
	name := o.Card.Name
	if g.Chars(id).HasType("land") {
		return false, nil // a land is played, not cast (305.1)
	}
	if err := g.freeCastSupported(id); err != nil {
		return false, err
	}
	if reasons := g.castRestrictionReasons(p, id); len(reasons) > 0 {
		g.logf("cast", rule, "%s can't be cast: %s", name, reasons[0].Text)
		return false, nil
	}
	specs := g.castTargets(id, nil)
	options := []string{"yes", "no"}
	if !g.hasLegalTargets(specs, id, p) {
		options = []string{"no"} // 601.2c: a required target with no legal choice
	}
	choice, err := g.decide(Decision{Player: p, Question: "whether to cast " + name + " without paying its mana cost", Options: options, Rule: rule})
	if err != nil || options[choice] != "yes" {
		return false, err
	}
	fromHand := o.Zone == Hand
	g.move(id, Stack, p)
	g.markCastFromHand(o, fromHand)
	spell := g.spellAbility(id)
	item := &StackItem{Spell: true, Object: id, Ability: spell, Controller: p}
	g.push(item)
	targets, err := g.chooseFreeCastTargets(specs, id, p, name)
	if err != nil {
		return false, err
	}
	item.targets = targets
	g.logf("cast", rule, "%s casts %s without paying its mana cost%s", g.players[p].Name, name, g.targetsText(targets))
	g.players[p].spellsCast++
	g.fire(event{kind: evCast, object: id, player: p, amount: g.players[p].spellsCast, spell: item})
	g.fireTargeted(item)
	return true, nil
}

// freeCastSupported refuses what casting without paying would have to ask
// that the engine does not: modes, divided damage, additional costs.
func (g *Game) freeCastSupported(id ObjectID) error {
	o := g.object(id)
	spell := g.spellAbility(id)
	switch {
	case spell != nil && len(spell.Modes) > 0:
		return &NotSupportedError{What: fmt.Sprintf("casting the modal %s without paying its mana cost (700.2)", o.Card.Name)}
	case spell != nil && dividedDamage(spell, nil) != nil:
		return &NotSupportedError{What: fmt.Sprintf("casting %s, which divides damage, without paying its mana cost (601.2d)", o.Card.Name)}
	case !reflect.ValueOf(o.Card.AdditionalCost).IsZero() || len(g.abilitiesOfKind(id, StaticAbility)) > 0 && g.hasAdditionalCostChoice(id):
		return &NotSupportedError{What: fmt.Sprintf("casting %s, which has an additional cost, without paying its mana cost (601.2b)", o.Card.Name)}
	}
	return nil
}

// hasAdditionalCostChoice reports whether the card offers additional
// costs to choose among as it is cast.
func (g *Game) hasAdditionalCostChoice(id ObjectID) bool {
	for _, a := range g.abilitiesOfKind(id, StaticAbility) {
		if _, ok := a.Static.(AdditionalCostChoice); ok {
			return true
		}
	}
	return false
}

// hasLegalTargets reports whether each required target of specs has a
// legal choice.
func (g *Game) hasLegalTargets(specs []TargetSpec, id ObjectID, p PlayerID) bool {
	for _, spec := range specs {
		if !spec.UpTo && len(g.legalTargets(spec, id, p, g.Chars(id))) == 0 {
			return false
		}
	}
	return true
}

// chooseFreeCastTargets asks p for each target of the spell now on the
// stack (601.2c); a spell can't target itself (115.5).
func (g *Game) chooseFreeCastTargets(specs []TargetSpec, id ObjectID, p PlayerID, name string) ([]chosenTarget, error) {
	var out []chosenTarget
	for _, spec := range specs {
		legal := slices.DeleteFunc(g.legalTargets(spec, id, p, g.Chars(id)), func(c chosenTarget) bool {
			return !c.IsPlayer() && c.Object == id || chosenForWord(specs, out, spec.Word, c.Target)
		})
		if len(legal) == 0 && !spec.UpTo {
			return nil, &NotSupportedError{What: fmt.Sprintf("reversing the cast of %s, which has no legal target once on the stack (601.2c)", name)}
		}
		labels := make([]string, len(legal))
		for i, c := range legal {
			labels[i] = g.TargetLabel(c.Target)
		}
		if spec.UpTo {
			labels = append(labels, NoTargetLabel)
		}
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("%s for %s", spec.Description, name), Options: labels, Rule: RuleChooseTargets})
		if err != nil {
			return nil, err
		}
		if i == len(legal) {
			out = append(out, chosenTarget{Target: NoTarget})
			continue
		}
		out = append(out, legal[i])
	}
	return out, nil
}
