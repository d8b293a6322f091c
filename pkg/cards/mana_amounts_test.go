package cards

import "testing"

func TestOneOfAmounts(t *testing.T) {
	tests := []struct {
		in   string
		want int // amounts read, 0 for none
	}{
		{"{W}{W}, {W}{U}, or {U}{U}", 3},
		{"{C}, {W}{U}, or {G}{G}{G}", 3},
		{"{W}, {U}, or {B}", 0}, // one mana each: a choice of types
		{"{R} or {G}", 0},
		{"{W}{W}", 0},
		{"{W}{W}, {2}, or {U}{U}", 0},
	}
	for _, tt := range tests {
		if got := len(oneOfAmounts(tt.in)); got != tt.want {
			t.Errorf("oneOfAmounts(%q) read %d amounts, want %d", tt.in, got, tt.want)
		}
	}
}
