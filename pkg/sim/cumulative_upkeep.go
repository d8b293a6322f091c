package sim

import "strings"

// cumulativeUpkeepAbility is the triggered ability "cumulative upkeep
// [cost]" stands for (702.24a): "At the beginning of your upkeep, if this
// permanent is on the battlefield, put an age counter on this permanent.
// Then you may pay [cost] for each age counter on it. If you don't,
// sacrifice it."
func cumulativeUpkeepAbility(k string) *Ability {
	cost, err := ParseManaCost(strings.ToUpper(strings.TrimPrefix(k, string(KwCumulativeUpkeep)+" ")))
	if err != nil || cost.XCount > 0 {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: "Cumulative upkeep " + cost.String(), Name: "cumulative upkeep",
		Trigger: &Trigger{Event: AtBeginningOfStep, Step: Upkeep, Whose: YourTurn},
		Effects: []Effect{ageCounters{cost: cost}}}
}

// ageCounters puts an age counter on the source, then asks for the cost
// once for each age counter on it, or the source is sacrificed.
type ageCounters struct{ cost ManaCost }

func (e ageCounters) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Battlefield || (r.sourceLKI != nil && o.Incarnation != r.sourceLKI.Incarnation) {
		return nil
	}
	if err := (PutCounters{What: ItsSource(), Kind: "age", N: 1}).apply(g, r); err != nil {
		return err
	}
	n := o.Counters["age"]
	return PayOrSacrifice{Cost: e.cost.Times(n), Rule: RuleCumulativeUpkeep}.apply(g, r)
}
