package sim

import "math/rand/v2"

// SetSeed sets the seed of the game's randomness: shuffling a library
// (701.24a) and choices made at random use it, so the same seed gives the
// same result.
func (g *Game) SetSeed(seed int) { g.seed = uint64(seed) }

// shuffle randomizes a player's library (701.24a). The order comes from
// the game's seed and how many random events came before, so a scenario run
// twice gives the same result.
func (g *Game) shuffle(p PlayerID) {
	r := g.random()
	lib := g.players[p].library
	r.Shuffle(len(lib), func(i, j int) { lib[i], lib[j] = lib[j], lib[i] })
	g.logf("shuffle", RuleShuffle, "%s shuffles their library", g.players[p].Name)
}

// random is a source of randomness for one random event: it depends on the
// game's seed and on how many random events came before.
func (g *Game) random() *rand.Rand {
	g.randomEvents++
	return rand.New(rand.NewPCG(g.seed, g.randomEvents))
}
