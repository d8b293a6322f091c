package sim

import "slices"

// Duration is how long a continuous effect from a resolving spell or ability
// lasts (611.2a).
type Duration int

// The durations.
const (
	// Indefinitely: no duration stated, so until the end of the game.
	Indefinitely Duration = iota
	// UntilEndOfTurn effects end in the cleanup step (514.2).
	UntilEndOfTurn
	// UntilEndOfCombat effects end when the combat phase ends (511.2).
	UntilEndOfCombat
)

// layer is a layer of the layer system (613.1).
type layer int

const (
	layerControl   layer = 2 // 613.1b
	layerAbilities layer = 6 // 613.1f
	layerPT        layer = 7 // 613.4c: effects that modify power and toughness
)

// continuousEffect is one continuous effect from a resolved spell or
// ability, or from a judge's effect. The objects it affects are fixed when it
// begins (611.2c), so it never follows a card into a new zone.
type continuousEffect struct {
	timestamp int
	layer     layer
	affected  []objectRef
	until     Duration

	controller       PlayerID // layer 2: the player who gains control
	keywords         []string // layer 6: abilities gained
	power, toughness int      // layer 7c: modifications
	// mana is a replacement effect on mana events (not a layer effect);
	// label names it for the player who orders replacements.
	mana  *ManaReplacement
	label string
}

func (e *continuousEffect) affects(o *Object) bool { return slices.Contains(e.affected, o.ref()) }

// addEffect starts a continuous effect with a new timestamp (613.7b).
func (g *Game) addEffect(e *continuousEffect) {
	e.timestamp = g.tick()
	g.effects = append(g.effects, e)
	if e.layer == layerControl {
		g.updateControl()
	}
}

// endEffects ends every effect with the given duration.
func (g *Game) endEffects(d Duration) {
	ended := false
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *continuousEffect) bool {
		if e.until == d {
			ended = true
			return true
		}
		return false
	})
	if !ended {
		return
	}
	if d == UntilEndOfCombat {
		g.logf("effects end", RuleEndOfCombatEffects, "\"until end of combat\" effects end")
	} else {
		g.logf("effects end", RuleCleanupDamageAndEffects, "\"until end of turn\" effects end")
	}
	g.updateControl()
}

// controllerOf applies the layer-2 effects in timestamp order (613.7) on top
// of the player the permanent entered under (110.2): the latest one wins.
func (g *Game) controllerOf(o *Object) PlayerID {
	c := o.enteredUnder
	for _, e := range g.continuous() {
		if e.layer == layerControl && e.affects(o) && !g.players[e.controller].Lost {
			c = e.controller
		}
	}
	return c
}

// updateControl recomputes the controller of every permanent from the
// effects in force, until nothing changes (an Aura's control effect follows
// the Aura's own controller). A permanent whose controller changed starts a
// new period of continuous control (302.6), leaves combat (506.4), and
// triggers "when you lose control" abilities (603.10d).
func (g *Game) updateControl() {
	for range len(g.battlefield) + 1 {
		changed := false
		for _, id := range g.battlefield {
			o := g.objects[id]
			c := g.controllerOf(o)
			if c == o.controller {
				continue
			}
			changed = true
			lki := o.clone()
			old := o.controller
			o.controller = c
			o.controlSince = g.tick()
			g.logf("control", RuleControlLayer, "%s gains control of %s from %s", g.players[c].Name, o.Card.Name, g.players[old].Name)
			g.removeFromCombat(id)
			g.fire(event{kind: evControlChanged, object: id, lki: lki, oldController: old})
		}
		if !changed {
			return
		}
	}
}

// Controller is the permanent's controller (the result of layer 2), or, off
// the battlefield, its owner (108.4a).
func (g *Game) Controller(id ObjectID) PlayerID {
	o := g.objects[id]
	if o.Zone == Battlefield {
		return o.controller
	}
	return o.Owner
}

// IsCreature reports whether the object is a creature.
func (g *Game) IsCreature(id ObjectID) bool { return g.objects[id].Card.HasType("creature") }

// PowerToughness is the object's power and toughness after counters and the
// layer-7 effects in force (613.4); ok is false when it has none.
func (g *Game) PowerToughness(id ObjectID) (power, toughness int, ok bool) {
	return g.powerToughnessWith(id, g.continuous())
}

// powerToughnessWith is PowerToughness given the continuous effects in
// force, so that a pass over every permanent computes them once.
func (g *Game) powerToughnessWith(id ObjectID, effects []*continuousEffect) (power, toughness int, ok bool) {
	o := g.objects[id]
	if !o.Card.HasPT {
		return 0, 0, false
	}
	power, toughness = o.Card.Power, o.Card.Toughness
	plus, minus := o.Counters["+1/+1"], o.Counters["-1/-1"]
	power += plus - minus
	toughness += plus - minus
	for _, e := range effects {
		if e.layer == layerPT && e.affects(o) {
			power += e.power
			toughness += e.toughness
		}
	}
	return power, toughness, true
}

// Keywords lists the object's keyword abilities: printed ones and those
// granted by effects in force (layer 6), without repeats, in that order.
func (g *Game) Keywords(id ObjectID) []string {
	o := g.objects[id]
	out := slices.Clone(o.Card.Keywords)
	for _, e := range g.continuous() {
		if e.layer == layerAbilities && e.affects(o) {
			for _, k := range e.keywords {
				if !slices.Contains(out, k) {
					out = append(out, k)
				}
			}
		}
	}
	return out
}

// HasKeyword reports whether the object has the keyword ability k.
func (g *Game) HasKeyword(id ObjectID, k string) bool { return slices.Contains(g.Keywords(id), k) }

// IsSick reports whether summoning sickness (302.6) stops the permanent
// from attacking and from paying {T} and {Q} costs now: a creature without
// haste (702.10c) whose controller has not controlled it continuously since
// their most recent turn began.
func (g *Game) IsSick(id ObjectID) bool {
	o := g.objects[id]
	if o.Zone != Battlefield || !g.IsCreature(id) || g.HasKeyword(id, "haste") {
		return false
	}
	return o.controlSince > g.players[o.controller].turnBegan
}

// ManaValue is the object's mana value (202.3): X counts as chosen while it
// is a spell on the stack and as 0 elsewhere (202.3e).
func (g *Game) ManaValue(id ObjectID) int {
	o := g.objects[id]
	x := 0
	if o.Zone == Stack {
		if it := g.stackItemOf(id); it != nil {
			x = it.X
		}
	}
	return o.Card.ManaCost.ManaValue(x)
}

// Abilities lists the object's abilities: those of its rules text, then
// the intrinsic mana ability of each basic land type it has (305.6), after
// type-changing effects (305.7).
func (g *Game) Abilities(id ObjectID) []*Ability { return g.abilitiesWith(id, g.landTypeOverrides()) }

// abilitiesWith is Abilities given the land type overrides, so that a pass
// over every permanent computes them once.
func (g *Game) abilitiesWith(id ObjectID, overrides map[ObjectID]string) []*Ability {
	o := g.objects[id]
	out := slices.Clone(rulesText(o, overrides))
	if o.Card.HasType("land") {
		for _, t := range landTypesWith(o, overrides) {
			out = append(out, intrinsicManaAbility(t))
		}
	}
	return out
}
