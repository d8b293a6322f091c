package sim

import "fmt"

// Discard makes each player of Who discard Count cards of their choice
// (701.9a, 701.9b).
// With Random, the cards are chosen at random (701.9b), from the game's
// seed.
// With ChooserIsController, the effect's controller looks at the hand and
// chooses ("Target opponent reveals their hand. You choose a nonland card
// from it. That player discards that card."); What limits the cards that
// can be chosen.
type Discard struct {
	Who                 Subject
	Count               int
	Random              bool
	ChooserIsController bool
	What                *Filter
}

func (e Discard) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	for _, p := range ps {
		switch {
		case err != nil:
		case e.Random:
			g.discardAtRandom(p, e.Count)
		case e.ChooserIsController || e.What != nil:
			chooser := p
			if e.ChooserIsController {
				// "Target opponent reveals their hand. You choose ...": the
				// chooser sees the whole hand (701.20a).
				chooser = r.controller
				g.revealHand(p)
			}
			err = g.discardChosen(p, chooser, e.Count, e.What, r)
		default:
			err = g.discard(p, e.Count, "")
		}
	}
	return err
}

// discardAtRandom makes p discard n cards chosen at random (701.9b).
func (g *Game) discardAtRandom(p PlayerID, n int) {
	pl := g.players[p]
	for range n {
		if len(pl.hand) == 0 {
			return
		}
		id := pl.hand[g.random().IntN(len(pl.hand))]
		g.move(id, Graveyard, NoPlayer)
		g.logf("discard", RuleDiscard, "%s discards %s at random", pl.Name, g.name(id))
		g.noteDiscarded(p, id)
	}
}

// discard makes p discard n cards, one at a time, each of their choice;
// with n or fewer cards in hand they discard them all without being asked.
func (g *Game) discard(p PlayerID, n int, why string) error {
	return g.discardWith(p, n, why, RuleDiscard)
}

// discardWith is discard citing rule for the choice ("discard to hand
// size" in cleanup cites 514.1).
func (g *Game) discardWith(p PlayerID, n int, why string, rule Rule) error {
	pl := g.players[p]
	for range n {
		if len(pl.hand) == 0 {
			return nil
		}
		options := make([]string, len(pl.hand))
		for i, id := range pl.hand {
			options[i] = g.name(id)
		}
		question := fmt.Sprintf("a card to discard (%d in hand)", len(pl.hand))
		if why != "" {
			question = fmt.Sprintf("a card to discard %s (%d in hand)", why, len(pl.hand))
		}
		i, err := g.decide(Decision{Player: p, Question: question, Options: options, Rule: rule})
		if err != nil {
			return err
		}
		id := pl.hand[i]
		g.move(id, Graveyard, NoPlayer)
		g.logf("discard", rule, "%s discards %s", pl.Name, g.name(id))
		g.noteDiscarded(p, id)
	}
	return nil
}

// discardChosen makes p discard n cards that pass what (any card when
// nil), each chosen by chooser from p's hand (701.9b); with none left that
// pass, nothing more is discarded.
func (g *Game) discardChosen(p, chooser PlayerID, n int, what *Filter, r *resolution) error {
	pl := g.players[p]
	for range n {
		var candidates []ObjectID
		ctx := g.filterContextNow(r.source, r.controller)
		for _, id := range pl.hand {
			if what == nil || what.matches(ctx, id) {
				candidates = append(candidates, id)
			}
		}
		if len(candidates) == 0 {
			return nil
		}
		options := make([]string, len(candidates))
		for i, id := range candidates {
			options[i] = g.name(id)
		}
		i, err := g.decide(Decision{Player: chooser, Question: fmt.Sprintf("a card for %s to discard from their hand", pl.Name), Options: options, Rule: RuleDiscard})
		if err != nil {
			return err
		}
		id := candidates[i]
		g.move(id, Graveyard, NoPlayer)
		g.logf("discard", RuleDiscard, "%s discards %s", pl.Name, g.name(id))
		g.noteDiscarded(p, id)
	}
	return nil
}
