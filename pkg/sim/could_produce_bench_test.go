package sim_test

import (
	"fmt"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// reflectingBoard builds a two-player board of n permanents that reflect
// each other: Reflecting Pools, Exotic Orchards and Fellwar Stones on both
// sides, a few basic lands, and Contamination and Mana Reflection as
// replacement effects.
func reflectingBoard(tb testing.TB, n int) (*sim.Game, sim.ObjectID) {
	card := builtinCards(tb)
	cycle := []string{"Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Reflecting Pool", "Exotic Orchard",
		"Reflecting Pool", "Fellwar Stone", "Exotic Orchard", "Reflecting Pool", "Island"}
	g := sim.NewGame([]string{"Ana", "Ben"}, nil)
	g.Place(card("Contamination"), sim.Placement{Owner: 0, Controller: 0})
	g.Place(card("Mana Reflection"), sim.Placement{Owner: 1, Controller: 1})
	var last sim.ObjectID
	for i := 2; i < n; i++ {
		p := sim.PlayerID(i % 2)
		name := cycle[i%len(cycle)]
		if i == n-1 {
			name = "Forest" // one real source, found at the end of the chain
		}
		last = g.Place(card(name), sim.Placement{Owner: p, Controller: p})
	}
	return g, last
}

// BenchmarkCouldProduce measures could-produce (106.7) on boards of 50, 200
// and 800 permanents that reflect each other: the fixpoint is recomputed
// from scratch on each call.
func BenchmarkCouldProduce(b *testing.B) {
	for _, n := range []int{50, 200, 800} {
		b.Run(fmt.Sprintf("permanents=%d", n), func(b *testing.B) {
			g, id := reflectingBoard(b, n)
			for b.Loop() {
				g.CouldProduce(id)
			}
		})
	}
}

func TestReflectingBoard(t *testing.T) {
	g, forest := reflectingBoard(t, 50)
	// Contamination (Ana's) turns every land's mana into {B}, whoever
	// controls the land (106.7 counts the replacement).
	if got := g.CouldProduce(forest).String(); got != "{B}" {
		t.Errorf("the Forest could produce %s under Contamination, want {B}", got)
	}
}
