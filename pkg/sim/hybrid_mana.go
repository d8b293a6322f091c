package sim

import (
	"fmt"
	"strings"
)

// hybridSymbol is a mana symbol that can be paid in more than one way
// (118.13): a hybrid symbol such as {W/U} (107.4e), a monocolored hybrid
// symbol such as {2/W} or {C/W} (107.4e), a Phyrexian symbol such as {W/P}
// or a hybrid Phyrexian symbol such as {G/W/P} (107.4f).
type hybridSymbol struct {
	text string // inside the braces, as Oracle text prints it: "W/U"
	// halves are the mana each half pays with, in printed order: one
	// mana of a color, {C}, or generic mana ({2} of {2/W}).
	halves []ManaCost
	// phyrexian: the symbol can be paid with 2 life instead (107.4f).
	phyrexian bool
	colors    []ManaType // all of its component colors (107.4e, 107.4f)
}

// phyrexianLife is the life that pays a Phyrexian mana symbol (107.4f).
const phyrexianLife = 2

// hybridSymbols are the symbols of 107.4 that can be paid in more than one
// way, in the order 107.4 lists them; HybridCount counts them in this
// order.
var hybridSymbols = buildHybridSymbols()

// hybridKinds is the number of such symbols: ten hybrid, ten monocolored
// hybrid, five Phyrexian and ten hybrid Phyrexian (107.4).
const hybridKinds = 35

// colorPairs are the ten two-color pairs in the order of 107.4.
var colorPairs = [][2]ManaType{{White, Blue}, {White, Black}, {Blue, Black}, {Blue, Red}, {Black, Red},
	{Black, Green}, {Red, Green}, {Red, White}, {Green, White}, {Green, Blue}}

func buildHybridSymbols() []hybridSymbol {
	one := func(t ManaType) ManaCost {
		var c ManaCost
		c.Specific[t] = 1
		return c
	}
	var out []hybridSymbol
	for _, p := range colorPairs {
		out = append(out, hybridSymbol{text: p[0].Letter() + "/" + p[1].Letter(), halves: []ManaCost{one(p[0]), one(p[1])}, colors: p[:]})
	}
	for _, t := range Colors {
		out = append(out, hybridSymbol{text: "2/" + t.Letter(), halves: []ManaCost{{Generic: 2}, one(t)}, colors: []ManaType{t}})
	}
	for _, t := range Colors {
		out = append(out, hybridSymbol{text: "C/" + t.Letter(), halves: []ManaCost{one(Colorless), one(t)}, colors: []ManaType{t}})
	}
	for _, t := range Colors {
		out = append(out, hybridSymbol{text: t.Letter() + "/P", halves: []ManaCost{one(t)}, phyrexian: true, colors: []ManaType{t}})
	}
	for _, p := range colorPairs {
		out = append(out, hybridSymbol{text: p[0].Letter() + "/" + p[1].Letter() + "/P", halves: []ManaCost{one(p[0]), one(p[1])}, phyrexian: true, colors: p[:]})
	}
	if len(out) != hybridKinds {
		panic(fmt.Sprintf("sim: %d hybrid symbols, want %d", len(out), hybridKinds))
	}
	return out
}

// hybridSymbolIndex finds a symbol by its text inside the braces
// (upper-cased), or -1.
func hybridSymbolIndex(text string) int {
	for i, s := range hybridSymbols {
		if s.text == text {
			return i
		}
	}
	return -1
}

// IsHybridSymbol reports whether text, inside the braces and upper-cased
// ("W/U", "2/W", "G/W/P"), is a hybrid or Phyrexian mana symbol of 107.4.
func IsHybridSymbol(text string) bool { return hybridSymbolIndex(text) >= 0 }

// manaValue is what one symbol adds to a mana value: its largest
// component, 2 for {2/W} (202.3f); a Phyrexian symbol 1 (202.3g).
func (s hybridSymbol) manaValue() int {
	n := 0
	for _, h := range s.halves {
		n = max(n, h.Generic+h.Specific.Total())
	}
	return n
}

// HybridCount is how many of each hybrid and Phyrexian symbol a mana cost
// has, indexed in the order of hybridSymbols. It is an array so that a
// ManaCost stays a comparable value.
type HybridCount [hybridKinds]int

// total is the number of symbols.
func (h HybridCount) total() int { return sumOf(h[:]) }

// sumOf is the sum of xs.
func sumOf(xs []int) int {
	n := 0
	for _, v := range xs {
		n += v
	}
	return n
}

// manaValue is what the symbols add to a mana value (202.3f, 202.3g).
func (h HybridCount) manaValue() int {
	n := 0
	for i, v := range h {
		n += v * hybridSymbols[i].manaValue()
	}
	return n
}

// ofColor is the number of symbols that are the color t (107.4e, 107.4f):
// what they add to a devotion to t (700.5).
func (h HybridCount) ofColor(t ManaType) int {
	n := 0
	for i, v := range h {
		if v == 0 {
			continue // most costs have no hybrid symbol
		}
		for _, c := range hybridSymbols[i].colors {
			if c == t {
				n += v
			}
		}
	}
	return n
}

// String renders the symbols in the order of 107.4.
func (h HybridCount) String() string {
	var b strings.Builder
	for i, v := range h {
		for range v {
			b.WriteString("{" + hybridSymbols[i].text + "}")
		}
	}
	return b.String()
}

// HasHybrid reports whether the cost has a hybrid or Phyrexian mana symbol,
// which its payer pays in one of several ways (118.13).
func (c ManaCost) HasHybrid() bool { return c.Hybrid.total() > 0 }

// SymbolsOfColor is the number of mana symbols in the cost that are the
// color t: colored symbols of t, and hybrid and Phyrexian symbols one of
// whose colors is t (107.4e, 107.4f, 700.5).
func (c ManaCost) SymbolsOfColor(t ManaType) int { return c.Specific[t] + c.Hybrid.ofColor(t) }

// Times is the cost n times over, such as "{1}{W/U}" for each age counter
// (702.24a). X is kept as it is.
func (c ManaCost) Times(n int) ManaCost {
	out := ManaCost{Generic: c.Generic * n, Specific: c.Specific.Times(n), XCount: c.XCount}
	for i, v := range c.Hybrid {
		out.Hybrid[i] = v * n
	}
	return out
}
