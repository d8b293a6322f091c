package sim

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestResult(t *testing.T) {
	tests := []struct {
		name    string
		players []string
		lives   []int
		want    Result
	}{
		{"both alive", []string{"Ana", "Ben"}, []int{20, 20}, Result{Winner: NoPlayer}},
		{"one at 0 life", []string{"Ana", "Ben"}, []int{20, 0}, Result{Over: true, Winner: 0}},
		{"both at 0 life at once: a draw (104.4a)", []string{"Ana", "Ben"}, []int{0, -1}, Result{Over: true, Winner: NoPlayer, Draw: true}},
		{"one of three lost", []string{"Ana", "Ben", "Cal"}, []int{20, 0, 20}, Result{Winner: NoPlayer}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(tt.players, nil)
			for p, life := range tt.lives {
				g.SetLife(PlayerID(p), life)
			}
			if err := g.Start(); err != nil {
				t.Fatal(err)
			}
			if got := g.Result(); got != tt.want {
				t.Errorf("Result() = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestInAZone(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben"}, nil)
	elf := g.Place(testElf, Placement{})
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	if !g.InAZone(elf) {
		t.Error("a permanent on the battlefield is not in a zone")
	}
	g.removeFromZone(g.object(elf))
	if g.InAZone(elf) {
		t.Error("an object no zone lists is in a zone")
	}
	if g.InAZone(9999) {
		t.Error("an object the game never had is in a zone")
	}
}

func TestAdvanceStopsWhereTheGameEnds(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben"}, nil)
	g.SetTurn(3, 0, Main1)
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	err := g.AdvanceTo(Main2, 4)
	var over *GameOver
	if !errors.As(err, &over) {
		t.Fatalf("AdvanceTo = %v, want a GameOver", err)
	}
	for _, want := range []string{"in the draw step of turn 4, Ben loses the game", "(CR 704.5b)", "Ana wins the game (CR 104.2a)", "can't go on to the main2 step of turn 4"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q lacks %q", err, want)
		}
	}
	if !g.Player(1).Lost || g.Turn().Number != 4 || g.Turn().Step != DrawStep {
		t.Errorf("the state was not kept: Ben lost %v, turn %+v", g.Player(1).Lost, g.Turn())
	}
	if got := fmt.Sprint(over.Rules()); got != "[CR 704.5b CR 104.2a]" {
		t.Errorf("Rules() = %s", got)
	}
	if err := g.AdvanceTo(End, 4); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("advancing a game that is over: %v", err)
	}
}
