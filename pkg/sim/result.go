package sim

import "slices"

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
	o := g.objects[id]
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
