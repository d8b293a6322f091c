package sim

// Toxic N (702.164a) is a static ability. Combat damage dealt to a player
// by a creature with toxic causes that creature's controller to give the
// player poison counters equal to its total toxic value, the sum of the N
// of its toxic abilities (702.164b-c), in addition to the damage's other
// results (120.3g).

// totalToxic is a creature's total toxic value (702.164b).
func totalToxic(c *Characteristics) int {
	total := 0
	for _, k := range keywordsWith(c, KwToxic) {
		if n, ok := keywordN(k, KwToxic); ok {
			total += n
		}
	}
	return total
}

// toxicPoison gives p the poison counters of combat damage from a creature
// with toxic (120.3g).
func (g *Game) toxicPoison(src *Characteristics, from string, p *Player, combat bool) {
	if !combat || src == nil || !src.HasType("creature") {
		return
	}
	if n := totalToxic(src); n > 0 {
		p.Poison += n
		g.invalidate()
		g.logf("damage", RuleToxic, "%s has toxic: %s gets %d poison counter(s) (%d)", from, p.Name, n, p.Poison)
	}
}
