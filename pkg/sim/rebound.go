package sim

// Rebound (702.88a) is a static ability of an instant or sorcery spell:
// "If this spell was cast from your hand, instead of putting it into your
// graveyard as it resolves, exile it and, at the beginning of your next
// upkeep, you may cast this card from exile without paying its mana cost."
// A spell that doesn't resolve (countered, or every target illegal) is put
// into the graveyard as usual; a copy was never cast; a card cast from
// anywhere but its caster's own hand doesn't rebound. Instances are
// redundant (702.88c).

// NextYourUpkeep: "at the beginning of your next upkeep", the next upkeep
// of the ability's controller's own turn.
const NextYourUpkeep NextStep = 400

// markCastFromHand remembers whether the spell o was cast from its
// caster's own hand, for as long as it stays on the stack (702.88a).
func (g *Game) markCastFromHand(o *Object, fromHand bool) {
	g.changing(o)
	o.castFromHandAt = 0
	if fromHand {
		o.castFromHandAt = o.timestamp
	}
}

// reboundInstead exiles a resolving spell with rebound that was cast from
// its controller's hand instead of putting it into the graveyard, and
// creates the delayed triggered ability that may cast it again. When
// another replacement effect would also apply to the spell going to the
// graveyard, its controller chooses which applies (616.1). It reports
// whether it moved the spell.
func (g *Game) reboundInstead(it *StackItem) bool {
	o := g.object(it.Object)
	if o.castFromHandAt == 0 || o.castFromHandAt != o.timestamp || o.Owner != it.Controller || len(keywordsWith(g.Chars(o.ID), KwRebound)) == 0 {
		return false
	}
	if o.buybackAt != 0 && o.buybackAt == o.timestamp {
		g.fail(&NotSupportedError{What: "choosing between buyback and rebound for " + o.Card.Name + " (616.1)"})
		return true
	}
	if others := g.zoneShields(o, Graveyard); len(others) > 0 {
		if len(others) > 1 {
			g.fail(&NotSupportedError{What: "choosing among rebound and several other replacement effects for " + o.Card.Name + " (616.1)"})
			return true
		}
		labels := []string{o.Card.Name + " (rebound)", others[0].label}
		i, err := g.decideReplacement(it.Controller, "which replacement effect applies to "+o.Card.Name+" leaving the stack", labels)
		if err != nil {
			g.fail(err)
			return true
		}
		if i != 0 {
			return false // the other effect applies as the spell goes to the graveyard
		}
	}
	g.move(o.ID, Exile, NoPlayer)
	g.logf("replace", RuleRebound, "%s was cast from %s's hand and resolves; it is exiled instead of being put into the graveyard (rebound)", o.Card.Name, g.players[it.Controller].Name)
	if o.Zone != Exile {
		return true
	}
	g.addDelayed(delayedTrigger{at: NextYourUpkeep, controller: it.Controller, source: o.ID,
		ability:    &Ability{Kind: TriggeredAbility, Text: "Rebound", Effects: []Effect{reboundCast{}}},
		remembered: []objectRef{o.ref()}})
	g.logf("delayed trigger", RuleRebound, "a delayed triggered ability of %s will trigger at the beginning of %s's next upkeep", o.Card.Name, g.players[it.Controller].Name)
	return true
}

// reboundCast is the delayed triggered ability's "you may cast this card
// from exile without paying its mana cost" (702.88a, 702.88b): only the
// card it exiled, while it is still that object in exile (400.7). A card
// not cast stays in exile.
type reboundCast struct{}

func (reboundCast) apply(g *Game, r *resolution) error {
	for _, ref := range r.remembered {
		o := g.object(ref.id)
		if o == nil || o.Incarnation != ref.incarnation || o.Zone != Exile {
			g.logf("resolve", RuleRebound, "the card rebound exiled has left exile: it can't be cast")
			continue
		}
		if _, err := g.mayCastFree(r.controller, ref.id, RuleRebound); err != nil {
			return err
		}
	}
	return nil
}
