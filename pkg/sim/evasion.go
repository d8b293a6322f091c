package sim

// evasionReasons says which evasion keywords stop a creature from blocking
// an attacker: fear (702.36b), intimidate (702.13b), shadow (702.28b, both
// ways), horsemanship (702.31b) and skulk (702.118b). Each instance beyond
// the first is redundant (702.36c, 702.13c, 702.28c, 702.31c, 702.118c), so
// having the keyword is all that counts.
func (g *Game) evasionReasons(blockerID, attackerID ObjectID) []Reason {
	a, b := g.Chars(attackerID), g.Chars(blockerID)
	an, bn := g.name(attackerID), g.name(blockerID)
	var out []Reason
	if a.HasKeyword(KwFear) && !b.HasType("artifact") && !b.HasColor(Black) {
		out = append(out, reason([]Rule{RuleFear}, "%s has fear, and %s is neither an artifact creature nor black", an, bn))
	}
	if a.HasKeyword(KwIntimidate) && !b.HasType("artifact") && a.Colors&b.Colors == 0 {
		out = append(out, reason([]Rule{RuleIntimidate}, "%s has intimidate, and %s is neither an artifact creature nor shares a color with it", an, bn))
	}
	switch {
	case a.HasKeyword(KwShadow) && !b.HasKeyword(KwShadow):
		out = append(out, reason([]Rule{RuleShadow}, "%s has shadow, and %s does not", an, bn))
	case !a.HasKeyword(KwShadow) && b.HasKeyword(KwShadow):
		out = append(out, reason([]Rule{RuleShadow}, "%s has shadow, and %s does not", bn, an))
	}
	if a.HasKeyword(KwHorsemanship) && !b.HasKeyword(KwHorsemanship) {
		out = append(out, reason([]Rule{RuleHorsemanship}, "%s has horsemanship, and %s does not", an, bn))
	}
	if a.HasKeyword(KwSkulk) && b.Power > a.Power {
		out = append(out, reason([]Rule{RuleSkulk}, "%s has skulk, and %s has greater power (%d > %d)", an, bn, b.Power, a.Power))
	}
	return out
}
