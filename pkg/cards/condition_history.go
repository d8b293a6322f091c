package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// turnCounters are the numbers of a player's history of this turn that
// player_this_turn compares and an amount's this_turn counts.
var turnCounters = map[string]sim.TurnCounter{
	"life_gained":  sim.LifeYouGained,
	"life_lost":    sim.LifeLost,
	"cards_drawn":  sim.CardsYouDrew,
	"lands_played": sim.LandsPlayed,
	"spells_cast":  sim.SpellsCast,
	// "if you've discarded a card this turn", "if you created a token
	// this turn", "if an opponent was dealt damage this turn"
	"cards_discarded":       sim.CardsDiscarded,
	"tokens_created":        sim.TokensCreated,
	"damage_dealt":          sim.DamageDealtTo,
	"permanents_sacrificed": sim.PermanentsSacrificed,
}

// compilePlayerThisTurn reads player_this_turn: {player: any|opponent|you,
// count: COUNTER, at_least|at_most: N}: "if a player lost 4 or more life
// this turn", "if an opponent gained life this turn", "if you didn't play a
// land this turn".
func compilePlayerThisTurn(r *source.Reader, n *yaml.Node) sim.Condition {
	c := sim.PlayerThisTurn{Who: sim.YouControl}
	var counted, compared bool
	kvs, ok := r.Fields(n, "player_this_turn",
		source.Field{Key: "player", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "player", sortedKeys(playerRelations)); ok {
				c.Who = playerRelations[s]
			}
		}},
		source.Field{Key: "count", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "count", sortedKeys(turnCounters)); ok {
				c.Counter, counted = turnCounters[s], true
			}
		}},
		source.Field{Key: "at_least", Read: func(v *yaml.Node) { c.Count, compared = sim.Count{Op: sim.AtLeast, N: nonNeg(r, v)}, true }},
		source.Field{Key: "at_most", Read: func(v *yaml.Node) { c.Count, compared = sim.Count{Op: sim.AtMost, N: nonNeg(r, v)}, true }},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "player") || !counted || !compared || source.HasKey(kvs, "at_least") && source.HasKey(kvs, "at_most") {
		r.Errorf(n, "player_this_turn needs player (any, opponent, you), count (one of %s) and one of at_least or at_most", joinKeys(turnCounters))
		return nil
	}
	return c
}

// compileObjectsThisTurn reads {what?: PHRASE, at_least|at_most: N} of a
// list of the turn's history: died_this_turn (creatures that died under
// your control, as they last existed) and attacked_with_this_turn (the
// creatures you attacked with, as they were declared) and
// sacrificed_this_turn (the permanents you sacrificed, as they last
// existed).
func compileObjectsThisTurn(r *source.Reader, n *yaml.Node, key string, which sim.TurnObjects) sim.Condition {
	what, count, ok := compileCountOf(r, n, key, true)
	if !ok {
		return nil
	}
	return sim.ObjectsThisTurn{Which: which, What: what, Count: count}
}

// turnAmounts are the values of an amount's this_turn.
var turnAmounts = map[string]sim.TurnAmount{
	"cards_drawn":       {Counter: sim.CardsYouDrew},
	"spells_cast":       {Counter: sim.SpellsCast},
	"other_spells_cast": {Counter: sim.SpellsCast, Other: true},
	// "for each card you've discarded this turn", "the number of
	// permanents you've sacrificed this turn"
	"cards_discarded":       {Counter: sim.CardsDiscarded},
	"permanents_sacrificed": {Counter: sim.PermanentsSacrificed},
	// "for each creature that died this turn", "... under your control"
	"creatures_died":           {Listed: true, Which: sim.DiedUnderYou, AllPlayers: true},
	"creatures_died_under_you": {Listed: true, Which: sim.DiedUnderYou},
	// "for each creature that attacked this turn", "... you attacked with
	// this turn"
	"creatures_attacked":          {Listed: true, Which: sim.YouAttackedWith, AllPlayers: true},
	"creatures_you_attacked_with": {Listed: true, Which: sim.YouAttackedWith},
	// "the amount of life you lost this turn", "for each 1 life your
	// opponents have lost this turn", "for each opponent who lost life this
	// turn", "... who was dealt damage this turn", "for each player who lost
	// life this turn"
	"life_gained":            {Counter: sim.LifeYouGained},
	"life_lost":              {Counter: sim.LifeLost},
	"opponents_life_lost":    {Counter: sim.LifeLost, Sum: true, Who: sim.OpponentControls},
	"opponents_lost_life":    {Counter: sim.LifeLost, Players: true, Who: sim.OpponentControls},
	"opponents_dealt_damage": {Counter: sim.DamageDealtTo, Players: true, Who: sim.OpponentControls},
	"players_lost_life":      {Counter: sim.LifeLost, Players: true, Who: sim.AnyController},
}

// compileTurnAmount reads an amount's this_turn: cards_drawn ("for each
// card you've drawn this turn"), spells_cast, other_spells_cast.
func compileTurnAmount(r *source.Reader, v *yaml.Node) *sim.TurnAmount {
	s, ok := r.OneOf(v, "this_turn", sortedKeys(turnAmounts))
	if !ok {
		return nil
	}
	a := turnAmounts[s]
	return &a
}
