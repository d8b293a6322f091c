package sim

import (
	"fmt"
	"slices"
	"strings"
)

// quality is a protection quality (702.16a): which sources it stops.
type quality func(source *Characteristics) bool

// parseQuality reads what follows "protection from": a color ("red"), a
// card type in the plural ("creatures", "artifacts"), "everything"
// (702.16j), "multicolored" or "monocolored".
func parseQuality(q string) (quality, error) {
	if t, ok := ParseColor(q); ok {
		return func(c *Characteristics) bool { return c.HasColor(t) }, nil
	}
	switch q {
	case "everything":
		return func(*Characteristics) bool { return true }, nil
	case "multicolored":
		return func(c *Characteristics) bool { return len(c.Colors.types()) > 1 }, nil
	case "monocolored":
		return func(c *Characteristics) bool { return len(c.Colors.types()) == 1 }, nil
	}
	if t, ok := strings.CutSuffix(q, "s"); ok && slices.Contains(cardTypeNames, t) {
		return func(c *Characteristics) bool { return c.HasType(t) }, nil
	}
	return nil, fmt.Errorf("protection from %q: the qualities are a color, a card type in the plural (\"creatures\"), everything, multicolored or monocolored", q)
}

// cardTypeNames are the card types (205.2a), lower case.
var cardTypeNames = []string{"artifact", "battle", "creature", "dungeon", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery"}

// protectedFrom reports whether an object with characteristics c has
// protection from a source with characteristics src (702.16).
func protectedFrom(c, src *Characteristics) bool {
	if src == nil {
		return false
	}
	for _, k := range keywordsWith(c, KwProtection) {
		q, err := parseQuality(strings.TrimPrefix(k, string(KwProtection)+" from "))
		if err == nil && q(src) {
			return true
		}
	}
	return false
}
