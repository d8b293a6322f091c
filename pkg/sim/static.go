package sim

// Static is what a static ability does while its object is on the
// battlefield (604.1). Its effect is not locked in: it applies at each
// moment to whatever its text indicates (611.3a).
type Static interface{ static() }

// Enchant is an Aura's enchant ability (702.5a): what the Aura spell
// targets and what the Aura may be attached to; Yours: "Enchant creature you
// control", only a permanent the Aura's controller controls.
type Enchant struct {
	Types []string
	Yours bool
}

// ContinuousStatic is a static ability that generates a continuous effect
// (604.2, 611.3): the objects Affected describes get Mods, through the layer
// system (613). "Creatures you control get +1/+1", "Nonbasic lands are
// Mountains", "You control enchanted creature" are all this one value.
type ContinuousStatic struct {
	Affected Filter
	Mods     []Modification
	// CDA marks a characteristic-defining ability (604.3), applied first
	// in its layer (613.3).
	CDA bool
	// While, when set, is the condition of "as long as ..." or "during
	// your turn": the effect exists only while it is true (611.3a).
	While Condition
}

// CombatRequirement is "attacks or blocks each combat if able" (508.1d,
// 509.1c).
type CombatRequirement struct{ Attacks, Blocks bool }

// PreventDamageToSelf is "If damage would be dealt to this, prevent that
// damage and [Then]": a prevention effect whose additional effects happen
// immediately after the prevention (615.5), with the permanent's controller
// as "you".
type PreventDamageToSelf struct{ Then []Effect }

func (Enchant) static()             {}
func (ContinuousStatic) static()    {}
func (CombatRequirement) static()   {}
func (PreventDamageToSelf) static() {}

// attachedTo is the permanent o is attached to, if any.
func (g *Game) attachedTo(o *Object) (*Object, bool) {
	if o.AttachedTo == 0 {
		return nil, false
	}
	host := g.object(o.AttachedTo)
	return host, host.Zone == Battlefield && host.Incarnation == o.attachedIncarnation
}

// requirements maps each permanent with an "attacks or blocks each combat
// if able" ability to it.
func (g *Game) requirements() map[ObjectID]CombatRequirement {
	out := map[ObjectID]CombatRequirement{}
	for _, id := range g.battlefield {
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			if r, ok := a.Static.(CombatRequirement); ok {
				out[id] = r
			}
		}
	}
	return out
}
