package grammar

import (
	"regexp"
	"strconv"
)

// basePTClause is the power and toughness a form names after its types:
// "an artifact creature with base power and toughness 4/4".
var basePTClause = regexp.MustCompile(`^ with base power and toughness (\d+)/(\d+)`)

// manaValuePT is "with power and toughness each equal to its mana value"
// (613.4b).
const manaValuePT = " with power and toughness each equal to its mana value"

// formPT reads what follows a form that named no power and toughness
// before its types (end is after "creature"): the base power and
// toughness after them, "each equal to its mana value", or nothing at all,
// the object keeping the power and toughness printed on it (a Vehicle,
// 208.3).
func formPT(sc *scanner, i, end int, f Form) []cand {
	var out []cand
	if len(f.Types) == 2 {
		out = append(out, cand{f, end}) // "a Spirit artifact creature": a Vehicle's own
	}
	if m := basePTClause.FindStringSubmatch(sc.s[end:]); m != nil {
		fp := f
		fp.NoPT = false
		fp.Power, _ = strconv.Atoi(m[1])
		fp.Toughness, _ = strconv.Atoi(m[2])
		j := end + len(m[0])
		fp.Text = sc.s[i:j]
		out = append(out, cand{fp, j})
	}
	if j, ok := sc.lit(end, manaValuePT); ok {
		fm := f
		fm.NoPT, fm.ManaValuePT = false, true
		fm.Text = sc.s[i:j]
		out = append(out, cand{fm, j})
	}
	return out
}
