package sim

// ReturnSelf is "Return this card from your graveyard to your hand" (or
// "to the battlefield [tapped]"): an ability whose effect moves its own
// card out of From functions only there (113.6m), and moves the card only
// if it is still the object whose ability was activated (400.7).
type ReturnSelf struct {
	From, To Zone
	Tapped   bool // onto the battlefield tapped
}

func (e ReturnSelf) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o == nil || o.Zone != e.From || r.sourceRef.id == o.ID && r.sourceRef.incarnation != o.Incarnation {
		g.logf("resolve", RuleNewObject, "%s is no longer the card in the %s: it is not moved", g.name(r.source), e.From)
		return nil
	}
	if e.To == Battlefield {
		g.moveEntering(o.ID, Battlefield, r.controller, entering{tapped: e.Tapped})
		g.logf("enter", RuleEntersUnderPutter, "%s enters the battlefield under %s's control", g.name(o.ID), g.players[r.controller].Name)
		return nil
	}
	g.move(o.ID, e.To, NoPlayer)
	g.logf("zone", RuleOwnersZone, "%s is returned from the %s to %s's %s", g.name(o.ID), e.From, g.players[o.Owner].Name, e.To)
	return nil
}

// returnsSelfFrom is the zone an ability's ReturnSelf moves its card out of,
// where the ability functions (113.6m), or false.
func (a *Ability) returnsSelfFrom() (Zone, bool) {
	return returnsSelfIn(a.Effects)
}

// returnsSelfIn finds a ReturnSelf among effects, or among the effects of
// an optional one ("you may pay {B}. If you do, return this card from your
// graveyard to your hand", 113.6m).
func returnsSelfIn(effects []Effect) (Zone, bool) {
	for _, e := range effects {
		switch e := e.(type) {
		case ReturnSelf:
			return e.From, true
		case Optional:
			if z, ok := returnsSelfIn(append(append([]Effect(nil), e.Do...), e.IfYouDo...)); ok {
				return z, true
			}
		}
	}
	return 0, false
}
