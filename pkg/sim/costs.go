package sim

import (
	"fmt"
	"slices"
)

// otherCostReasons checks the costs besides mana, {T} and {Q}: life
// (119.4), a counter to remove, a permanent to sacrifice, cards to
// discard. Where the card itself must be for "Discard this card" or "Exile
// this card from your graveyard" is the zone its ability works from,
// which Activate checks (113.6j).
func (g *Game) otherCostReasons(p PlayerID, o *Object, c Cost) []Reason {
	reasons := g.crewReasons(p, o, c)
	if c.Life > 0 && g.players[p].Life < c.Life {
		reasons = append(reasons, reason([]Rule{RulePayLife}, "%s has %d life and can't pay %d", g.players[p].Name, g.players[p].Life, c.Life))
	}
	if c.RemoveCounter != "" && o.Counters[c.RemoveCounter] < 1 {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s has no %s counter to remove", o.Card.Name, c.RemoveCounter))
	}
	if c.Sacrifice != "" && len(g.sacrificeCandidates(p, o, c)) < max(1, c.SacrificeCount) {
		need := "no " + c.Sacrifice
		if c.SacrificeCount > 1 {
			need = fmt.Sprintf("fewer than %d %s", c.SacrificeCount, c.Sacrifice)
		}
		reasons = append(reasons, reason([]Rule{RuleSacrifice}, "%s controls %s to sacrifice", g.players[p].Name, need))
	}
	reasons = append(reasons, g.moreCostReasons(p, o, c)...)
	others := len(g.players[p].hand)
	if o.Zone == Hand {
		others-- // a spell being cast is not there to discard
	}
	if c.Discard > others {
		reasons = append(reasons, reason([]Rule{RuleDiscard, RulePayCost}, "%s has %d other card(s) in hand and can't discard %d", g.players[p].Name, others, c.Discard))
	}
	return reasons
}

func (g *Game) permanentsOfType(p PlayerID, cardType string) []ObjectID {
	var out []ObjectID
	for _, id := range g.battlefield {
		if o := g.object(id); g.Controller(o.ID) == p && g.isKind(o.ID, cardType) {
			out = append(out, id)
		}
	}
	return out
}

// payOtherCosts pays those costs. What a sacrificed land could produce is
// remembered for "any type the sacrificed land could produce".
func (g *Game) payOtherCosts(p PlayerID, o *Object, c Cost, r *resolution) error {
	if err := g.payCrew(p, o, c); err != nil {
		return err
	}
	if err := g.payMoreCosts(p, o, c); err != nil {
		return err
	}
	g.payLife(p, c.Life, RulePayLife)
	if c.RemoveCounter != "" {
		g.addCounters(o, c.RemoveCounter, -1)
		g.invalidate()
		g.logf("pay", RulePayCost, "a %s counter is removed from %s", c.RemoveCounter, o.Card.Name)
	}
	if c.Discard > 0 {
		if err := g.discard(p, c.Discard, "to pay for "+o.Card.Name); err != nil {
			return err
		}
	}
	if c.DiscardSelf {
		g.move(o.ID, Graveyard, NoPlayer)
		g.logf("discard", RuleDiscard, "%s discards %s", g.players[p].Name, o.Card.Name)
		g.noteDiscarded(p, o.ID)
	}
	if c.ExileSelfFromGraveyard {
		g.move(o.ID, Exile, NoPlayer)
		g.logf("exile", RulePayCost, "%s exiles %s from their graveyard", g.players[p].Name, o.Card.Name)
	}
	if c.SacrificeSelf {
		r.sacrificedCouldProduce = g.couldProduceAll()[o.ID]
		g.noteSacrificed(p, o.ID)
		g.move(o.ID, Graveyard, NoPlayer)
		g.logf("sacrifice", RuleSacrifice, "%s sacrifices %s", g.players[p].Name, o.Card.Name)
	}
	if c.Sacrifice == "" {
		return nil
	}
	for range max(1, c.SacrificeCount) {
		candidates := g.sacrificeCandidates(p, o, c)
		i, err := g.chooseObject(p, candidates, fmt.Sprintf("a %s to sacrifice to pay for %s", c.Sacrifice, o.Card.Name), RuleSacrifice)
		if err != nil {
			return err
		}
		victim := candidates[i]
		r.sacrificedCouldProduce = g.couldProduceAll()[victim]
		r.sacrificed = g.lastKnown(victim)
		g.noteSacrificed(p, victim)
		g.move(victim, Graveyard, NoPlayer)
		g.logf("sacrifice", RuleSacrifice, "%s sacrifices %s", g.players[p].Name, g.name(victim))
	}
	return nil
}

// chooseObject has p choose one of candidates, labelled for the question.
func (g *Game) chooseObject(p PlayerID, candidates []ObjectID, question string, rule Rule) (int, error) {
	labels := make([]string, len(candidates))
	for i, id := range candidates {
		labels[i] = g.Label(id)
	}
	return g.decide(Decision{Player: p, Question: question, Options: labels, Rule: rule})
}

// sacrificeCandidates lists what p may sacrifice for the cost c of o's
// ability: permanents of the type p controls, without o for "another".
func (g *Game) sacrificeCandidates(p PlayerID, o *Object, c Cost) []ObjectID {
	out := g.permanentsOfType(p, c.Sacrifice)
	if c.SacrificeAnother {
		out = slices.DeleteFunc(out, func(id ObjectID) bool { return id == o.ID })
	}
	return out
}
