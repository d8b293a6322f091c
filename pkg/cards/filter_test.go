package cards

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

func TestParseFilter(t *testing.T) {
	tests := []struct {
		phrase string
		check  func(f *sim.Filter) bool
		err    string
	}{
		{"creatures you control", func(f *sim.Filter) bool {
			return slices.Equal(f.Types, []string{"creature"}) && f.Controller == sim.YouControl
		}, ""},
		{"another nontoken creature an opponent controls with power 2 or less", func(f *sim.Filter) bool {
			return f.Another && f.Nontoken && f.Controller == sim.OpponentControls &&
				slices.Equal(f.Compare, []sim.Comparison{{Stat: sim.StatPower, Op: sim.AtMost, N: 2}})
		}, ""},
		{"each other non-Aura enchantment", func(f *sim.Filter) bool {
			return f.Another && slices.Equal(f.NotSubtypes, []string{"Aura"}) && slices.Equal(f.Types, []string{"enchantment"})
		}, ""},
		{"nonbasic lands", func(f *sim.Filter) bool {
			return slices.Equal(f.NotSupertypes, []string{"basic"}) && slices.Equal(f.Types, []string{"land"})
		}, ""},
		{"instant or sorcery spell", func(f *sim.Filter) bool {
			return slices.Equal(f.AnyTypes, []string{"instant", "sorcery"}) && len(f.Types) == 0 && slices.Equal(f.Zones, []sim.Zone{sim.Stack})
		}, ""},
		{"artifact creature", func(f *sim.Filter) bool { return slices.Equal(f.Types, []string{"artifact", "creature"}) }, ""},
		{"enchanted creature", func(f *sim.Filter) bool { return f.Attached }, ""},
		{"creature card in your graveyard", func(f *sim.Filter) bool {
			return slices.Equal(f.Zones, []sim.Zone{sim.Graveyard}) && f.Owner == sim.YouControl
		}, ""},
		{"creature with flying", func(f *sim.Filter) bool { return slices.Equal(f.Keywords, []sim.Keyword{"flying"}) }, ""},
		{"red creature", func(f *sim.Filter) bool { return f.Colors == sim.ColorSet(sim.Red) }, ""},
		{"spell with the chosen name", func(f *sim.Filter) bool {
			return f.ChosenName && slices.Equal(f.Zones, []sim.Zone{sim.Stack})
		}, ""},
		{"colorless card", func(f *sim.Filter) bool {
			return f.Colors == 0 && f.NotColors == sim.ColorSet(sim.White, sim.Blue, sim.Black, sim.Red, sim.Green)
		}, ""},
		{"creature you control with a +1/+1 counter on it", func(f *sim.Filter) bool {
			return f.WithCounter && f.CounterKind == "+1/+1" && f.Controller == sim.YouControl
		}, ""},
		{"creature without a bounty counter on it", func(f *sim.Filter) bool { return f.WithoutCounter && f.CounterKind == "bounty" }, ""},
		{"permanent cards", func(f *sim.Filter) bool { return len(f.AnyTypes) == 6 && len(f.Types) == 0 }, ""},
		{"a white or black permanent", func(f *sim.Filter) bool { return f.Colors == sim.ColorSet(sim.White)|sim.ColorSet(sim.Black) }, ""},
		{"spell that targets a creature you control", func(f *sim.Filter) bool {
			return f.Targets != nil && slices.Equal(f.Targets.Types, []string{"creature"}) && f.Targets.Controller == sim.YouControl
		}, ""},
		{"spell that targets a hat", nil, `unknown word "hat"`},
		{"multicolored spell", func(f *sim.Filter) bool { return f.Multicolored && slices.Equal(f.Zones, []sim.Zone{sim.Stack}) }, ""},
		{"historic permanent you control", func(f *sim.Filter) bool { return f.Historic && f.Controller == sim.YouControl }, ""},
		{"creature with shiny hats", nil, `after "with"`},
		{"a Plains card", func(f *sim.Filter) bool { return slices.Equal(f.Subtypes, []string{"Plains"}) }, ""},
		{"Elves you control", func(f *sim.Filter) bool { return slices.Equal(f.Subtypes, []string{"Elf"}) }, ""},
		{"Allies you control", func(f *sim.Filter) bool { return slices.Equal(f.Subtypes, []string{"Ally"}) }, ""},
		{"Mice you control", func(f *sim.Filter) bool { return slices.Equal(f.Subtypes, []string{"Mouse"}) }, ""},
		{"Spirit or Arcane spell", func(f *sim.Filter) bool {
			return slices.Equal(f.Subtypes, []string{"Spirit", "Arcane"}) && slices.Equal(f.Zones, []sim.Zone{sim.Stack})
		}, ""},
		{"a Mountain or Plains card", func(f *sim.Filter) bool { return slices.Equal(f.Subtypes, []string{"Mountain", "Plains"}) }, ""},
		// a capitalized word that is no subtype is refused, not guessed
		{"Shiny creatures you control", nil, `unknown subtype "Shiny"`},
		{"Multicolored creatures you control", func(f *sim.Filter) bool { return f.Multicolored && f.Controller == sim.YouControl }, ""},
		// "Elf Warrior" needs both subtypes, which a filter can't say yet
		{"Elf Warrior creatures", nil, "two subtypes together"},
		{"blue", nil, "names no kind of object"},
		{"creatures you own", func(f *sim.Filter) bool { return f.Owner == sim.YouControl && f.Controller == sim.AnyController }, ""},
		{"creatures you possess", nil, `unknown words "you possess"`},
		{"card from an opponent's graveyard", func(f *sim.Filter) bool {
			return slices.Equal(f.Zones, []sim.Zone{sim.Graveyard}) && f.Owner == sim.OpponentControls
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.phrase, func(t *testing.T) {
			f, err := ParseFilter(tt.phrase)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error = %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(f) {
				t.Errorf("filter = %+v", *f)
			}
		})
	}
}
