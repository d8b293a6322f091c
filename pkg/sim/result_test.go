package sim

import "testing"

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
	g.removeFromZone(g.objects[elf])
	if g.InAZone(elf) {
		t.Error("an object no zone lists is in a zone")
	}
	if g.InAZone(9999) {
		t.Error("an object the game never had is in a zone")
	}
}
