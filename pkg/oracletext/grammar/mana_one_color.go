package grammar

import "strings"

// manaOfAnyOneColor ends "Add three mana of any one color.": one color
// chosen, that many mana of it (106.1a, 605.1a).
const manaOfAnyOneColor = " mana of any one color"

// manaOfOneColor reads "two mana of any one color" to "ten mana of any
// one color" (one is "one mana of any color").
func manaOfOneColor(sc *scanner, i int) []cand {
	for _, w := range numberWords[2:] {
		if j, ok := sc.lit(i, w+manaOfAnyOneColor); ok {
			return []cand{{Word(sc.s[i:j]), j}}
		}
	}
	return nil
}

// ManaOfAnyOneColor is how many mana "two mana of any one color" adds, 0
// for any other mana.
func ManaOfAnyOneColor(add string) int {
	w, ok := strings.CutSuffix(add, manaOfAnyOneColor)
	if !ok {
		return 0
	}
	for n, nw := range numberWords[2:] {
		if w == nw {
			return n + 2
		}
	}
	return 0
}
