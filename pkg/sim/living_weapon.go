package sim

// Living weapon (702.92a) and For Mirrodin! (702.163a) are triggered
// abilities of Equipment: "When this Equipment enters, create a 0/0 black
// Phyrexian Germ creature token [a 2/2 red Rebel creature token], then
// attach this Equipment to it." A 0/0 Germ that nothing raises above 0
// toughness is put into the graveyard the next time state-based actions
// are checked (704.5f).

// germToken and rebelToken are the tokens they create, each named for its
// subtypes (111.4).
var (
	germToken = &CardDef{Name: "Phyrexian Germ", Types: []string{"creature"}, Subtypes: []string{"Phyrexian", "Germ"},
		ColorIndicator: ColorSet(Black), HasPT: true}
	rebelToken = &CardDef{Name: "Rebel", Types: []string{"creature"}, Subtypes: []string{"Rebel"},
		ColorIndicator: ColorSet(Red), Power: 2, Toughness: 2, HasPT: true}
)

// livingWeaponAbility is the triggered ability "living weapon" stands for.
func livingWeaponAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Living weapon", Name: "living weapon",
		Trigger: &Trigger{Event: WhenEnters}, Effects: []Effect{attachToNewToken{germToken, "a 0/0 black Phyrexian Germ", RuleLivingWeapon}}}
}

// forMirrodinAbility is the triggered ability "For Mirrodin!" stands for.
func forMirrodinAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "For Mirrodin!", Name: "For Mirrodin!",
		Trigger: &Trigger{Event: WhenEnters}, Effects: []Effect{attachToNewToken{rebelToken, "a 2/2 red Rebel", RuleForMirrodin}}}
}

// attachToNewToken creates the token, then attaches the source to it if
// the source is still the same object on the battlefield (400.7) and can
// be attached to it: an Equipment that is also a creature can't equip
// (301.5c), nor can it be attached to a permanent with protection from it
// (702.16d); it then doesn't move (701.3b).
type attachToNewToken struct {
	token *CardDef
	what  string // the token as the keyword's text describes it
	rule  Rule
}

func (e attachToNewToken) apply(g *Game, r *resolution) error {
	g.logf("token", e.rule, "%s creates %s creature token, then attaches %s to it", g.players[r.controller].Name, e.what, g.name(r.source))
	ids := g.createTokens(e.token, r.controller, 1)
	r.created = append(r.created, ids...)
	tok := g.object(ids[0])
	src := g.object(r.source)
	switch {
	case src.Zone != Battlefield || r.sourceLKI != nil && src.Incarnation != r.sourceLKI.Incarnation:
		g.logf("attach", e.rule, "%s has left the battlefield: it is not attached to the token", src.Card.Name)
	case tok.Zone != Battlefield:
	case g.IsCreature(src.ID):
		g.logf("attach", RuleAttachIllegal, "%s is a creature and can't equip (%s), so it doesn't move", src.Card.Name, RuleEquipmentCreature)
	case protectedFrom(g.Chars(tok.ID), g.Chars(src.ID)):
		g.logf("attach", RuleAttachIllegal, "%s has protection from %s, so it doesn't move", g.name(tok.ID), src.Card.Name)
	default:
		g.attach(src.ID, tok.ID)
	}
	return nil
}
