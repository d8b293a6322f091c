package cards

import (
	"fmt"
	"slices"
	"strings"
)

var supertypes = []string{"basic", "legendary", "snow", "world", "ongoing"}

var cardTypes = []string{"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery"}

// parseTypeLine splits a type line such as "Legendary Creature — Elf Druid"
// into supertypes and card types (lower case) and subtypes (as printed).
func parseTypeLine(s string) (super, types, sub []string, err error) {
	left, right, _ := strings.Cut(s, "—")
	for _, w := range strings.Fields(left) {
		lw := strings.ToLower(w)
		switch {
		case slices.Contains(supertypes, lw):
			super = append(super, lw)
		case slices.Contains(cardTypes, lw):
			types = append(types, lw)
		default:
			return nil, nil, nil, fmt.Errorf("%q is not a supertype or card type (card types: %s)", w, strings.Join(cardTypes, ", "))
		}
	}
	if len(types) == 0 {
		return nil, nil, nil, fmt.Errorf("the type line %q has no card type", s)
	}
	sub = strings.Fields(right)
	return super, types, sub, nil
}
