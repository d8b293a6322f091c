package sim

// PutFromHand is "You may put a land card from your hand onto the
// battlefield [tapped]": the controller chooses a card of their hand that
// passes What, or none (the effect says "may"), and puts it onto the
// battlefield under their control. This is not playing a land (305.4) nor
// casting a spell: it needs no land play left, no timing permission, and
// no cost is paid (an X in its cost is 0, 107.3m).
type PutFromHand struct {
	What   *Filter
	Tapped bool
}

func (e PutFromHand) apply(g *Game, r *resolution) error {
	p := r.controller
	pl := g.players[p]
	id, err := g.chooseCardOrNothing(p, pl.hand, e.What, g.filterContextNow(r.source, p),
		e.What.Phrase+" to put from your hand onto the battlefield", RulePutLand)
	if err != nil || id == 0 {
		return err
	}
	g.moveEntering(id, Battlefield, p, entering{tapped: e.Tapped})
	g.logf("put", RulePutLand, "%s puts %s from their hand onto the battlefield", pl.Name, g.name(id))
	return nil
}

// chooseCardOrNothing has player p choose one of the cards of zone that
// pass what, or nothing (0).
func (g *Game) chooseCardOrNothing(p PlayerID, zone []ObjectID, what *Filter, ctx filterContext, question string, rule Rule) (ObjectID, error) {
	var candidates []ObjectID
	for _, id := range zone {
		if what.matches(ctx, id) {
			candidates = append(candidates, id)
		}
	}
	options := []string{"nothing"}
	for _, id := range candidates {
		options = append(options, g.Label(id))
	}
	i, err := g.decide(Decision{Player: p, Question: question, Options: options, Rule: rule})
	if err != nil || i == 0 {
		return 0, err
	}
	return candidates[i-1], nil
}
