package sim

import "strings"

// scavengeAbility is the activated ability "scavenge [cost]" stands for
// (702.97a): "[Cost], Exile this card from your graveyard: Put a number of
// +1/+1 counters equal to the power of the card you exiled on target
// creature. Activate only as a sorcery." It works from the graveyard
// (113.6m); the card's power is read from the card exiled to pay the cost.
func scavengeAbility(k string) *Ability {
	cost, err := ParseManaCost(strings.ToUpper(strings.TrimPrefix(k, string(KwScavenge)+" ")))
	if err != nil {
		return nil
	}
	return &Ability{Kind: ActivatedAbility, Text: "Scavenge " + cost.String(), Name: "scavenge",
		Cost: Cost{Mana: cost, ExileSelfFromGraveyard: true}, SorcerySpeed: true, WorksFrom: Graveyard,
		Targets: []TargetSpec{{Description: "target creature", Objects: &Filter{Phrase: "creature", Types: []string{"creature"}}}},
		Effects: []Effect{PutCounters{What: TheTarget(0), Kind: "+1/+1", Count: &Amount{PowerOf: ItsSource()}}}}
}
