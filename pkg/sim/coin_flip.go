package sim

// FlipCoin is "Flip a coin. If you win the flip, ... If you lose the
// flip, ..." (705): the controller calls heads or tails (705.2), the coin
// comes up one of them at random (705.1), and the player wins the flip if
// the call matches the result; Win follows a won flip, Lose a lost one.
//
// The result is the game's random source (see random): the coin comes up
// heads when rand.New(rand.NewPCG(seed, n)).IntN(2) is 0 (Go's
// math/rand/v2), where seed is the scenario's seed and n counts the
// game's random events so far, this flip included (a shuffle and a random
// discard are one each). The same seed and the same events before it give
// the same result.
type FlipCoin struct{ Win, Lose []Effect }

// coinSides are a coin's sides, as called and as the coin comes up.
var coinSides = []string{"heads", "tails"}

func (e FlipCoin) apply(g *Game, r *resolution) error {
	call, err := g.decide(Decision{Player: r.controller, Question: "heads or tails for the coin " + g.name(r.source) + " flips", Options: coinSides, Rule: RuleWinFlip})
	if err != nil {
		return err
	}
	result := g.random().IntN(2)
	won := call == result
	outcome := "loses"
	if won {
		outcome = "wins"
	}
	g.logf("flip", RuleFlipCoin, "%s calls %s; the coin comes up %s", g.players[r.controller].Name, coinSides[call], coinSides[result])
	g.logf("flip", RuleWinFlip, "%s %s the flip", g.players[r.controller].Name, outcome)
	if won {
		return g.applyEffects(e.Win, r)
	}
	return g.applyEffects(e.Lose, r)
}
