package sim

import (
	"math/rand/v2"
	"testing"
)

// callHeads answers every decision with its first option: "heads" for a
// coin flip.
type callHeads struct{}

func (callHeads) Decide(*Game, Decision) ([]int, error) { return []int{0}, nil }

// recordWin is an effect that notes it was followed.
type recordWin struct{ won *bool }

func (e recordWin) apply(*Game, *resolution) error { *e.won = true; return nil }

// TestCoinFlipIsTheDocumentedFormula checks the method the scenario format
// documents for deriving a flip from the seed (705.1): heads when
// rand.New(rand.NewPCG(seed, n)).IntN(2) is 0, n counting random events.
func TestCoinFlipIsTheDocumentedFormula(t *testing.T) {
	for _, seed := range []int{0, 1, 2, 3, 4, 5, 42} {
		for _, n := range []int{1, 2, 3} {
			g := NewGame([]string{"Ana", "Ben"}, callHeads{})
			g.SetSeed(seed)
			src := g.Place(testElf, Placement{})
			if err := g.Start(); err != nil {
				t.Fatal(err)
			}
			var won bool
			for k := 1; k <= n; k++ {
				won = false
				if err := g.applyEffect(FlipCoin{Win: []Effect{recordWin{&won}}}, newResolution(0, src)); err != nil {
					t.Fatal(err)
				}
			}
			heads := rand.New(rand.NewPCG(uint64(seed), uint64(n))).IntN(2) == 0
			if won != heads {
				t.Errorf("seed %d, flip %d: calling heads won = %v, the formula says heads = %v", seed, n, won, heads)
			}
		}
	}
}
