package sim

// CantActivateNamed is "Activated abilities of sources with the chosen
// name can't be activated [unless they're mana abilities]." (Phyrexian
// Revoker, Pithing Needle): while its permanent is on the battlefield, no
// player can begin to activate an ability (other than a mana ability,
// 605.1a, with ExceptMana) of an object with the name chosen as the
// permanent entered (602.5, 614.12), in whatever zone that object is (a
// card's cycling in a hand too). Triggered and static abilities work as
// usual.
type CantActivateNamed struct{ ExceptMana bool }

func (CantActivateNamed) static() {}

// chooseCardNameAsEnters asks the entering permanent's controller for a
// card name (614.12, 201.4).
func (g *Game) chooseCardNameAsEnters(o *Object, kind NameKind) {
	name, err := g.chooseCardName(g.Controller(o.ID), o.ID, kind)
	if err != nil {
		g.fail(err)
		return
	}
	g.changing(o)
	o.chosenName = name
	g.invalidate()
}

// lookAtOpponentsHand has the entering permanent's controller look at the
// hand of an opponent of their choice (701.20e): the engine's log is the
// controller's view; nothing else changes.
func (g *Game) lookAtOpponentsHand(o *Object) {
	r := newResolution(g.Controller(o.ID), o.ID)
	p, err := g.chooseOpponent(r, "an opponent whose hand to look at", RuleLookAt)
	if err != nil {
		g.fail(err)
		return
	}
	g.logf("look", RuleLookAt, "%s looks at %s's hand: %s", g.players[r.controller].Name, g.players[p].Name, g.names(g.players[p].hand))
}

// namedActivationReasons says why the ability a of object id can't be
// activated: a permanent on the battlefield with CantActivateNamed whose
// chosen name the object has (602.5).
func (g *Game) namedActivationReasons(id ObjectID, a *Ability) []Reason {
	var out []Reason
	g.eachNamingStatic(id, func(pid ObjectID, chosen string, st Static) {
		s, ok := st.(CantActivateNamed)
		switch {
		case !ok:
		case s.ExceptMana && a.IsManaAbility():
		case s.ExceptMana:
			out = append(out, reason([]Rule{RuleProhibitedActivation, RuleChooseOnEntering},
				"%s's chosen name is %s: activated abilities of sources with that name can't be activated unless they're mana abilities", g.name(pid), chosen))
		default:
			out = append(out, reason([]Rule{RuleProhibitedActivation, RuleChooseOnEntering},
				"%s's chosen name is %s: activated abilities of sources with that name can't be activated, mana abilities too", g.name(pid), chosen))
		}
	})
	return out
}

// eachNamingStatic calls fn with each static ability of each permanent on
// the battlefield whose chosen name the object id has. fn only reads: the
// battlefield is walked as it is, not copied first.
func (g *Game) eachNamingStatic(id ObjectID, fn func(pid ObjectID, chosen string, s Static)) {
	for _, pid := range g.battlefield {
		chosen := g.object(pid).chosenName
		if !g.hasName(id, chosen) {
			continue
		}
		for _, ab := range g.abilitiesOfKind(pid, StaticAbility) {
			fn(pid, chosen, ab.Static)
		}
	}
}

// CantCastNamed is "Spells with the chosen name can't be cast." (Voidstone
// Gargoyle): while its permanent is on the battlefield, no player can cast
// a spell with the name chosen as the permanent entered (601.3, 614.12).
type CantCastNamed struct{}

func (CantCastNamed) static() {}

// namedCastReasons says why the card id can't be cast: a permanent on the
// battlefield with CantCastNamed whose chosen name it has (601.3).
func (g *Game) namedCastReasons(id ObjectID) []Reason {
	var out []Reason
	g.eachNamingStatic(id, func(pid ObjectID, chosen string, st Static) {
		if _, ok := st.(CantCastNamed); ok {
			out = append(out, reason([]Rule{RuleCastPermission, RuleChooseOnEntering},
				"%s's chosen name is %s: spells with that name can't be cast", g.name(pid), chosen))
		}
	})
	return out
}
