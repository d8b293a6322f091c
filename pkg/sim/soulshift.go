package sim

import (
	"fmt"
	"strings"
)

// soulshiftAbility is the triggered ability "soulshift N" stands for
// (702.46a): "When this permanent is put into a graveyard from the
// battlefield, you may return target Spirit card with mana value N or less
// from your graveyard to your hand." Each instance triggers separately
// (702.46b).
func soulshiftAbility(k string) *Ability {
	n, err := keywordNumber(strings.TrimPrefix(k, string(KwSoulshift)+" "))
	if err != nil {
		return nil
	}
	phrase := fmt.Sprintf("Spirit card with mana value %d or less from your graveyard", n)
	target := TargetSpec{Description: "target " + phrase, Objects: &Filter{Phrase: phrase, Zones: []Zone{Graveyard}, Owner: YouControl,
		Subtypes: []string{"Spirit"}, Compare: []Comparison{{Stat: StatManaValue, Op: AtMost, N: n}}}}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Soulshift %d", n), Name: "soulshift",
		Trigger: &Trigger{Event: WhenDies},
		Targets: []TargetSpec{target},
		Effects: []Effect{Optional{Text: "return target " + phrase + " to your hand", Do: []Effect{ReturnToHand{What: TheTarget(0)}}}}}
}
