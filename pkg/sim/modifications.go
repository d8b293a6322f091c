package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Modification is what one continuous effect does to each object it
// affects, in one layer (613.1). A card's static ability, a resolved spell
// and a judge's effect all carry the same values. Adding a kind of effect is
// one type here and its reading in the card language.
type Modification interface {
	layer() layer
	// apply changes c, the characteristics of object id so far.
	apply(c *Characteristics, ctx modContext, id ObjectID)
	// String describes it as Oracle text would, for the log.
	String() string
}

// modContext is what a modification may read about its effect's source.
type modContext struct {
	sourceController PlayerID
	chosenColor      typeSet
	chosenType       string
	// left is the set of players who left the game: an effect giving
	// one of them control ends (800.4a).
	left uint64
	// forEach is the number of objects a ModifyPTForEach of the effect
	// counts (613.4c).
	forEach int
}

func (c modContext) lost(p PlayerID) bool { return p >= 0 && p < 64 && c.left&(1<<p) != 0 }

// SetController gives control to a player (layer 2).
type SetController struct{ Player PlayerID }

// ControlBySourceController gives control to the controller of the effect's
// source: "You control enchanted creature" (layer 2).
type ControlBySourceController struct{}

// AddTypes adds card types and subtypes: "is a creature in addition to its
// other types", "Each land is a Swamp in addition to its other land types"
// (layer 4).
type AddTypes struct{ Types, Subtypes []string }

// SetLandType sets a land's basic land type: it loses its other land types
// and the abilities of its rules text, and has the intrinsic mana ability
// of the new type (305.7, layer 4).
type SetLandType struct{ Type string }

// AddColors makes the object these colors in addition to its others (layer
// 5).
type AddColors struct{ Colors ColorBits }

// SetColors makes the object exactly these colors: "is blue" (layer 5).
type SetColors struct{ Colors ColorBits }

// AddChosenColor makes the object the color chosen for the effect's source
// as it entered, in addition to its other colors (layer 5).
type AddChosenColor struct{}

// AddKeywords grants keyword abilities (layer 6).
type AddKeywords struct{ Keywords []string }

// AddAbilities grants abilities other than keywords: 'has "{T}: This
// creature deals 1 damage to any target."' (layer 6). A granted ability
// works like one of the object's own; a granted static ability that
// would generate a continuous effect is not supported (the card language
// refuses it).
type AddAbilities struct{ Abilities []*Ability }

// LoseAllAbilities removes every ability (layer 6).
type LoseAllAbilities struct{}

// SetBasePT sets base power and toughness to numbers (layer 7b).
type SetBasePT struct{ Power, Toughness int }

// SetBasePTToManaValue sets base power and toughness each to the object's
// mana value (layer 7b).
type SetBasePTToManaValue struct{}

// ModifyPT adds to power and toughness: "+1/+1" (layer 7c).
type ModifyPT struct{ Power, Toughness int }

// SwitchPT switches power and toughness (layer 7d).
type SwitchPT struct{}

// Restrict forbids what its restrictions say: "can't block", "can't be
// blocked" (613.11, after the layers).
type Restrict struct{ Restrictions Restriction }

func (SetController) layer() layer             { return layerControl }
func (ControlBySourceController) layer() layer { return layerControl }
func (AddTypes) layer() layer                  { return layerType }
func (SetLandType) layer() layer               { return layerType }
func (AddColors) layer() layer                 { return layerColor }
func (AddChosenColor) layer() layer            { return layerColor }
func (SetColors) layer() layer                 { return layerColor }
func (AddKeywords) layer() layer               { return layerAbility }
func (LoseAllAbilities) layer() layer          { return layerAbility }
func (AddAbilities) layer() layer              { return layerAbility }
func (SetBasePT) layer() layer                 { return layerPTSetting }
func (SetBasePTToManaValue) layer() layer      { return layerPTSetting }
func (ModifyPT) layer() layer                  { return layerPTModifying }
func (SwitchPT) layer() layer                  { return layerPTSwitching }
func (Restrict) layer() layer                  { return layerRules }

func (m SetController) apply(c *Characteristics, ctx modContext, _ ObjectID) {
	if !ctx.lost(m.Player) {
		c.Controller = m.Player
	}
}

func (ControlBySourceController) apply(c *Characteristics, ctx modContext, _ ObjectID) {
	if ctx.sourceController != NoPlayer {
		c.Controller = ctx.sourceController
	}
}

func (m AddTypes) apply(c *Characteristics, _ modContext, _ ObjectID) {
	for _, t := range m.Types {
		if !c.HasType(t) {
			c.Types = grown(c.Types, t)
		}
	}
	for _, t := range m.Subtypes {
		if !c.HasSubtype(t) {
			c.Subtypes = grown(c.Subtypes, t)
		}
	}
}

func (m SetLandType) apply(c *Characteristics, _ modContext, _ ObjectID) {
	if !c.HasType("land") {
		return
	}
	c.Subtypes = grown(slices.DeleteFunc(slices.Clone(c.Subtypes), isLandType), m.Type)
	c.Abilities, c.Keywords = nil, nil
}

