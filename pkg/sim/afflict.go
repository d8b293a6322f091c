package sim

import (
	"fmt"
	"strings"
)

// afflictAbility is the triggered ability "afflict N" stands for
// (702.130a): "Whenever this creature becomes blocked, defending player
// loses N life." Each instance triggers separately (702.130b).
func afflictAbility(k string) *Ability {
	n, err := keywordNumber(strings.TrimPrefix(k, string(KwAfflict)+" "))
	if err != nil {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Afflict %d", n), Name: "afflict",
		Trigger: &Trigger{Event: WhenBecomesBlocked},
		Effects: []Effect{LoseLife{Who: DefendingPlayer(), Amount: AmountOf(n)}}}
}
