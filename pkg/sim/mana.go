package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// ManaType is one of the six types of mana (106.1): the five colors and
// colorless.
type ManaType int

// The mana types, in the order W U B R G C used wherever mana is printed.
const (
	White ManaType = iota
	Blue
	Black
	Red
	Green
	Colorless
	manaTypeCount
)

// manaLetters are the symbols of the mana types, indexed by ManaType.
const manaLetters = "WUBRGC"

// Symbol renders the type as its mana symbol, such as "{G}".
func (t ManaType) Symbol() string { return "{" + string(manaLetters[t]) + "}" }

// Letter is the type's letter, such as "G".
func (t ManaType) Letter() string { return string(manaLetters[t]) }

// Colors are the five colors; "any color" never includes colorless (106.1a).
var Colors = []ManaType{White, Blue, Black, Red, Green}

// Mana is an amount of mana of each type: a mana pool, or what an ability
// adds.
type Mana [manaTypeCount]int

// Total is the number of mana in m.
func (m Mana) Total() int { return sumOf(m[:]) }

// Plus is the sum of m and o.
func (m Mana) Plus(o Mana) Mana {
	for i := range m {
		m[i] += o[i]
	}
	return m
}

// String renders m as mana symbols in W U B R G C order ("{G}{G}{C}"); the
// empty amount renders as "". More than manaSymbolsListed of one type render
// as the symbol and a count ("{G}x1024"), so that huge amounts stay short.
func (m Mana) String() string {
	var b strings.Builder
	for t := White; t < manaTypeCount; t++ {
		if m[t] > manaSymbolsListed {
			b.WriteString(t.Symbol() + "x" + strconv.Itoa(m[t]))
			continue
		}
		for range m[t] {
			b.WriteString(t.Symbol())
		}
	}
	return b.String()
}

// manaSymbolsListed is how many symbols of one type Mana.String writes out
// before it writes a count instead.
const manaSymbolsListed = 20

// MaxMana is the most mana of one type the engine holds; an effect that
// would make more is refused as beyond the engine's limits.
const MaxMana = 1 << 40

// ParseMana reads an amount of mana written as symbols ("{G}{G}", "{C}"),
// each optionally followed by a count ("{G}x1024"). The empty string is no
// mana. Generic amounts such as "{2}" are not mana and are refused.
func ParseMana(s string) (Mana, error) {
	var m Mana
	rest := strings.TrimSpace(s)
	for rest != "" {
		end := strings.IndexByte(rest, '}')
		if rest[0] != '{' || end < 0 {
			return m, fmt.Errorf("expected a symbol in braces such as {G} at %q", rest)
		}
		sym := strings.ToUpper(rest[1:end])
		rest = rest[end+1:]
		i := strings.Index(manaLetters, sym)
		if len(sym) != 1 || i < 0 {
			return m, fmt.Errorf("{%s} is not a type of mana: use W, U, B, R, G or C (106.1)", sym)
		}
		n := 1
		if after, ok := strings.CutPrefix(rest, "x"); ok {
			digits := len(after) - len(strings.TrimLeft(after, "0123456789"))
			v, err := strconv.Atoi(after[:digits])
			if err != nil || v < 1 || v > MaxMana {
				return m, fmt.Errorf("{%s}x must be followed by a count from 1 to %d", sym, MaxMana)
			}
			n, rest = v, after[digits:]
		}
		if m[i] > MaxMana-n {
			return m, fmt.Errorf("more than %d mana of one type", MaxMana)
		}
		m[i] += n
		rest = strings.TrimSpace(rest)
	}
	return m, nil
}

// splitSymbols splits "{2}{G}" into ["2", "G"], upper-cased.
func splitSymbols(s string) ([]string, error) {
	var out []string
	rest := strings.TrimSpace(s)
	for rest != "" {
		if rest[0] != '{' {
			return nil, fmt.Errorf("expected a symbol in braces such as {G} at %q", rest)
		}
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return nil, fmt.Errorf("unclosed symbol in %q", s)
		}
		out = append(out, strings.ToUpper(rest[1:end]))
		rest = strings.TrimSpace(rest[end+1:])
	}
	return out, nil
}

// ManaCost is a mana cost as printed (202.1): generic mana, mana of each
// specific type ({C} included), the number of {X} symbols, and the hybrid
// and Phyrexian symbols (107.4e, 107.4f).
type ManaCost struct {
	Generic  int
	Specific Mana
	XCount   int
	Hybrid   HybridCount
}

// MaxGenericCost bounds the generic part of a mana cost and a life payment
// in a cost, so that no sum of costs, increases and X overflows: {1000000}
// is the largest generic symbol printed on a card (Gleemax).
const MaxGenericCost = 1_000_000

// isDigits reports whether s is a decimal number: a generic mana symbol.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// ParseManaCost reads a mana cost such as "{2}{G}{G}", "{X}{X}", "{C}",
// "{1}{G/W}{G/W}", "{2/W}" or "{3}{R/P}".
func ParseManaCost(s string) (ManaCost, error) {
	var c ManaCost
	syms, err := splitSymbols(s)
	if err != nil {
		return c, err
	}
	for _, sym := range syms {
		if isDigits(sym) {
			n, err := strconv.Atoi(sym)
			if err != nil || n > MaxGenericCost-c.Generic {
				return c, fmt.Errorf("a generic cost over %d (the engine's limit)", MaxGenericCost)
			}
			c.Generic += n
			continue
		}
		if sym == "X" {
			c.XCount++
			continue
		}
		if h := hybridSymbolIndex(sym); h >= 0 {
			c.Hybrid[h]++
			continue
		}
		i := strings.Index(manaLetters, sym)
		if len(sym) != 1 || i < 0 {
			return c, &NotSupportedError{What: fmt.Sprintf("mana symbol {%s}", sym)}
		}
		c.Specific[i]++
	}
	return c, nil
}

// ManaValue is the mana value of the cost for a given X (202.3): X counts as
// the chosen value on the stack and 0 everywhere else (202.3e); a hybrid
// symbol counts its largest component (202.3f), a Phyrexian symbol 1
// (202.3g).
func (c ManaCost) ManaValue(x int) int {
	return c.Generic + c.Specific.Total() + c.XCount*x + c.Hybrid.manaValue()
}

// Colors are the colors of the mana symbols in the cost (105.2, 202.2): a
// hybrid or Phyrexian symbol is each of its colors (202.2d).
func (c ManaCost) Colors() []ManaType { return c.colorSet().types() }

// colorSet is the set of Colors.
func (c ManaCost) colorSet() typeSet {
	var s typeSet
	for _, t := range Colors {
		if c.SymbolsOfColor(t) > 0 {
			s |= 1 << t
		}
	}
	return s
}

// String renders the cost: X, generic, the hybrid and Phyrexian symbols
// (in the order of 107.4), then W U B R G C. A card's printed mana cost is
// kept as printed; this order is for messages and logs.
func (c ManaCost) String() string {
	var b strings.Builder
	for range c.XCount {
		b.WriteString("{X}")
	}
	if c.Generic > 0 {
		fmt.Fprintf(&b, "{%d}", c.Generic)
	}
	b.WriteString(c.Hybrid.String())
	b.WriteString(c.Specific.String())
	return b.String()
}

// IsZero reports whether the cost asks for no mana at all.
func (c ManaCost) IsZero() bool {
	return c.Generic == 0 && c.Specific.Total() == 0 && c.XCount == 0 && !c.HasHybrid()
}
