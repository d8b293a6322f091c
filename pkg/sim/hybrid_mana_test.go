package sim

import (
	"slices"
	"strings"
	"testing"
)

// TestHybridCharacteristics: a hybrid or Phyrexian symbol is each of its
// colors (202.2d) and counts its largest component in the mana value
// (202.3f, 202.3g).
func TestHybridCharacteristics(t *testing.T) {
	tests := []struct {
		cost      string
		colors    string // letters in W U B R G order
		manaValue int
		white     int // symbols that are white (700.5)
	}{
		{"{1}{G/W}{G/W}", "WG", 3, 2},
		{"{2/W}{2/W}{2/W}", "W", 6, 3},
		{"{2/W}{2/U}{2/B}{2/R}{2/G}", "WUBRG", 10, 1},
		{"{1}{B/P}{B/P}", "B", 3, 0},
		{"{1}{G}{G/W/P}{W}", "WG", 4, 2},
		{"{C/W}{C/U}", "WU", 2, 1},
		{"{W}{W/U}", "WU", 2, 2},
	}
	for _, tt := range tests {
		t.Run(tt.cost, func(t *testing.T) {
			c, err := ParseManaCost(tt.cost)
			if err != nil {
				t.Fatal(err)
			}
			var letters strings.Builder
			for _, col := range c.Colors() {
				letters.WriteString(col.Letter())
			}
			if letters.String() != tt.colors {
				t.Errorf("colors %s, want %s", letters.String(), tt.colors)
			}
			if got := c.ManaValue(0); got != tt.manaValue {
				t.Errorf("mana value %d, want %d", got, tt.manaValue)
			}
			if got := c.SymbolsOfColor(White); got != tt.white {
				t.Errorf("white symbols %d, want %d", got, tt.white)
			}
		})
	}
}

// TestNonhybridEquivalents lists the ways to pay a cost (107.4e, 107.4f,
// 601.2b), in their fixed order.
func TestNonhybridEquivalents(t *testing.T) {
	tests := []struct {
		cost string
		want []string
	}{
		{"{1}{G/W}{G/W}", []string{"{1}{G}{G}", "{1}{W}{G}", "{1}{W}{W}"}},
		{"{2/W}{2/W}{2/W}", []string{"{6}", "{4}{W}", "{2}{W}{W}", "{W}{W}{W}"}},
		{"{3}{R/P}{R/P}", []string{"{3}{R}{R}", "{3}{R} and 2 life", "{3} and 4 life"}},
		{"{G/W/P}", []string{"{G}", "{W}", "2 life"}},
		{"{C/W}", []string{"{C}", "{W}"}},
		{"{W/U}{U/B}", []string{"{W}{U}", "{W}{B}", "{U}{U}", "{U}{B}"}},
		{"{2}{G}", []string{"{2}{G}"}},
	}
	for _, tt := range tests {
		t.Run(tt.cost, func(t *testing.T) {
			c, err := ParseManaCost(tt.cost)
			if err != nil {
				t.Fatal(err)
			}
			ways, err := c.nonhybridEquivalents()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range ways {
				got = append(got, w.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("ways %q, want %q", got, tt.want)
			}
		})
	}
}

// TestHybridCostArithmetic: cost sums and multiples keep the hybrid
// symbols (additional costs 601.2f, cumulative upkeep 702.24a).
func TestHybridCostArithmetic(t *testing.T) {
	a, _ := ParseManaCost("{1}{W/U}")
	b, _ := ParseManaCost("{B/P}")
	if got := a.Plus(b).String(); got != "{1}{W/U}{B/P}" {
		t.Errorf("Plus = %s", got)
	}
	if got := a.Times(2).String(); got != "{2}{W/U}{W/U}" {
		t.Errorf("Times = %s", got)
	}
	if a.IsZero() || !a.HasHybrid() || (ManaCost{}).HasHybrid() {
		t.Errorf("IsZero/HasHybrid wrong for %s", a)
	}
}
