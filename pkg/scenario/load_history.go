package scenario

import (
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// turnHistoryKeys are the keys of a player's this_turn: in start:.
var turnHistoryKeys = []string{"cards_drawn", "life_gained", "life_lost", "lands_played"}

// loadTurnHistory reads a player's this_turn: what they did earlier in the
// starting turn ({cards_drawn: 1}: the draw step's card), for conditions
// and triggers that count this turn's events ("your second card each
// turn", "if you gained life this turn").
func (l *loader) loadTurnHistory(ps *PlayerStart, n *yaml.Node) {
	kvs, ok := l.Map(n, "this_turn (what the player did earlier this turn)", turnHistoryKeys)
	if !ok {
		return
	}
	for _, kv := range kvs {
		v, ok := l.IntIn(kv.Value, kv.Key, 0, MaxAmount)
		if !ok {
			continue
		}
		switch kv.Key {
		case "cards_drawn":
			ps.History.CardsDrawn = v
		case "life_gained":
			ps.History.LifeGained = v
		case "life_lost":
			ps.History.LifeLost = v
		case "lands_played":
			ps.History.LandsPlayed = v
		}
	}
}

// startHistory gives each player the history of the starting turn.
func (r *runner) startHistory() {
	for _, ps := range r.s.Start.Players {
		if ps.History != (sim.TurnHistory{}) {
			r.g.SetTurnHistory(r.players[ps.Name], ps.History)
		}
	}
}
