package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Result is the state of the game as a whole: still going, won by one
// player, or a draw.
type Result struct {
	// Over is true once at most one player remains in the game (104.2a).
	Over bool
	// Winner is the player left when everyone else has lost (104.2a), or
	// NoPlayer: the game is not over, or it is a draw.
	Winner PlayerID
	// Draw is true when every player lost at once (104.4a).
	Draw bool
}

// Result tells whether the game is over, and how.
func (g *Game) Result() Result {
	var in []PlayerID
	for _, p := range g.players {
		if !p.Lost {
			in = append(in, p.ID)
		}
	}
	switch len(in) {
	case 0:
		return Result{Over: true, Winner: NoPlayer, Draw: true}
	case 1:
		return Result{Over: true, Winner: in[0]}
	}
	return Result{Winner: NoPlayer}
}

// InAZone reports whether an object is in a zone now: false for a token
// that ceased to exist (704.5d), a card that left the game with its owner
// (800.4a), or an object the game no longer has.
func (g *Game) InAZone(id ObjectID) bool {
	o := g.object(id)
	switch {
	case o == nil:
		return false
	case o.Zone == Battlefield:
		return slices.Contains(g.battlefield, id)
	case o.Zone == Stack:
		return slices.ContainsFunc(g.stack, func(it *StackItem) bool { return it.Spell && it.Object == id })
	}
	return slices.Contains(*g.zoneList(o.Owner, o.Zone), id)
}

// GameOver is the error of an action that could not go on because the game
// ended during it. What happened until then stands: the game is over.
type GameOver struct {
	// Losses are the log lines of the players who lost, with the turn and
	// step when each lost and the rule why.
	Losses []Event
	// Result is how the game ended.
	Result Result
	// Wanted is what the action was going for, such as "the main2 step of
	// turn 4".
	Wanted string
	winner string
}

func (e *GameOver) Error() string {
	var parts []string
	for _, l := range e.Losses {
		parts = append(parts, fmt.Sprintf("in the %s step of turn %d, %s (%s)", l.Step, l.Turn, l.Text(), l.Rule))
	}
	end := "the game is a draw (" + RuleDraw104.String() + ")"
	if !e.Result.Draw {
		end = e.winner + " wins the game (" + RuleWin.String() + ")"
	}
	return fmt.Sprintf("the game ended: %s; %s, so it can't go on to %s", strings.Join(parts, "; "), end, e.Wanted)
}

// Rules are the rules the end of the game rests on: each loss's, then
// 104.2a for a win or 104.4a for a draw.
func (e *GameOver) Rules() []Rule {
	var out []Rule
	for _, l := range e.Losses {
		out = append(out, l.Rule)
	}
	if e.Result.Draw {
		return append(out, RuleDraw104)
	}
	return append(out, RuleWin)
}

// gameOver is the GameOver error of an action that began at the first of
// events and wanted to reach wanted.
func (g *Game) gameOver(events []Event, wanted string) *GameOver {
	e := &GameOver{Result: g.Result(), Wanted: wanted}
	if e.Result.Winner != NoPlayer {
		e.winner = g.players[e.Result.Winner].Name
	}
	for _, ev := range events {
		if ev.Kind == "lose" {
			e.Losses = append(e.Losses, ev)
		}
	}
	return e
}
