package sim

// CouldProduce is the set of mana types the permanent could produce (106.7),
// one mana of each: every type its mana abilities would produce if they
// resolved now, counting the applicable replacement effects in any order,
// and ignoring whether their costs could be paid.
func (g *Game) CouldProduce(id ObjectID) Mana {
	if g.object(id).Zone != Battlefield {
		return Mana{}
	}
	return g.couldProduceAll()[id].asMana()
}

// couldProduceAll computes what every permanent could produce. Permanents
// can reflect each other (one land adds what your lands could produce,
// another what your opponents' lands could), so this is the least fixpoint: start from
// nothing and recompute until nothing grows. Two such lands that
// only reflect each other stay at nothing, as 106.7 says. Reflection depends only on the union of what each
// player's lands could produce, so each round is linear in the number of
// permanents and there are at most a few rounds per player and type.
func (g *Game) couldProduceAll() map[ObjectID]typeSet {
	cp := make(map[ObjectID]typeSet, len(g.battlefield))
	shields := g.manaShields()
	for changed := true; changed; {
		changed = false
		lands := make([]typeSet, len(g.players))
		for _, id := range g.battlefield {
			if g.Chars(id).HasType("land") {
				lands[g.Controller(id)] |= cp[id]
			}
		}
		for _, id := range g.battlefield {
			s := g.permanentCouldProduce(id, lands, shields)
			if s != cp[id] {
				cp[id] = s
				changed = true
			}
		}
	}
	return cp
}

// permanentCouldProduce is the union over the permanent's mana abilities,
// given what each player's lands could produce.
func (g *Game) permanentCouldProduce(id ObjectID, lands []typeSet, shields []manaShield) typeSet {
	var out typeSet
	controller := g.Controller(id)
	for _, a := range g.Chars(id).Abilities {
		if !a.IsManaAbility() {
			continue
		}
		var s typeSet
		for _, e := range a.Effects {
			if add, ok := e.(AddMana); ok {
				if add.Times != nil && add.Times.value(g, newResolution(controller, id)) == 0 {
					continue // it would produce no mana (106.7)
				}
				s |= typesOf(add.Fixed)
				for _, m := range add.OneOf {
					s |= typesOf(m)
				}
				if add.One != nil {
					s |= g.couldChoose(*add.One, id, controller, lands)
				}
			}
		}
		if s != 0 && a.Cost.Tap {
			s = g.replacedTypes(s, id, controller, shields)
		}
		out |= s
	}
	return out
}

// couldChoose is what a mana choice could give, ignoring costs: a land to
// sacrifice could be any land you control.
func (g *Game) couldChoose(c ManaChoice, source ObjectID, controller PlayerID, lands []typeSet) typeSet {
	var s typeSet
	switch c.Kind {
	case AnyOf:
		s = allTypes
	case WhatLandsCouldProduce:
		s = reflected(lands, controller, c.Opponents)
	case ColorOfAPermanentYouControl:
		s = g.colorsYouControl(controller)
	case WhatTheSacrificedLandCouldProduce:
		s = lands[controller]
	case OneOfTypes:
		s = c.Types
	case TheChosenColor:
		s = g.object(source).chosenColor
	}
	if c.ColorsOnly {
		s &= allColors
	}
	return s
}

// landsCouldProduce is what the lands of p (or of p's opponents) could
// produce.
func (g *Game) landsCouldProduce(cp map[ObjectID]typeSet, p PlayerID, opponents bool) typeSet {
	lands := make([]typeSet, len(g.players))
	for _, id := range g.battlefield {
		if g.Chars(id).HasType("land") {
			lands[g.Controller(id)] |= cp[id]
		}
	}
	return reflected(lands, p, opponents)
}

func reflected(lands []typeSet, p PlayerID, opponents bool) typeSet {
	if !opponents {
		return lands[p]
	}
	var s typeSet
	for q, l := range lands {
		if PlayerID(q) != p {
			s |= l
		}
	}
	return s
}

// replacedTypes applies the type-changing replacement effects that would
// apply to tapping the permanent for mana, in any possible order (106.7):
// whichever changes the type last decides it, so the result is the set of
// their types; multipliers change no type. Orders are never enumerated.
func (g *Game) replacedTypes(s typeSet, source ObjectID, controller PlayerID, shields []manaShield) typeSet {
	var changed typeSet
	for _, sh := range shields {
		if sh.replacement.Becomes && g.manaReplacementApplies(sh.replacement, source, controller, sh.controller) {
			changed |= 1 << sh.replacement.BecomesType
		}
	}
	if changed == 0 {
		return s
	}
	return changed
}
