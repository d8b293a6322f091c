package sim

import "strings"

// spectacleCosts are the alternative costs of an object's spectacle
// keywords (702.137a): "Spectacle [cost]" means "You may pay [cost] rather
// than pay this spell's mana cost if an opponent lost life this turn." It
// functions on the stack, where the caster chooses among the alternative
// costs (601.2b, 118.9a).
func spectacleCosts(c *Characteristics) []AlternativeCost {
	var out []AlternativeCost
	for _, k := range keywordsWith(c, KwSpectacle) {
		m, err := ParseManaCost(strings.TrimPrefix(k, string(KwSpectacle)+" "))
		if err != nil {
			continue
		}
		out = append(out, AlternativeCost{Cost: Cost{Mana: m}, Text: k, If: ThisTurn{Fact: AnOpponentLostLife}})
	}
	return out
}
