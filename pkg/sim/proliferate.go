package sim

import "slices"

// ProliferateDone is the answer that ends the choice of what to
// proliferate: the player has chosen everything they want.
const ProliferateDone = "done"

// Proliferate is "Proliferate" (701.34a): the controller chooses any
// number of permanents and/or players that have a counter, then gives each
// one another counter of each kind it already has. The choice is not
// targeted; the player picks one at a time (players in APNAP order, then
// permanents in the order they came onto the battlefield) until they answer
// ProliferateDone or nothing is left to pick. The counters put on a
// permanent are put by the controller, so replacement effects that modify
// how many counters are put apply to each kind (614.1a).
type Proliferate struct{}

func (Proliferate) apply(g *Game, r *resolution) error {
	p := r.controller
	var players []PlayerID
	var permanents []ObjectID
	for _, q := range g.apnap() {
		if g.players[q].Poison > 0 {
			players = append(players, q)
		}
	}
	for _, id := range g.battlefield {
		if len(counterKinds(g.object(id))) > 0 {
			permanents = append(permanents, id)
		}
	}
	var chosenPlayers []PlayerID
	var chosen []ObjectID
	for len(players)+len(permanents) > 0 {
		options := []string{ProliferateDone}
		for _, q := range players {
			options = append(options, g.players[q].Name)
		}
		for _, id := range permanents {
			options = append(options, g.Label(id))
		}
		i, err := g.decide(Decision{Player: p, Question: "a permanent or player with a counter to proliferate, or done", Options: options, Rule: RuleProliferate})
		if err != nil {
			return err
		}
		if i == 0 {
			break
		}
		if i--; i < len(players) {
			chosenPlayers = append(chosenPlayers, players[i])
			players = slices.Delete(players, i, i+1)
			continue
		}
		i -= len(players)
		chosen = append(chosen, permanents[i])
		permanents = slices.Delete(permanents, i, i+1)
	}
	if len(chosenPlayers)+len(chosen) == 0 {
		g.logf("counters", RuleProliferate, "%s proliferates and chooses nothing", g.players[p].Name)
		return nil
	}
	for _, q := range chosenPlayers {
		pl := g.players[q]
		pl.Poison++
		g.invalidate()
		g.logf("counters", RuleProliferate, "%s proliferates: %s gets a poison counter (%d)", g.players[p].Name, pl.Name, pl.Poison)
	}
	for _, id := range chosen {
		for _, kind := range counterKinds(g.object(id)) {
			n, err := g.replaceAmount(PutCountersEvent, g.Controller(id), id, kind, 1) // 614.1a
			if err != nil {
				return err
			}
			g.addCounters(g.object(id), kind, n)
			g.stampCounters(g.object(id), kind)
			g.invalidate()
			g.logf("counters", RuleProliferate, "%s proliferates: %d %s counter(s) are put on %s", g.players[p].Name, n, kind, g.name(id))
		}
	}
	return nil
}
