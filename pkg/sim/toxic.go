package sim

import "strings"

// toxicPoison gives p, just dealt combat damage by src, a number of poison
// counters equal to src's total toxic value: the sum of the N of its toxic
// abilities (702.164b-c, 120.3g), in addition to the damage's other results.
// It is no trigger: the counters come with the damage.
func (g *Game) toxicPoison(src *Characteristics, from string, p *Player) {
	if src == nil || !src.HasType("creature") {
		return
	}
	total := 0
	for _, k := range keywordsWith(src, KwToxic) {
		if n, err := keywordNumber(strings.TrimPrefix(k, string(KwToxic)+" ")); err == nil {
			total += n
		}
	}
	if total == 0 {
		return
	}
	p.Poison += total
	g.invalidate()
	g.logf("damage", RuleToxic, "%s has total toxic value %d: %s gets %d poison counter(s) (%d)", from, total, p.Name, total, p.Poison)
}
