package sim

// prohibitedActivationReasons refuses an activated ability of a permanent
// whose activated abilities an effect says can't be activated (602.5),
// such as a detained permanent's (701.35a); mana abilities are activated
// abilities too (605.1a).
func (g *Game) prohibitedActivationReasons(o *Object) []Reason {
	if o.Zone != Battlefield || g.Chars(o.ID).Restrictions&CantActivate == 0 {
		return nil
	}
	return []Reason{reason([]Rule{RuleProhibitedActivation}, "an effect says the activated abilities of %s can't be activated", o.Card.Name)}
}
