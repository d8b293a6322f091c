package sim_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// BenchmarkUndoneAction times an action that taps one Forest for mana and
// is then undone, on boards of more and more Grizzly Bears: the undo
// records the one object the action changed, whatever the board's size.
func BenchmarkUndoneAction(b *testing.B) {
	card := builtinCards(b)
	undo := errors.New("undo")
	for _, n := range []int{10, 100, 1000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			var g *sim.Game
			var forest sim.ObjectID
			newBoard := func() {
				g = sim.NewGame([]string{"Ana", "Ben"}, nil)
				for range n {
					g.Place(card("Grizzly Bears"), sim.Placement{Zone: sim.Battlefield})
				}
				forest = g.Place(card("Forest"), sim.Placement{Zone: sim.Battlefield})
				if err := g.Start(); err != nil {
					b.Fatal(err)
				}
			}
			newBoard()
			tapForMana := g.Abilities(forest)[0] // the same in every new game
			actions := 0
			for b.Loop() {
				// Every action spends from the game's step budget, undone
				// or not: a new game before it runs out.
				if actions++; actions%1000 == 0 {
					b.StopTimer()
					newBoard()
					b.StartTimer()
				}
				err := g.Atomically(func() error {
					if err := g.Activate(0, forest, tapForMana, sim.CastOptions{}); err != nil {
						return err
					}
					return undo
				})
				if err != undo {
					b.Fatal(err)
				}
			}
		})
	}
}