func (m AddColors) apply(c *Characteristics, _ modContext, _ ObjectID) { c.Colors |= m.Colors }

func (AddChosenColor) apply(c *Characteristics, ctx modContext, _ ObjectID) {
	c.Colors |= ctx.chosenColor
}

func (m SetColors) apply(c *Characteristics, _ modContext, _ ObjectID) { c.Colors = m.Colors }

func (m AddKeywords) apply(c *Characteristics, _ modContext, _ ObjectID) {
	for _, k := range m.Keywords {
		if !slices.Contains(c.Keywords, k) || instancesTriggerSeparately(k) {
			c.Keywords = grown(c.Keywords, k)
		}
	}
}

func (m AddAbilities) apply(c *Characteristics, _ modContext, _ ObjectID) {
	c.Abilities = grown(c.Abilities, m.Abilities...)
}

func (LoseAllAbilities) apply(c *Characteristics, _ modContext, _ ObjectID) {
	c.Abilities, c.Keywords = nil, nil
}

func (m SetBasePT) apply(c *Characteristics, _ modContext, _ ObjectID) {
	if c.HasType("creature") || c.HasPT {
		c.Power, c.Toughness, c.HasPT = m.Power, m.Toughness, true
	}
}

func (SetBasePTToManaValue) apply(c *Characteristics, _ modContext, _ ObjectID) {
	mv := c.ManaCost.ManaValue(0)
	c.Power, c.Toughness, c.HasPT = mv, mv, true
}

func (m ModifyPT) apply(c *Characteristics, _ modContext, _ ObjectID) {
	if c.HasPT {
		c.Power += m.Power
		c.Toughness += m.Toughness
	}
}

func (m Restrict) apply(c *Characteristics, _ modContext, _ ObjectID) {
	c.Restrictions |= m.Restrictions
}

func (SwitchPT) apply(c *Characteristics, _ modContext, _ ObjectID) {
	c.Power, c.Toughness = c.Toughness, c.Power
}

func (m SetController) String() string           { return fmt.Sprintf("control by player %d", m.Player) }
func (ControlBySourceController) String() string { return "control by its source's controller" }
func (m AddTypes) String() string {
	return "is " + strings.Join(append(slices.Clone(m.Types), m.Subtypes...), " ") + " in addition"
}
func (m SetLandType) String() string    { return "is a " + m.Type }
func (m AddColors) String() string      { return "is also " + strings.Join(colorList(m.Colors), " and ") }
func (AddChosenColor) String() string   { return "is also the chosen color" }
func (m SetColors) String() string      { return "is " + strings.Join(colorList(m.Colors), " and ") }
func (m AddKeywords) String() string    { return "gains " + strings.Join(m.Keywords, ", ") }
func (LoseAllAbilities) String() string { return "loses all abilities" }
func (m AddAbilities) String() string {
	texts := make([]string, len(m.Abilities))
	for i, a := range m.Abilities {
		texts[i] = fmt.Sprintf("%q", a.Text)
	}
	return "gains " + strings.Join(texts, " and ")
}
func (m SetBasePT) String() string {
	return fmt.Sprintf("has base power and toughness %d/%d", m.Power, m.Toughness)
}
func (SetBasePTToManaValue) String() string {
	return "has base power and toughness each equal to its mana value"
}
func (m ModifyPT) String() string { return fmt.Sprintf("gets %+d/%+d", m.Power, m.Toughness) }
func (SwitchPT) String() string   { return "switches its power and toughness" }
func (m Restrict) String() string {
	var parts []string
	for _, r := range []struct {
		bit  Restriction
		text string
	}{{CantAttack, "can't attack"}, {CantBlock, "can't block"}, {CantBeBlocked, "can't be blocked"},
		{DoesntUntap, "doesn't untap during its controller's untap step"},
		{BlocksOnlyFlyers, "can block only creatures with flying"},
		{BlockedByAtMostOne, "can't be blocked by more than one creature"},
		{CantActivate, "its activated abilities can't be activated"}} {
		if m.Restrictions&r.bit != 0 {
			parts = append(parts, r.text)
		}
	}
	return strings.Join(parts, " and ")
}

// landTypes are the land types (205.3i).
var landTypes = []string{"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
	"Plains", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"}

// isLandType reports whether a subtype is a land type (205.3i).
func isLandType(s string) bool {
	return containsFold(landTypes, strings.ReplaceAll(s, "’", "'"))
}

func colorList(s typeSet) []string {
	var out []string
	for _, t := range s.types() {
		if t != Colorless {
			out = append(out, colorNames[t])
		}
	}
	return out
}

// ParseColor reads a color name ("red") as its mana type.
func ParseColor(s string) (ManaType, bool) {
	for t, n := range colorNames {
		if strings.EqualFold(n, s) {
			return ManaType(t), true
		}
	}
	return 0, false
}

// ColorBits is a set of colors, one bit per ManaType, for filters and
// color-changing effects.
type ColorBits = typeSet

// ColorSet is the set of the given colors.
func ColorSet(colors ...ManaType) ColorBits {
	var s typeSet
	for _, t := range colors {
		s |= 1 << t
	}
	return s
}
