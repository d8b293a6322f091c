package sim

// typeSet is a set of mana types, one bit per ManaType.
type typeSet uint8

const (
	allColors typeSet = 1<<White | 1<<Blue | 1<<Black | 1<<Red | 1<<Green
	allTypes  typeSet = allColors | 1<<Colorless
)

func (s typeSet) has(t ManaType) bool { return s&(1<<t) != 0 }

// types lists the set's types in W U B R G C order.
func (s typeSet) types() []ManaType {
	var out []ManaType
	for t := White; t < manaTypeCount; t++ {
		if s.has(t) {
			out = append(out, t)
		}
	}
	return out
}

// asMana renders the set as one mana of each type, for could_produce.
func (s typeSet) asMana() Mana {
	var m Mana
	for _, t := range s.types() {
		m[t] = 1
	}
	return m
}

// typesOf is the set of types present in m.
func typesOf(m Mana) typeSet {
	var s typeSet
	for t := range m {
		if m[t] > 0 {
			s |= 1 << t
		}
	}
	return s
}

// colorsOf is the set of colors of a card: those of its mana cost (105.2,
// 202.2) and of its color indicator (204).
func colorsOf(c *CardDef) typeSet {
	return c.ColorIndicator | c.ManaCost.colorSet()
}
