package sim

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

// Test cards, built by hand so that the engine's tests need no card files.
var (
	testElf = &CardDef{Name: "Test Elf", ManaCost: ManaCost{Specific: Mana{Green: 1}}, Types: []string{"creature"},
		Power: 1, Toughness: 1, HasPT: true,
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {G}.", Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Fixed: Mana{Green: 1}}}}}}
	testForest = &CardDef{Name: "Test Forest", Supertypes: []string{"basic"}, Types: []string{"land"}, Subtypes: []string{"Forest"}}
	testBolt   = &CardDef{Name: "Test Bolt", ManaCost: ManaCost{Specific: Mana{Red: 1}}, Types: []string{"instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Targets: []TargetSpec{AnyTarget()}, Effects: []Effect{DealDamage{Amount: AmountOf(3), To: TheTarget(0)}}}}}
)

// refusalRules returns the rule numbers a refusal cites, or nil.
func refusalRules(err error) []string {
	var r *Refusal
	if !errors.As(err, &r) {
		return nil
	}
	var out []string
	for _, rule := range r.Rules() {
		out = append(out, rule.Number())
	}
	return out
}

func TestTapSymbolCosts(t *testing.T) {
	tests := []struct {
		name      string
		placement Placement
		wantRules []string // nil: the activation succeeds
	}{
		{"untapped, here since the turn began", Placement{}, nil},
		{"tapped", Placement{Tapped: true}, []string{"107.5"}},
		{"arrived this turn", Placement{ArrivedThisTurn: true}, []string{"302.6", "107.5"}},
		{"tapped and arrived this turn", Placement{Tapped: true, ArrivedThisTurn: true}, []string{"302.6", "107.5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame([]string{"Ana", "Ben"}, nil)
			elf := g.Place(testElf, tt.placement)
			if err := g.Start(); err != nil {
				t.Fatal(err)
			}
			err := g.Activate(0, elf, testElf.Abilities[0], CastOptions{})
			if got := refusalRules(err); !reflect.DeepEqual(got, tt.wantRules) {
				t.Fatalf("refusal cites %v (error %v), want %v", got, err, tt.wantRules)
			}
			wantPool := "{G}"
			if tt.wantRules != nil {
				wantPool = ""
			}
			if got := g.Player(0).Pool.String(); got != wantPool {
				t.Errorf("pool = %q, want %q", got, wantPool)
			}
			if g.Object(elf).Tapped != (tt.placement.Tapped || tt.wantRules == nil) {
				t.Errorf("a refused activation changed the tapped state")
			}
		})
	}
}

func TestIntrinsicManaAbility(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben"}, nil)
	forest := g.Place(testForest, Placement{ArrivedThisTurn: true})
	abilities := g.Abilities(forest)
	if len(abilities) != 1 || !abilities[0].IsManaAbility() {
		t.Fatalf("a Forest has abilities %v, want its intrinsic mana ability (305.6)", abilities)
	}
	if err := g.Activate(0, forest, abilities[0], CastOptions{}); err != nil {
		t.Fatalf("a land that arrived this turn can tap for mana (302.6 is about creatures): %v", err)
	}
	if got := g.Player(0).Pool.String(); got != "{G}" {
		t.Errorf("pool = %q, want {G}", got)
	}
}

func TestControlEffectsByTimestamp(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben", "Cy"}, nil)
	elf := g.Place(testElf, Placement{Owner: 0, Controller: 0})
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		effect Effect
		want   PlayerID
	}{
		{GainControl{Player: Fixed(PlayerTarget(1)), Of: Fixed(ObjectTarget(elf))}, 1},
		{GainControl{Player: Fixed(PlayerTarget(2)), Of: Fixed(ObjectTarget(elf)), Until: UntilEndOfTurn}, 2},
	}
	for i, s := range steps {
		if err := g.Judge(s.effect); err != nil {
			t.Fatal(err)
		}
		if got := g.Controller(elf); got != s.want {
			t.Fatalf("after effect %d the controller is %d, want %d", i, got, s.want)
		}
	}
	if !g.IsSick(elf) {
		t.Error("a creature that changed controller this turn is summoning sick (302.6)")
	}
	if err := g.AdvanceTo(Cleanup, 1); err != nil {
		t.Fatal(err)
	}
	if got := g.Controller(elf); got != 1 {
		t.Errorf("after cleanup the controller is %d, want 1: the older indefinite effect applies again (613.7)", got)
	}
}

func TestRefusedCastChangesNothing(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben"}, nil)
	bolt := g.Place(testBolt, Placement{Zone: Hand})
	g.SetPool(0, Mana{Green: 1})
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	defer checkUndo()()
	saved := g.saveState()
	before := savedGame{game: saved.game, players: slices.Clone(saved.players)} // saveState reuses its memory
	err := g.CastSpell(0, bolt, CastOptions{Targets: []Target{PlayerTarget(1)}})
	if got := refusalRules(err); !reflect.DeepEqual(got, []string{"601.2h"}) {
		t.Fatalf("refusal cites %v (%v), want [601.2h]", got, err)
	}
	if !reflect.DeepEqual(&before, g.saveState()) {
		t.Error("a refused cast changed the game")
	}
}

func TestStepsEmptyPoolsAndSkipFirstDraw(t *testing.T) {
	tests := []struct {
		players  []string
		wantHand int
	}{
		{[]string{"Ana", "Ben"}, 0},       // 103.8a
		{[]string{"Ana", "Ben", "Cy"}, 1}, // 103.8c
	}
	for _, tt := range tests {
		g := NewGame(tt.players, nil)
		g.Place(testForest, Placement{Zone: Library})
		g.SetTurn(1, 0, Untap)
		g.SetPool(0, Mana{Green: 2})
		if err := g.AdvanceTo(Main1, 1); err != nil {
			t.Fatal(err)
		}
		if got := len(g.Zone(0, Hand)); got != tt.wantHand {
			t.Errorf("%d players: hand after the first draw step = %d, want %d", len(tt.players), got, tt.wantHand)
		}
		if g.Player(0).Pool.Total() != 0 {
			t.Errorf("mana stayed in the pool across steps (106.4)")
		}
	}
}

func TestLethalDamageAndZeroLife(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben"}, nil)
	elf := g.Place(testElf, Placement{})
	g.SetLife(1, 3)
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	for _, e := range []Effect{DealDamage{Amount: AmountOf(1), To: Fixed(ObjectTarget(elf))}, DealDamage{Amount: AmountOf(3), To: Fixed(PlayerTarget(1))}} {
		if err := g.Judge(e); err != nil {
			t.Fatal(err)
		}
	}
	if z := g.Object(elf).Zone; z != Graveyard {
		t.Errorf("a 1/1 with 1 damage is in %v, want graveyard (704.5g)", z)
	}
	if !g.Player(1).Lost {
		t.Error("a player at 0 life has not lost (704.5a)")
	}
}

func TestPlayerLeavesMultiplayerGame(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben", "Cy"}, nil)
	elf := g.Place(testElf, Placement{Owner: 0, Controller: 0})
	bensElf := g.Place(testElf, Placement{Owner: 1, Controller: 1})
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	for _, e := range []Effect{
		GainControl{Player: Fixed(PlayerTarget(1)), Of: Fixed(ObjectTarget(elf))},
		DealDamage{Amount: AmountOf(20), To: Fixed(PlayerTarget(1))},
	} {
		if err := g.Judge(e); err != nil {
			t.Fatal(err)
		}
	}
	if got := g.Controller(elf); got != 0 {
		t.Errorf("Ana's Elf is controlled by %d after Ben left, want Ana: effects giving Ben control end (800.4a)", got)
	}
	if slices.Contains(g.Battlefield(), bensElf) {
		t.Error("Ben's own Elf is still on the battlefield after he left the game (800.4a)")
	}
}
