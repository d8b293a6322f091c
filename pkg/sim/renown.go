package sim

import "strings"

// Renown N (702.112a): "When this creature deals combat damage to a
// player, if it isn't renowned, put N +1/+1 counters on it and it becomes
// renowned." Renowned lasts until it leaves the battlefield (702.112b).

// notRenowned is renown's intervening "if".
type notRenowned struct{}

func (notRenowned) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && o.Zone == Battlefield && o.renownedIn != o.Incarnation+1
}

func (notRenowned) reads() charBits { return 0 }

// becomeRenowned puts the counters on the source and makes it renowned.
type becomeRenowned struct{ n int }

func (e becomeRenowned) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Battlefield {
		return nil
	}
	if err := (PutCounters{What: ItsSource(), Kind: "+1/+1", N: e.n}).apply(g, r); err != nil {
		return err
	}
	g.changing(o)
	o.renownedIn = o.Incarnation + 1
	g.logf("renown", RuleRenown, "%s becomes renowned", o.Card.Name)
	return nil
}

// renownAbility is the triggered ability "renown N" stands for.
func renownAbility(k string) *Ability {
	n, err := keywordNumber(strings.TrimPrefix(k, string(KwRenown)+" "))
	if err != nil {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: "Renown " + strings.TrimPrefix(k, string(KwRenown)+" "), Name: "renown",
		Trigger: &Trigger{Event: WhenDealsCombatDamageToPlayer}, Condition: notRenowned{},
		Effects: []Effect{becomeRenowned{n: n}}}
}
