package cards

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// oneOfAmounts reads "{W}{W}, {W}{U}, or {U}{U}": a choice among amounts
// of mana, at least one of more than one mana (one mana each is a choice of
// types, "{R} or {G}"). It returns nil for anything else.
func oneOfAmounts(s string) []sim.Mana {
	if !strings.Contains(s, ", or ") {
		return nil
	}
	var out []sim.Mana
	multi := false
	for part := range strings.SplitSeq(strings.ReplaceAll(s, ", or ", ", "), ", ") {
		m, err := sim.ParseMana(part)
		if err != nil || m.Total() == 0 {
			return nil
		}
		multi = multi || m.Total() > 1
		out = append(out, m)
	}
	if !multi {
		return nil
	}
	return out
}
