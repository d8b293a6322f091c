package sim

import (
	"slices"
	"strings"
)

// SetCardTypes makes the object these card types and no others: "is a blue
// Frog creature" (205.1a, layer 4). An instant or sorcery keeps that type;
// a subtype stays only if it belongs to a card type the object still has,
// creature types to creature and land types to land. The card language
// sets only "creature", whose subtypes are the creature types.
type SetCardTypes struct{ Types []string }

func (SetCardTypes) layer() layer { return layerType }

func (m SetCardTypes) apply(c *Characteristics, _ modContext, _ ObjectID) {
	types := slices.Clone(m.Types)
	for _, t := range []string{"instant", "sorcery"} {
		if c.HasType(t) && !containsFold(types, t) {
			types = append(types, t)
		}
	}
	var subs []string
	for _, s := range c.Subtypes {
		if IsCreatureType(s) && containsFold(types, "creature") || isLandType(s) && containsFold(types, "land") {
			subs = append(subs, s)
		}
	}
	c.Types, c.Subtypes = types, subs
}

func (m SetCardTypes) String() string {
	return "is a " + strings.Join(m.Types, " ") + " and no other card type"
}
