package sim

import "strings"

// Scavenge (702.97a) is an activated ability that functions only while the
// card is in a graveyard: "[Cost], Exile this card from your graveyard:
// Put a number of +1/+1 counters equal to the power of the card you exiled
// on target creature. Activate only as a sorcery."

// keywordManaCost is the mana cost of a keyword as written ("scavenge
// {3}{b}{g}"), if it reads as one.
func keywordManaCost(k string, kw Keyword) (ManaCost, bool) {
	cost, err := ParseManaCost(strings.ToUpper(strings.TrimPrefix(k, string(kw)+" ")))
	return cost, err == nil
}

// scavengeAbility is the activated ability "scavenge [cost]" stands for.
func scavengeAbility(k string) *Ability {
	cost, ok := keywordManaCost(k, KwScavenge)
	if !ok {
		return nil
	}
	return &Ability{Kind: ActivatedAbility, Text: "Scavenge " + cost.String(), Name: "scavenge",
		Cost: Cost{Mana: cost, ExileSelfFromGraveyard: true}, SorcerySpeed: true,
		Targets: []TargetSpec{{Description: "target creature", Objects: &Filter{Phrase: "creature", Types: []string{"creature"}}}},
		Effects: []Effect{scavengeCounters{}}}
}

// scavengeCounters puts on the target as many +1/+1 counters as the power
// the card had in the graveyard as it was exiled to pay the cost (its
// last known information, 608.2h).
type scavengeCounters struct{}

func (scavengeCounters) apply(g *Game, r *resolution) error {
	if r.sourceLKI == nil || r.sourceLKI.lkiChars == nil {
		return nil
	}
	n := max(0, r.sourceLKI.lkiChars.Power)
	g.logf("scavenge", RuleScavenge, "%s had power %d as it was exiled", r.sourceLKI.Card.Name, n)
	return PutCounters{What: TheTarget(0), Kind: "+1/+1", N: n}.apply(g, r)
}
