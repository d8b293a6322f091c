package sim

import "testing"

// TestStunCounterReplacesUntapping checks 122.1d in each way a permanent
// would become untapped: one stun counter is removed instead, and an
// untapped permanent, which can't become untapped (701.26b), keeps its
// counters.
func TestStunCounterReplacesUntapping(t *testing.T) {
	tests := []struct {
		name        string
		tapped      bool
		stun        int
		event       func(g *Game, bear ObjectID) error
		wantTapped  bool
		wantStunned int
	}{
		{"an effect untaps it: a counter is removed instead", true, 2, func(g *Game, bear ObjectID) error {
			return g.Judge(UntapPermanent{What: Fixed(ObjectTarget(bear))})
		}, true, 1},
		{"its controller's untap step: a counter is removed instead", true, 1, func(g *Game, bear ObjectID) error {
			g.Place(testBear, Placement{Owner: 0, Zone: Library})
			g.Place(testBear, Placement{Owner: 1, Zone: Library})
			return g.AdvanceTo(Upkeep, 3)
		}, true, 0},
		{"the last counter gone, it untaps", true, 0, func(g *Game, bear ObjectID) error {
			return g.Judge(UntapPermanent{What: Fixed(ObjectTarget(bear))})
		}, false, 0},
		{"an untapped permanent would not become untapped", false, 1, func(g *Game, bear ObjectID) error {
			return g.Judge(UntapPermanent{What: Fixed(ObjectTarget(bear))})
		}, false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame([]string{"Ana", "Ben"}, nil)
			bear := g.Place(testBear, Placement{Tapped: tt.tapped, Counters: map[string]int{"stun": tt.stun}})
			if err := g.Start(); err != nil {
				t.Fatal(err)
			}
			if err := tt.event(g, bear); err != nil {
				t.Fatal(err)
			}
			o := g.Object(bear)
			if o.Tapped != tt.wantTapped || o.Counters["stun"] != tt.wantStunned {
				t.Errorf("tapped %v with %d stun counters, want tapped %v with %d", o.Tapped, o.Counters["stun"], tt.wantTapped, tt.wantStunned)
			}
		})
	}
}
