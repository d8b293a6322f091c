package sim

// ExileTop exiles the top Count cards of the controller's library, face up
// (406.3). With Play, the controller may play those cards (601.3, 305.1)
// until Until ends: "Exile the top card of your library. Until end of turn,
// you may play that card." Playing one follows the normal rules: its costs
// are paid, its timing is that of its type, and a land uses a land play
// (305.2). A card not played stays in exile.
type ExileTop struct {
	Count Amount
	Play  bool
	Until PlayUntil
}

// PlayUntil is how long a card in exile may be played.
type PlayUntil int

// The durations of a permission to play.
const (
	// PlayThisTurn: "this turn", "until end of turn"; it ends in the
	// cleanup step (514.2).
	PlayThisTurn PlayUntil = iota
	// PlayUntilEndOfYourNextTurn: "until the end of your next turn"; it
	// ends in the cleanup step of the player's next turn.
	PlayUntilEndOfYourNextTurn
	// PlayUntilYourNextEndStep: "until your next end step"; it ends as the
	// player's next end step begins.
	PlayUntilYourNextEndStep
	// PlayUntilYourNextUpkeep: "until the beginning of your next upkeep".
	PlayUntilYourNextUpkeep
)

// playPermission lets a player play one card in exile, as that object
// (400.7: once it leaves exile, it is a new object the permission doesn't
// see).
type playPermission struct {
	player PlayerID
	card   objectRef
	until  PlayUntil
	turn   int  // the turn it was given
	step   Step // and the step
}

func (e ExileTop) apply(g *Game, r *resolution) error {
	p := r.controller
	pl := g.players[p]
	n := min(e.Count.value(g, r), len(pl.library))
	for range n {
		id := pl.library[0]
		g.move(id, Exile, NoPlayer)
		g.logf("exile", RuleExileTop, "%s exiles %s from the top of their library", pl.Name, g.name(id))
		if o := g.object(id); e.Play && o.Zone == Exile {
			g.playPermissions = append(g.playPermissions, playPermission{player: p, card: o.ref(), until: e.Until, turn: g.turn.Number, step: g.turn.Step})
		}
	}
	return nil
}

// mayPlayFromExile reports whether p may play the card o from exile.
func (g *Game) mayPlayFromExile(p PlayerID, o *Object) bool {
	if o.Zone != Exile {
		return false
	}
	for _, pp := range g.playPermissions {
		if pp.player == p && pp.card == o.ref() {
			return true
		}
	}
	return false
}

// endPlayPermissions ends, as a step begins, the permissions whose time is
// over: those of this turn in the cleanup step (514.2), those until the end
// of their player's next turn in that turn's cleanup step, and those until
// their player's next end step or upkeep as that step begins.
func (g *Game) endPlayPermissions() {
	var kept []playPermission
	step, turn := g.turn.Step, g.turn.Number
	for _, pp := range g.playPermissions {
		yours := g.turn.Active == pp.player
		switch {
		case g.object(pp.card.id).ref() != pp.card:
			// the card has left exile: nothing to play any more
		case pp.until == PlayThisTurn && step == Cleanup:
		case pp.until == PlayUntilEndOfYourNextTurn && step == Cleanup && yours && turn > pp.turn:
		case pp.until == PlayUntilYourNextEndStep && step == End && yours && (turn > pp.turn || pp.step < End):
		case pp.until == PlayUntilYourNextUpkeep && step == Upkeep && yours && turn > pp.turn:
		default:
			kept = append(kept, pp)
		}
	}
	g.playPermissions = kept
}
