package sim

import "strings"

// CardDef is a card's printed characteristics and abilities: the data a card
// file describes, compiled. Objects refer to it; the engine never changes it.
type CardDef struct {
	Name       string
	ManaCost   ManaCost
	Supertypes []string // lower case: "basic", "legendary"
	Types      []string // lower case: "creature", "land", "instant"...
	Subtypes   []string // as printed: "Forest", "Elf"
	// Power and Toughness are printed values; HasPT is false for cards
	// without them.
	Power, Toughness int
	HasPT            bool
	// ColorIndicator is the colors a card has besides its mana cost's: a
	// color indicator (204), or the color the effect that creates a token
	// gives it (111.4).
	ColorIndicator ColorBits
	Keywords       []string // lower case keyword abilities: "flying", "haste"
	Abilities      []*Ability
	// AdditionalCost is paid as the card is cast, besides its mana cost:
	// "As an additional cost to cast this spell, sacrifice a creature."
	// (601.2f)
	AdditionalCost Cost
}

// HasType reports whether the card has the card type t (lower case).
func (c *CardDef) HasType(t string) bool { return containsFold(c.Types, t) }

// HasSupertype reports whether the card has the supertype t (lower case).
func (c *CardDef) HasSupertype(t string) bool { return containsFold(c.Supertypes, t) }

// HasSubtype reports whether the card has the subtype t, in any case.
func (c *CardDef) HasSubtype(t string) bool { return containsFold(c.Subtypes, t) }

// IsPermanentCard reports whether the card becomes a permanent when it
// resolves (110.4): any card that is not an instant or sorcery.
func (c *CardDef) IsPermanentCard() bool { return !c.HasType("instant") && !c.HasType("sorcery") }

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

// basicLandMana is the mana of each basic land type's intrinsic ability
// (305.6): a land with one of these subtypes has "{T}: Add [symbol]."
// The subtypes are spelled as type lines print them.
var basicLandMana = []struct {
	subtype string
	mana    ManaType
}{
	{"Plains", White}, {"Island", Blue}, {"Swamp", Black}, {"Mountain", Red}, {"Forest", Green},
}
