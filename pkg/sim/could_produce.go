package sim

// CouldProduce is the set of mana types the permanent could produce (106.7):
// every type its mana abilities would add if they resolved now, whether or
// not their costs could be paid. Each type present is counted once.
func (g *Game) CouldProduce(id ObjectID) Mana {
	var out Mana
	for _, a := range g.Abilities(id) {
		if !a.IsManaAbility() {
			continue
		}
		for _, e := range a.Effects {
			add, ok := e.(AddMana)
			if !ok {
				continue
			}
			for t := range add.Fixed {
				if add.Fixed[t] > 0 {
					out[t] = 1
				}
			}
			if add.AnyColor > 0 {
				for _, c := range Colors {
					out[c] = 1
				}
			}
		}
	}
	return out
}
