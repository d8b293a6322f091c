package sim

import "slices"

// Devoid (702.114a) and changeling (702.73a) are characteristic-defining
// abilities: printed on a card, they define its color and its creature types
// in every zone, even outside the game (604.3), and apply first in their
// layer (613.3). They are effects of the object on itself, so a later
// effect in the same layer ("becomes blue", "is a 0/4 Treefolk") still
// overrides them by timestamp, and losing the ability in layer 6 comes too
// late to undo them (613.6).
//
// A keyword granted by another effect is not a characteristic-defining
// ability (604.3a); the card language refuses to grant these two
// (GrantableKeyword).

// AllCreatureTypes makes the object every creature type (205.3m), in
// addition to its other subtypes: changeling (layer 4).
type AllCreatureTypes struct{}

func (AllCreatureTypes) layer() layer { return layerType }

func (AllCreatureTypes) apply(c *Characteristics, _ modContext, _ ObjectID) {
	var more []string
	for _, t := range CreatureTypes {
		if !c.HasSubtype(t) {
			more = append(more, t)
		}
	}
	c.Subtypes = grown(c.Subtypes, more...)
}

func (AllCreatureTypes) String() string { return "is every creature type" }

// cdaKeywords are the keywords that are characteristic-defining abilities,
// with what each does.
var cdaKeywords = []struct {
	k   Keyword
	mod Modification
}{
	{KwChangeling, AllCreatureTypes{}},
	{KwDevoid, SetColors{}},
}

// keywordCDAEffects are the effects of the characteristic-defining keyword
// abilities of the objects of the game's copiable values (printed or
// copied, 707.2), in every zone.
func (g *Game) keywordCDAEffects(v *view) []*layerEffect {
	var out []*layerEffect
	for _, o := range g.objects {
		if o == nil || o.Card == nil || o.Zone == NoZone {
			continue
		}
		for _, cda := range cdaKeywords {
			if slices.Contains(v.copiable[o.ID].Keywords, string(cda.k)) { // copiable values: printed or copied (707.2)
				out = append(out, &layerEffect{timestamp: o.timestamp, source: o.ID, fixed: []objectRef{o.ref()},
					mods: []Modification{cda.mod}, cda: true, text: string(cda.k)})
			}
		}
	}
	return out
}

// GrantableKeyword refuses a keyword an effect would grant when the engine
// can't honour it granted: a granted changeling or devoid is not a
// characteristic-defining ability (604.3a) and is not implemented.
func GrantableKeyword(k string) error {
	for _, cda := range cdaKeywords {
		if keywordBase(k) == cda.k {
			return &NotSupportedError{What: "granting " + k + " (a granted " + k + " is not a characteristic-defining ability, 604.3a)"}
		}
	}
	return nil
}
