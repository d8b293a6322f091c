package sim

import "strings"

// outlastAbility is the activated ability "outlast [cost]" stands for
// (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
// only as a sorcery."
func outlastAbility(k string) *Ability {
	cost, err := ParseManaCost(strings.ToUpper(strings.TrimPrefix(k, string(KwOutlast)+" ")))
	if err != nil {
		return nil
	}
	return &Ability{Kind: ActivatedAbility, Text: "Outlast " + cost.String(), Name: "outlast", Cost: Cost{Mana: cost, Tap: true},
		SorcerySpeed: true, Effects: []Effect{PutCounters{What: ItsSource(), Kind: "+1/+1", N: 1}}}
}
