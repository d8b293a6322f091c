package sim

// Buyback (702.27a): "You may pay an additional [cost] as you cast this
// spell" and "If the buyback cost was paid, put this spell into its
// owner's hand instead of into that player's graveyard as it resolves." A
// countered spell goes to the graveyard all the same.

// buybackCost adds the buyback cost to the cost of a spell cast with it,
// or refuses a spell without buyback.
func (g *Game) buybackCost(id ObjectID, buyback bool, cost ManaCost) (ManaCost, []Reason) {
	if !buyback {
		return cost, nil
	}
	extra, ok := keywordCost(g.Chars(id), KwBuyback)
	if !ok {
		return cost, []Reason{reason([]Rule{RuleBuyback}, "%s has no buyback cost", g.name(id))}
	}
	return cost.Plus(extra), nil
}

// markBuyback remembers that the spell o was cast with its buyback cost.
func (g *Game) markBuyback(o *Object) {
	g.changing(o)
	o.buybackAt = o.timestamp
	g.logf("cast", RuleBuyback, "%s's buyback cost is paid", o.Card.Name)
}

// resolvedSpellGoes puts an instant or sorcery spell where it goes as it
// finishes resolving: its owner's graveyard (608.2n), or their hand if its
// buyback cost was paid (702.27a), or exile by rebound (702.88a).
func (g *Game) resolvedSpellGoes(it *StackItem) {
	o := g.object(it.Object)
	if g.reboundInstead(it) {
		return
	}
	if o.buybackAt != 0 && o.buybackAt == o.timestamp {
		g.move(o.ID, Hand, NoPlayer)
		if o.Zone == Hand {
			g.logf("zone", RuleBuyback, "%s is put into %s's hand (buyback)", o.Card.Name, g.players[o.Owner].Name)
			return
		}
		g.logf("zone", RuleBuyback, "%s is put into %s", o.Card.Name, o.Zone)
		return
	}
	g.move(it.Object, Graveyard, it.Controller)
	g.logf("zone", RuleInstantToGraveyard, "%s is put into %s's graveyard", o.Card.Name, g.players[o.Owner].Name)
}
