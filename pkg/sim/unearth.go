package sim

import (
	"strings"
)

// unearthAbility is the activated ability "unearth [cost]" stands for
// (702.84a): "[Cost]: Return this card from your graveyard to the
// battlefield. It gains haste. Exile it at the beginning of the next end
// step. If it would leave the battlefield, exile it instead of putting it
// anywhere else. Activate only as a sorcery." It works from the graveyard.
func unearthAbility(k string) *Ability {
	cost, err := ParseManaCost(strings.ToUpper(strings.TrimPrefix(k, string(KwUnearth)+" ")))
	if err != nil {
		return nil
	}
	return &Ability{Kind: ActivatedAbility, Text: "Unearth " + cost.String(), Name: "unearth", Cost: Cost{Mana: cost},
		SorcerySpeed: true, WorksFrom: Graveyard, Effects: []Effect{unearthReturn{}}}
}

// unearthReturn does what unearth says on resolution.
type unearthReturn struct{}

func (unearthReturn) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Graveyard {
		return nil // it left the graveyard: it can't be returned
	}
	g.move(o.ID, Battlefield, r.controller)
	g.logf("zone", RuleUnearth, "%s returns from its owner's graveyard to the battlefield", o.Card.Name)
	g.changing(o)
	o.unearthedAt = o.timestamp
	g.invalidate()
	if err := (ApplyModifications{What: ItsSource(), Mods: []Modification{AddKeywords{Keywords: []string{string(KwHaste)}}}, Rule: RuleUnearth}).apply(g, r); err != nil {
		return err
	}
	exile := &Ability{Kind: TriggeredAbility, Text: "Exile it at the beginning of the next end step.", Name: "unearth",
		Effects: []Effect{moveObject{object: o.ref(), to: Exile, rule: RuleUnearth}}}
	g.addDelayed(delayedTrigger{at: NextEndStep, ability: exile, source: o.ID, controller: r.controller})
	return nil
}
