package sim

import "slices"

// Static is what a static ability does while its object is on the
// battlefield (604.1). Its effect is not locked in: it applies at each
// moment to whatever its text indicates (611.3a).
type Static interface{ static() }

// Enchant is an Aura's enchant ability (702.5a): what the Aura spell
// targets and what the Aura may be attached to.
type Enchant struct{ Types []string }

// ControlAttached is "You control enchanted creature": a layer-2 effect
// (613.1b) in favour of the Aura's controller.
type ControlAttached struct{}

// ModifyAttached is "Enchanted (or equipped) creature gets +P/+T" (layer 7c).
type ModifyAttached struct{ Power, Toughness int }

// CombatRequirement is "attacks or blocks each combat if able" (508.1d,
// 509.1c).
type CombatRequirement struct{ Attacks, Blocks bool }

// PreventDamageToSelf is "If damage would be dealt to this, prevent that
// damage and [Then]": a prevention effect whose additional effects happen
// immediately after the prevention (615.5), with the permanent's controller
// as "you".
type PreventDamageToSelf struct{ Then []Effect }

func (Enchant) static()             {}
func (ControlAttached) static()     {}
func (ModifyAttached) static()      {}
func (CombatRequirement) static()   {}
func (PreventDamageToSelf) static() {}

// statics lists the static abilities of the permanents on the battlefield
// with the permanent that has each, in order of entry.
func (g *Game) statics() []staticInstance {
	var out []staticInstance
	overrides := g.landTypeOverrides()
	for _, id := range g.battlefield {
		for _, a := range rulesText(g.objects[id], overrides) { // intrinsic abilities are never static
			if a.Kind == StaticAbility {
				out = append(out, staticInstance{source: g.objects[id], static: a.Static})
			}
		}
	}
	return out
}

type staticInstance struct {
	source *Object
	static Static
}

// continuous lists the continuous effects in force, in timestamp order
// (613.7): those of resolved spells, abilities and judges, and those of
// static abilities, which take their object's timestamp (613.7a, 613.7e).
func (g *Game) continuous() []*continuousEffect {
	out := slices.Clone(g.effects)
	for _, s := range g.statics() {
		host, attached := g.attachedTo(s.source)
		switch st := s.static.(type) {
		case ControlAttached:
			if attached {
				out = append(out, &continuousEffect{timestamp: s.source.timestamp, layer: layerControl, affected: []objectRef{host.ref()}, controller: s.source.controller})
			}
		case ModifyAttached:
			if attached {
				out = append(out, &continuousEffect{timestamp: s.source.timestamp, layer: layerPT, affected: []objectRef{host.ref()}, power: st.Power, toughness: st.Toughness})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b *continuousEffect) int { return a.timestamp - b.timestamp })
	return out
}

// attachedTo is the permanent o is attached to, if any.
func (g *Game) attachedTo(o *Object) (*Object, bool) {
	if o.AttachedTo == 0 {
		return nil, false
	}
	host := g.objects[o.AttachedTo]
	return host, host.Zone == Battlefield
}

// requirements maps each permanent with an "attacks or blocks each combat
// if able" ability to it, computing what type-changing effects removed once.
func (g *Game) requirements() map[ObjectID]CombatRequirement {
	out := map[ObjectID]CombatRequirement{}
	overrides := g.landTypeOverrides()
	for _, id := range g.battlefield {
		for _, a := range rulesText(g.objects[id], overrides) {
			if r, ok := a.Static.(CombatRequirement); ok && a.Kind == StaticAbility {
				out[id] = r
			}
		}
	}
	return out
}
