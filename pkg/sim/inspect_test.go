package sim

import "testing"

// TestAttackAndBlockTargets: whom an attacker attacks and what a blocker
// blocks, and nothing outside combat.
func TestAttackAndBlockTargets(t *testing.T) {
	g := NewGame([]string{"Ana", "Ben"}, nil)
	g.SetTurn(3, 0, Main1)
	elf := g.Place(testElf, Placement{Owner: 0, Controller: 0})
	wall := g.Place(testElf, Placement{Owner: 1, Controller: 1})
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.AttackTarget(elf); ok {
		t.Error("a creature outside combat is attacking")
	}
	if err := g.AdvanceTo(DeclareAttackers, 3); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareAttackers(0, []Attack{{Attacker: elf, Defender: 1}}); err != nil {
		t.Fatal(err)
	}
	if err := g.AdvanceTo(DeclareBlockers, 3); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers([]Block{{Blocker: wall, Attacker: elf}}); err != nil {
		t.Fatal(err)
	}
	if p, ok := g.AttackTarget(elf); !ok || p != 1 {
		t.Errorf("AttackTarget(elf) = %v, %v; want Ben", p, ok)
	}
	if a, ok := g.BlockTarget(wall); !ok || a != elf {
		t.Errorf("BlockTarget(wall) = %v, %v; want the elf", a, ok)
	}
	if _, ok := g.BlockTarget(elf); ok {
		t.Error("the attacker is blocking")
	}
}
