package sim

import "slices"

// AttachedIsLandType is "Enchanted land is an Island": a type-changing
// effect (layer 4, 613.1d) that sets the land's land type. A land whose
// land type an effect sets loses its other land types and the abilities
// of its rules text, and has the intrinsic mana ability of its new type
// (305.7).
type AttachedIsLandType struct{ Type string }

func (AttachedIsLandType) static() {}

// landTypeOverrides maps each land whose basic land type an effect sets to
// that type; the effect with the latest timestamp wins (613.7). The effects
// come from static abilities of the Auras, which are not lands, so this
// needs no other layer.
func (g *Game) landTypeOverrides() map[ObjectID]string {
	type setting struct {
		timestamp int
		land      ObjectID
		landType  string
	}
	var settings []setting
	for _, id := range g.battlefield {
		o := g.objects[id]
		for _, a := range o.Card.Abilities {
			s, ok := a.Static.(AttachedIsLandType)
			if !ok || a.Kind != StaticAbility {
				continue
			}
			if host, attached := g.attachedTo(o); attached && host.Card.HasType("land") {
				settings = append(settings, setting{o.timestamp, host.ID, s.Type})
			}
		}
	}
	slices.SortStableFunc(settings, func(a, b setting) int { return a.timestamp - b.timestamp })
	out := map[ObjectID]string{}
	for _, s := range settings {
		out[s.land] = s.landType
	}
	return out
}

// rulesText is the abilities a permanent has from its rules text: none for a
// land whose land type an effect sets (305.7).
func rulesText(o *Object, overrides map[ObjectID]string) []*Ability {
	if _, ok := overrides[o.ID]; ok {
		return nil
	}
	return o.Card.Abilities
}

// intrinsicManaAbility is "{T}: Add [mana]" of a basic land type (305.6),
// or nil for a type that is not one.
func intrinsicManaAbility(landType string) *Ability {
	for _, b := range basicLandMana {
		if b.subtype == landType {
			var m Mana
			m[b.mana] = 1
			return &Ability{Kind: ActivatedAbility, Text: "{T}: Add " + b.mana.Symbol() + ".",
				Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Fixed: m}}}
		}
	}
	return nil
}

// LandTypes lists the basic land types of a land, after type-changing
// effects.
func (g *Game) LandTypes(id ObjectID) []string {
	return landTypesWith(g.objects[id], g.landTypeOverrides())
}

func landTypesWith(o *Object, overrides map[ObjectID]string) []string {
	if t, ok := overrides[o.ID]; ok {
		return []string{t}
	}
	var out []string
	for _, b := range basicLandMana {
		if o.Card.HasSubtype(b.subtype) {
			out = append(out, b.subtype)
		}
	}
	return out
}
