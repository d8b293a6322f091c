package sim

// noncreaturesHaveNoPT applies 208.3 after the layers: a noncreature
// permanent has no power or toughness, even one with a power and toughness
// printed on it such as a Vehicle (301.7a); once it becomes a creature it
// has them again, with every effect on them (301.7b, 208.3a). Elsewhere a
// card keeps its printed values.
func (g *Game) noncreaturesHaveNoPT(v *view) {
	for _, id := range g.battlefield {
		if c := v.chars[id]; c.HasPT && !c.HasType("creature") {
			d := c.clone()
			d.HasPT, d.Power, d.Toughness = false, 0, 0
			v.chars[id] = d
		}
	}
}
