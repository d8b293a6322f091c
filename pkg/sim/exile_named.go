package sim

import "fmt"

// ExileNamed is "Choose a card name. Search target opponent's graveyard,
// hand, and library for up to four cards (any number of cards, all cards)
// with that name and exile them. Then that player shuffles." (201.4,
// 701.23): the controller chooses a name of the Kind as it resolves
// (608.2d), then searches the three zones of the player Who. Each card
// with the name is asked in turn, graveyard, hand, then library, exile or
// leave, until Max are exiled (0: no limit). A player searching a hidden
// zone needn't find the cards even if they are there (701.23b), so only
// with All are the graveyard's cards exiled without asking. Then that
// player shuffles (701.24a) and, with DrawForHand, draws a card for each
// card exiled from their hand.
type ExileNamed struct {
	Kind        NameKind
	Who         Subject
	Max         int
	All         bool
	DrawForHand bool
}

func (e ExileNamed) apply(g *Game, r *resolution) error {
	name, p, ok, err := g.nameForPlayer(r, e.Kind, e.Who)
	if !ok {
		return err
	}
	pl := g.players[p]
	g.logf("search", RuleSearch, "%s searches %s's graveyard, hand and library for cards named %s", g.players[r.controller].Name, pl.Name, name)
	var chosen []ObjectID
	fromHand := 0
	for _, zone := range []struct {
		z    Zone
		list []ObjectID
	}{{Graveyard, pl.graveyard}, {Hand, pl.hand}, {Library, pl.library}} {
		for _, id := range append([]ObjectID(nil), zone.list...) {
			if !g.hasName(id, name) || e.Max > 0 && len(chosen) == e.Max {
				continue
			}
			if !(e.All && zone.z == Graveyard) {
				rule := RuleSearchMayFail // a hidden zone (701.23b)
				if zone.z == Graveyard {
					rule = RuleSearch // "any number", "up to four": none need be taken
				}
				i, err := g.decide(Decision{Player: r.controller, Question: fmt.Sprintf("exile %s from %s's %s?", g.name(id), pl.Name, zone.z),
					Options: []string{"exile", "leave"}, Rule: rule})
				if err != nil {
					return err
				}
				if i == 1 {
					continue
				}
			}
			chosen = append(chosen, id)
			if zone.z == Hand {
				fromHand++
			}
		}
	}
	for _, id := range chosen {
		from := g.object(id).Zone
		g.move(id, Exile, NoPlayer)
		g.logf("zone", RuleSearch, "%s is exiled from %s's %s", g.name(id), pl.Name, from)
	}
	g.shuffle(p)
	if e.DrawForHand && fromHand > 0 {
		g.draw(p, fromHand)
	}
	return nil
}
