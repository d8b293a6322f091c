package sim

import "testing"

// Test cards with continuous static abilities.
var (
	testAnthem = &CardDef{Name: "Test Anthem", Types: []string{"enchantment"},
		Abilities: []*Ability{{Kind: StaticAbility, Text: "Creatures you control get +1/+1.", Static: ContinuousStatic{
			Affected: Filter{Types: []string{"creature"}, Controller: YouControl}, Mods: []Modification{ModifyPT{1, 1}}}}}}
	testUntappedBoost = &CardDef{Name: "Test Vigil", Types: []string{"enchantment"},
		Abilities: []*Ability{{Kind: StaticAbility, Text: "Untapped creatures get +0/+2.", Static: ContinuousStatic{
			Affected: Filter{Types: []string{"creature"}, Untapped: true}, Mods: []Modification{ModifyPT{0, 2}}}}}}
	testBear          = &CardDef{Name: "Test Bear", Types: []string{"creature"}, Power: 2, Toughness: 2, HasPT: true}
	testYourTurnBoost = &CardDef{Name: "Test Banner", Types: []string{"enchantment"},
		Abilities: []*Ability{{Kind: StaticAbility, Text: "During your turn, creatures you control get +1/+1.", Static: ContinuousStatic{
			Affected: Filter{Types: []string{"creature"}, Controller: YouControl}, Mods: []Modification{ModifyPT{1, 1}},
			While: ItsYourTurn{}}}}}
)

// TestCharacteristicsFollowEveryEvent reads a permanent's characteristics,
// makes one event happen, and reads them again: whatever is computed must
// never be stale after an event that changes what the layers read.
func TestCharacteristicsFollowEveryEvent(t *testing.T) {
	tests := []struct {
		name  string
		event func(g *Game, bear, other ObjectID) error
		other *CardDef
		want  string // power/toughness and controller after the event
	}{
		{"a static source leaves the battlefield (611.3b)", func(g *Game, bear, other ObjectID) error {
			return g.Judge(Destroy{What: Fixed(ObjectTarget(other))})
		}, testAnthem, "2/2 Ana"},
		{"counters are put on it (613.4c)", func(g *Game, bear, other ObjectID) error {
			return g.Judge(PutCounters{What: Fixed(ObjectTarget(bear)), Kind: "+1/+1", N: 2})
		}, testAnthem, "5/5 Ana"},
		{"its controller changes, so another player's anthem no longer counts it (613.1b)", func(g *Game, bear, other ObjectID) error {
			return g.Judge(GainControl{Player: Fixed(PlayerTarget(1)), Of: Fixed(ObjectTarget(bear))})
		}, testAnthem, "2/2 Ben"},
		{"a pump effect starts (611.2c)", func(g *Game, bear, other ObjectID) error {
			return g.Judge(ApplyModifications{What: Fixed(ObjectTarget(bear)), Mods: []Modification{ModifyPT{3, 0}}, Until: UntilEndOfTurn})
		}, testAnthem, "6/3 Ana"},
		{"it becomes tapped", func(g *Game, bear, other ObjectID) error {
			return g.Judge(TapPermanent{What: Fixed(ObjectTarget(bear))})
		}, testUntappedBoost, "2/2 Ana"},
		{"the turn passes to another player (611.3a)", func(g *Game, bear, other ObjectID) error {
			g.Place(testBear, Placement{Owner: 1, Zone: Library})
			return g.AdvanceTo(Upkeep, 2)
		}, testYourTurnBoost, "2/2 Ana"},
		{"it returns to its owner's hand and is a new object (400.7)", func(g *Game, bear, other ObjectID) error {
			return g.Judge(ReturnToHand{What: Fixed(ObjectTarget(bear))})
		}, testAnthem, "2/2 Ana"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame([]string{"Ana", "Ben"}, nil)
			bear := g.Place(testBear, Placement{})
			other := g.Place(tt.other, Placement{})
			if err := g.Start(); err != nil {
				t.Fatal(err)
			}
			before := describe(g, bear)
			if err := tt.event(g, bear, other); err != nil {
				t.Fatal(err)
			}
			if got := describe(g, bear); got != tt.want {
				t.Errorf("after the event: %s (before: %s), want %s", got, before, tt.want)
			}
		})
	}
}

func describe(g *Game, id ObjectID) string {
	c := g.Chars(id)
	return itoa(c.Power) + "/" + itoa(c.Toughness) + " " + g.Player(c.Controller).Name
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}
