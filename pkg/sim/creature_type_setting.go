package sim

import "strings"

// SetCreatureTypes makes the object these creature types and no others,
// keeping its other subtypes: "becomes a 2/2 Bird artifact creature", an
// effect that keeps the object's card types and other subtypes but
// replaces its creature types (205.1b, layer 4).
type SetCreatureTypes struct{ Types []string }

func (SetCreatureTypes) layer() layer { return layerType }

func (m SetCreatureTypes) apply(c *Characteristics, _ modContext, _ ObjectID) {
	var kept []string
	for _, t := range c.Subtypes {
		if !containsFold(CreatureTypes, t) {
			kept = append(kept, t)
		}
	}
	c.Subtypes = append(kept, m.Types...)
}

func (m SetCreatureTypes) String() string {
	return "is a " + strings.Join(m.Types, " ") + " and no other creature type"
}

// IsCreatureType reports whether a subtype is a creature type (205.3m).
func IsCreatureType(s string) bool { return containsFold(CreatureTypes, s) }
