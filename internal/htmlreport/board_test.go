package htmlreport

import (
	"reflect"
	"testing"
)

// TestSnapshot checks what the board shows of permanents at known steps:
// blocking and attacking, damage, counters, printed against current P/T,
// summoning sickness, and the player's zones.
func TestSnapshot(t *testing.T) {
	scs, lines := load(t, "testdata/block.yaml")
	tr := Record(scs[0], lines)
	if len(tr.Steps) != 7 {
		t.Fatalf("%d steps, want start, 5 actions and the final expectation", len(tr.Steps))
	}
	find := func(step int, label string) Permanent {
		t.Helper()
		for _, p := range tr.Steps[step].Board.Players {
			for _, perm := range p.Permanents {
				if perm.Label == label {
					return perm
				}
			}
		}
		t.Fatalf("step %d has no %s on the battlefield", step, label)
		return Permanent{}
	}
	tests := []struct {
		name  string
		step  int
		label string
		want  Permanent
	}{
		{"start: counters change P/T; arrived this turn is sick", 0, "Grizzly Bears",
			Permanent{Label: "Grizzly Bears", ManaCost: "{1}{G}", TypeLine: "Creature — Bear", PT: "2/2", Sick: true}},
		{"start: counters", 0, "Colossal Dreadmaw",
			Permanent{Label: "Colossal Dreadmaw", ManaCost: "{4}{G}{G}", TypeLine: "Creature — Dinosaur", PT: "8/8", PrintedPT: "6/6",
				Counters: []string{"+1/+1 ×2"}, Keywords: []string{"trample"}}},
		{"attacking", 2, "Hill Giant",
			Permanent{Label: "Hill Giant", ManaCost: "{3}{R}", TypeLine: "Creature — Giant", PT: "3/3", Tapped: true, Attacking: "Ben"}},
		{"blocking", 4, "Colossal Dreadmaw",
			Permanent{Label: "Colossal Dreadmaw", ManaCost: "{4}{G}{G}", TypeLine: "Creature — Dinosaur", PT: "8/8", PrintedPT: "6/6",
				Counters: []string{"+1/+1 ×2"}, Keywords: []string{"trample"}, Blocking: "Hill Giant"}},
		{"damage marked", 5, "Colossal Dreadmaw",
			Permanent{Label: "Colossal Dreadmaw", ManaCost: "{4}{G}{G}", TypeLine: "Creature — Dinosaur", PT: "8/8", PrintedPT: "6/6",
				Counters: []string{"+1/+1 ×2"}, Keywords: []string{"trample"}, Damage: 3, Blocking: "Hill Giant"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := find(tt.step, tt.label); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("step %d, %s:\n got %+v\nwant %+v", tt.step, tt.label, got, tt.want)
			}
		})
	}
	ana := tr.Steps[5].Board.Players[0]
	if ana.Name != "Ana" || len(ana.Permanents) != 0 || !reflect.DeepEqual(ana.Graveyard, []string{"Hill Giant"}) || !ana.Active {
		t.Errorf("Ana after combat damage: %+v; want active, no permanents, Hill Giant in her graveyard", ana)
	}
}
