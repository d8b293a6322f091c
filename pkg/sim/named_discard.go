package sim

import "slices"

// NamedDiscard is "Choose a nonland card name. Target player reveals their
// hand. That player discards a card with that name. If they can't, you
// draw a card." (Brain Pry): the controller chooses a name of the Kind as
// it resolves (201.4, 608.2d), the player Who reveals their hand (701.20a)
// and discards one card with that name of their choice (701.9a), or, with
// none, the controller draws a card.
type NamedDiscard struct {
	Kind NameKind
	Who  Subject
}

func (e NamedDiscard) apply(g *Game, r *resolution) error {
	name, p, ok, err := g.nameForPlayer(r, e.Kind, e.Who)
	if !ok {
		return err
	}
	g.revealHand(p)
	if !slices.ContainsFunc(g.players[p].hand, func(id ObjectID) bool { return g.hasName(id, name) }) {
		g.logf("discard", RuleDiscard, "%s can't discard a card named %s", g.players[p].Name, name)
		g.draw(r.controller, 1)
		return nil
	}
	return g.discardChosen(p, p, 1, &Filter{Name: name, Zones: []Zone{Hand}}, r)
}
