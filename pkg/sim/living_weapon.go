package sim

// Living weapon (702.92a) is a triggered ability: "When this Equipment
// enters, create a 0/0 black Phyrexian Germ creature token, then attach
// this Equipment to it." The Germ is 0/0: unless the Equipment (or another
// effect) raises its toughness, it is put into the graveyard the next time
// state-based actions are checked (704.5f).

// germToken is the token living weapon creates, named for its subtypes
// (111.4).
var germToken = &CardDef{Name: "Phyrexian Germ", Types: []string{"creature"}, Subtypes: []string{"Phyrexian", "Germ"},
	ColorIndicator: ColorSet(Black), HasPT: true}

// livingWeaponAbility is the triggered ability "living weapon" stands for.
func livingWeaponAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Living weapon", Name: "living weapon",
		Trigger: &Trigger{Event: WhenEnters}, Effects: []Effect{livingWeapon{}}}
}

// livingWeapon creates the Germ, then attaches the source to it if the
// source is still the same object on the battlefield (400.7) and can be
// attached to it: an Equipment that is also a creature can't equip
// (301.5c), nor can it be attached to a permanent with protection from it
// (702.16d); it then doesn't move (701.3b).
type livingWeapon struct{}

func (livingWeapon) apply(g *Game, r *resolution) error {
	g.logf("living weapon", RuleLivingWeapon, "%s creates a 0/0 black Phyrexian Germ creature token, then attaches %s to it", g.players[r.controller].Name, g.name(r.source))
	ids := g.createTokens(germToken, r.controller, 1)
	r.created = append(r.created, ids...)
	germ := g.object(ids[0])
	src := g.object(r.source)
	switch {
	case src.Zone != Battlefield || r.sourceLKI != nil && src.Incarnation != r.sourceLKI.Incarnation:
		g.logf("attach", RuleLivingWeapon, "%s has left the battlefield: it is not attached to the Germ", src.Card.Name)
	case germ.Zone != Battlefield:
	case g.IsCreature(src.ID):
		g.logf("attach", RuleAttachIllegal, "%s is a creature and can't equip (%s), so it doesn't move", src.Card.Name, RuleEquipmentCreature)
	case protectedFrom(g.Chars(germ.ID), g.Chars(src.ID)):
		g.logf("attach", RuleAttachIllegal, "%s has protection from %s, so it doesn't move", g.name(germ.ID), src.Card.Name)
	default:
		g.attach(src.ID, germ.ID)
	}
	return nil
}
