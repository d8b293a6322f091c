package sim

import (
	"fmt"
	"strings"
)

// keywordN is the N of a keyword with a number as written ("afflict 2").
func keywordN(k string, kw Keyword) (int, bool) {
	n, err := keywordNumber(strings.TrimPrefix(k, string(kw)+" "))
	return n, err == nil
}

// afflictAbility is the triggered ability "afflict N" stands for
// (702.130a): "Whenever this creature becomes blocked, defending player
// loses N life." Each instance triggers separately (702.130b).
func afflictAbility(k string) *Ability {
	n, ok := keywordN(k, KwAfflict)
	if !ok {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Afflict %d", n), Name: "afflict",
		Trigger: &Trigger{Event: WhenBecomesBlocked},
		Effects: []Effect{LoseLife{Who: DefendingPlayer(), Amount: AmountOf(n)}}}
}
