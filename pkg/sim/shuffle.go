package sim

import "math/rand/v2"

// SetSeed sets the seed of the game's randomness: shuffling a library
// (701.24a) uses it, so the same seed gives the same order.
func (g *Game) SetSeed(seed int) { g.seed = uint64(seed) }

// shuffle randomizes a player's library (701.24a). The order comes from
// the game's seed and how many shuffles came before, so a scenario run
// twice gives the same result.
func (g *Game) shuffle(p PlayerID) {
	g.shuffles++
	r := rand.New(rand.NewPCG(g.seed, g.shuffles))
	lib := g.players[p].library
	r.Shuffle(len(lib), func(i, j int) { lib[i], lib[j] = lib[j], lib[i] })
	g.logf("shuffle", RuleShuffle, "%s shuffles their library", g.players[p].Name)
}
