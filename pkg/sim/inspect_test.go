package sim

import (
	"reflect"
	"testing"
)

// TestEffectsInForce: the effects of static abilities are listed with their
// layer, the objects they affect now and what they do.
func TestEffectsInForce(t *testing.T) {
	aura := func(name, enchant string, st Static) *CardDef {
		return &CardDef{Name: name, Types: []string{"enchantment"}, Subtypes: []string{"Aura"},
			Abilities: []*Ability{{Kind: StaticAbility, Static: Enchant{Types: []string{enchant}}}, {Kind: StaticAbility, Static: st}}}
	}
	g := NewGame([]string{"Ana", "Ben"}, nil)
	elf := g.Place(testElf, Placement{Owner: 1, Controller: 1})
	forest := g.Place(testForest, Placement{Owner: 1, Controller: 1})
	g.Place(aura("Test Control", "creature", ControlAttached{}), Placement{AttachedTo: elf})
	g.Place(aura("Test Strength", "creature", ModifyAttached{Power: 1, Toughness: 2}), Placement{AttachedTo: elf})
	g.Place(aura("Test Seas", "land", AttachedIsLandType{Type: "Island"}), Placement{AttachedTo: forest})
	g.Place(aura("Test Nothing", "creature", ModifyAttached{Power: 5}), Placement{Zone: Hand})
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
	type summary struct {
		Layer    string
		Affected []ObjectID
		Text     string
	}
	var got []summary
	for _, e := range g.EffectsInForce() {
		got = append(got, summary{e.Layer, e.Affected, e.Text})
	}
	want := []summary{
		{"2", []ObjectID{elf}, "controlled by Ana"},
		{"7c", []ObjectID{elf}, "+1/+2"},
		{"4", []ObjectID{forest}, "its land type is Island (from Test Seas)"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("effects in force:\n got %+v\nwant %+v", got, want)
	}
	if _, ok := g.AttackTarget(elf); ok {
		t.Error("a creature outside combat is attacking")
	}
	if _, ok := g.BlockTarget(elf); ok {
		t.Error("a creature outside combat is blocking")
	}
}
