package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// keywordNumber reads the N of a keyword such as "bushido N".
func keywordNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 1000 {
		return 0, fmt.Errorf("not a number from 0 to 1000")
	}
	return n, nil
}

// bushidoAbility is the triggered ability "bushido N" stands for (702.45a):
// "Whenever this creature blocks or becomes blocked, it gets +N/+N until
// end of turn." Each instance triggers separately (702.45b).
func bushidoAbility(k string) *Ability {
	n, err := keywordNumber(strings.TrimPrefix(k, string(KwBushido)+" "))
	if err != nil {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Bushido %d", n), Name: "bushido",
		Trigger: &Trigger{Event: WhenBlocksOrBecomesBlocked},
		Effects: []Effect{ApplyModifications{What: ItsSource(), Mods: []Modification{ModifyPT{n, n}}, Until: UntilEndOfTurn, Rule: RuleBushido}}}
}

// flankingAbility is the triggered ability flanking stands for (702.25a):
// "Whenever this creature becomes blocked by a creature without flanking,
// the blocking creature gets -1/-1 until end of turn." It triggers once for
// each such blocker (509.3d), and each instance separately (702.25b).
func flankingAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Flanking", Name: "flanking",
		Trigger: &Trigger{Event: WhenBecomesBlockedBy, Object: &Filter{Phrase: "a creature without flanking", Types: []string{"creature"}, NotKeywords: []Keyword{KwFlanking}}},
		Effects: []Effect{ApplyModifications{What: TriggerObject(), Mods: []Modification{ModifyPT{-1, -1}}, Until: UntilEndOfTurn, Rule: RuleFlanking}}}
}

// instancesTriggerSeparately reports whether each instance of a keyword
// counts: a triggered keyword ability (prowess 702.108b, exalted, bushido
// 702.45b, flanking 702.25b) triggers once for each instance, so an
// effect granting it to an object that has it already adds another
// (Cavalry Master's rulings). Other keywords are redundant (702.9c...).
func instancesTriggerSeparately(k string) bool {
	a := keywordAbility(k)
	return a != nil && a.Kind == TriggeredAbility
}
