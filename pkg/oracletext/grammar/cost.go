package grammar

import (
	"strings"
)

// Cost is an activation cost: comma-separated parts, each mana symbols
// with {T} and {Q}, "Pay N life", "Sacrifice a TYPE", "Sacrifice another
// TYPE", "Sacrifice ~", "Discard ~", "Exile ~ from your graveyard" or
// "Remove a KIND counter from ~".
type Cost struct {
	Parts []CostPart
}

// CostPart is one part of a cost.
type CostPart struct {
	Kind string // symbols, life, sacrifice, sacrifice_self, discard, discard_self, exile_self, remove_counter
	Text string // as printed
	// Value is the symbols, the life, the type sacrificed, the counter kind.
	Value string
}

func (c *Cost) String() string {
	parts := make([]string, len(c.Parts))
	for i, p := range c.Parts {
		parts[i] = p.Text
	}
	return strings.Join(parts, ", ")
}

// ManaOnly reports whether the cost is mana symbols alone.
func (c *Cost) ManaOnly() bool {
	return len(c.Parts) == 1 && c.Parts[0].Kind == "symbols" && !strings.ContainsAny(c.Parts[0].Value, "TQ")
}

// costSymbols are the symbols a cost may hold; numbers and X are generic;
// hybrid and Phyrexian symbols are allowed (107.4e, 107.4f).
const costSymbols = "WUBRGCXTQ" + hybridMarker

// cost reads a cost at i; it returns nil when none is there.
func cost(sc *scanner, i int) (*Cost, int) {
	c := &Cost{}
	for {
		p, end := costPart(sc, i)
		if p == nil {
			break
		}
		c.Parts = append(c.Parts, *p)
		j, ok := sc.lit(end, ", ")
		i = end
		if !ok {
			break
		}
		if q, _ := costPart(sc, j); q == nil {
			break
		}
		i = j
	}
	if len(c.Parts) == 0 {
		return nil, i
	}
	return c, i
}

// moreCostParts are readers of further cost parts, tried first.
var moreCostParts []func(sc *scanner, i int) (*CostPart, int)

func costPart(sc *scanner, i int) (*CostPart, int) {
	for _, read := range moreCostParts {
		if p, end := read(sc, i); p != nil {
			return p, end
		}
	}
	if syms, end := manaSymbols(sc, i, costSymbols); syms != "" {
		return &CostPart{Kind: "symbols", Text: syms, Value: syms}, end
	}
	if j, ok := sc.lit(i, "Pay "); ok {
		for _, n := range number(sc, j) {
			if k, ok := sc.lit(n.end, " life"); ok {
				return &CostPart{Kind: "life", Text: sc.s[i:k], Value: n.v.String()}, k
			}
		}
	}
	for _, art := range []string{"Sacrifice a ", "Sacrifice an ", "Sacrifice another "} {
		if j, ok := sc.lit(i, art); ok {
			if t := costType(sc, j); t != "" {
				return &CostPart{Kind: "sacrifice", Text: sc.s[i : j+len(t)], Value: t}, j + len(t)
			}
		}
	}
	if j, ok := sc.lit(i, "Tap an untapped "); ok {
		if t := costType(sc, j); t != "" {
			if k, ok := sc.lit(j+len(t), " you control"); ok {
				return &CostPart{Kind: "tap_untapped", Text: sc.s[i:k], Value: t}, k
			}
		}
	}
	if j, ok := sc.lit(i, "Sacrifice ~"); ok {
		return &CostPart{Kind: "sacrifice_self", Text: sc.s[i:j], Value: "~"}, j
	}
	if j, ok := sc.lit(i, "Discard ~"); ok {
		return &CostPart{Kind: "discard_self", Text: sc.s[i:j], Value: "~"}, j
	}
	if j, ok := sc.lit(i, "Exile ~ from your graveyard"); ok {
		return &CostPart{Kind: "exile_self", Text: sc.s[i:j], Value: "~"}, j
	}
	for _, d := range []string{"Discard a card", "Discard two cards", "Discard three cards"} {
		if j, ok := sc.lit(i, d); ok && hasWord(sc.s[i:], d) {
			return &CostPart{Kind: "discard", Text: d, Value: d}, j
		}
	}
	return selfCounterCost(sc, i, "Remove", " counter from ~", "remove_counter")
}

// costType reads the permanent a cost names at i: a card type, or a
// subtype ("Sacrifice a Goblin"), which the card language checks.
func costType(sc *scanner, i int) string {
	for _, t := range []string{"creature", "artifact", "land", "enchantment"} {
		if hasWord(sc.s[i:], t) {
			return t
		}
	}
	w, _, _ := strings.Cut(sc.s[i:], " ")
	w = strings.TrimRight(w, ",:")
	if isCapitalized(w) {
		return w
	}
	sc.fail(i)
	return ""
}

// manaSymbols reads a run of symbols such as "{2}{G}" at i, each a number or
// one of the letters of allowed, or a hybrid or Phyrexian symbol such as
// {W/U} when allowed has hybridMarker.
func manaSymbols(sc *scanner, i int, allowed string) (string, int) {
	j := i
	for j < len(sc.s) && sc.s[j] == '{' {
		end := strings.IndexByte(sc.s[j:], '}')
		if end < 0 {
			break
		}
		sym := sc.s[j+1 : j+end]
		hybrid := strings.Contains(allowed, hybridMarker) && hybridSymbols[sym]
		if !(isDigits(sym) || len(sym) == 1 && sym != hybridMarker && strings.Contains(allowed, sym) || hybrid) {
			break
		}
		j += end + 1
	}
	if j == i || j < len(sc.s) && sc.s[j] == '{' {
		sc.fail(j)
		return "", i
	}
	return sc.s[i:j], j
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
