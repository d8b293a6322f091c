package sim

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// AbilityKind says how an ability is used: as the effect of a spell, or by
// activation.
type AbilityKind int

// The ability kinds.
const (
	// SpellAbility is the text of an instant or sorcery, followed as the
	// spell resolves (113.3a).
	SpellAbility AbilityKind = iota
	// ActivatedAbility is "cost: effect" (113.3b, 602).
	ActivatedAbility
	// TriggeredAbility is "when/whenever/at ..., effect" (113.3c, 603).
	TriggeredAbility
	// StaticAbility is true while its object is on the battlefield
	// (113.3d, 604): a continuous effect, a replacement effect or a
	// combat requirement.
	StaticAbility
)

// Ability is one ability of a card: its kind, the Oracle line it implements,
// its cost, targets and effects, in the order the effects happen.
type Ability struct {
	Kind AbilityKind
	Text string // the Oracle line this ability implements
	// Name is the ability's flavor word, if the card gives one (207.2d):
	// scenarios name stack objects by it.
	Name    string
	Cost    Cost
	Targets []TargetSpec
	Effects []Effect
	// Parts are the further paragraphs of a spell's text, each with its
	// own targets, followed in order after Effects ("Destroy target
	// creature." then "Draw a card.", 608.2c).
	Parts []*Mode
	// Modes, when present, replace Targets and Effects: the controller
	// chooses ModeCount of them (700.2), the same one more than once when
	// ModesRepeat is set.
	Modes       []*Mode
	ModeCount   int
	ModesRepeat bool
	// WorksFrom is the zone an activated ability works from when its
	// rules say so (unearth: the graveyard, 702.84a); the battlefield
	// otherwise, or the zone its cost needs (113.6j).
	WorksFrom Zone
	// SorcerySpeed limits activation to the controller's main phase with
	// an empty stack ("Activate only as a sorcery", 602.5d; equip, 702.6a).
	SorcerySpeed bool
	// OnlyIf is an "Activate only if ..." restriction (602.5b).
	OnlyIf Condition
	// CostReduction is an activated ability's "This ability costs {1} less
	// to activate for each ..." (602.2b, 601.2f).
	CostReduction *SelfCostReduction
	// OncePerTurn is "Activate only once each turn"; YourTurnOnly is
	// "Activate only during your turn" (602.5b).
	OncePerTurn, YourTurnOnly bool
	// OnlyOnce is "Activate only once" (exhaust, 702.177a): once for the
	// object, ever.
	OnlyOnce bool
	// Trigger is a triggered ability's trigger event; Condition, if set,
	// is its intervening "if" clause (603.4).
	Trigger   *Trigger
	Condition Condition
	// Static is what a static ability does.
	Static Static
}

// Mode is one mode of a modal spell or ability (700.2).
type Mode struct {
	Text    string
	Targets []TargetSpec
	Effects []Effect
}

// IsManaAbility reports whether a is an activated mana ability (605.1a): it
// has no targets and one of its effects adds mana.
func (a *Ability) IsManaAbility() bool {
	if a.Kind != ActivatedAbility || len(a.Targets) > 0 {
		return false
	}
	for _, e := range a.Effects {
		if _, ok := e.(AddMana); ok {
			return true
		}
	}
	return false
}

// Cost is an activation cost (602.1): mana, the tap and untap symbols,
// and the other costs printed before the colon.
type Cost struct {
	Mana  ManaCost
	Tap   bool // {T}: tap this permanent (107.5)
	Untap bool // {Q}: untap this permanent (107.6)
	// Life is "Pay N life" (119.4).
	Life int
	// RemoveCounter is the kind of counter of "Remove a KIND counter from
	// this permanent", or "".
	RemoveCounter string
	// Sacrifice is the card type (lower case) or subtype (capitalized) of
	// "Sacrifice a TYPE", or ""; with SacrificeAnother, "Sacrifice another
	// TYPE" (not the source itself).
	Sacrifice        string
	SacrificeAnother bool
	// SacrificeSelf is "Sacrifice this [permanent]" (701.21a).
	SacrificeSelf bool
	// Discard is the number of cards of "Discard a card" (701.9a);
	// DiscardSelf is "Discard this card".
	Discard     int
	DiscardSelf bool
	// ExileSelfFromGraveyard is "Exile this card from your graveyard".
	ExileSelfFromGraveyard bool
	// Crew is the N of a crew ability's cost: tap other untapped
	// creatures with total power N or greater (702.122a).
	Crew int
	// SacrificeCount is how many permanents of Sacrifice: "Sacrifice two
	// creatures" (1 when unset).
	SacrificeCount int
	// ExileFromGraveyard is the kind of card of "Exile a creature card
	// from your graveyard" ("card" for any), ExileCount how many.
	ExileFromGraveyard string
	ExileCount         int
	// DiscardRandom is "Discard a card at random" (701.9b).
	DiscardRandom bool
	// ExileFromHand is the kind (a color, or "card") of "Exile a blue card
	// from your hand", ExileHandCount how many.
	ExileFromHand  string
	ExileHandCount int
	// ReturnToHand is the kind of "Return a land you control to its
	// owner's hand", ReturnCount how many.
	ReturnToHand string
	ReturnCount  int
	// TapUntapped is the kind of "Tap an untapped creature you control",
	// TapCount how many.
	TapUntapped string
	TapCount    int
	// ExileSelf is "Exile this artifact" (the permanent itself);
	// ReturnSelf is "Return this creature to its owner's hand".
	ExileSelf, ReturnSelf bool
	// RemoveCounters is the kind of "Remove three spore counters from this
	// creature", RemoveCount how many.
	RemoveCounters string
	RemoveCount    int
	// DiscardKind is the kind of "Discard a creature card"; DiscardHand
	// is "Discard your hand" (payable with an empty hand).
	DiscardKind string
	DiscardHand bool
	// RevealSelf is "Reveal this card from your hand" (forecast, 702.57):
	// the ability works from its owner's hand (113.6j).
	RevealSelf bool
	// RemoveAnyCounter is "Remove a counter from this creature" (of a kind
	// the player chooses); RemoveFromCreature the kind of "Remove a +1/+1
	// counter from a creature you control".
	RemoveAnyCounter   bool
	RemoveFromCreature string
	// PutCounter is the kind of "Put a -1/-1 counter on this creature":
	// a counter put on the permanent itself as the cost is paid.
	PutCounter string
}

// functionsFrom is the zone where an activated ability can be activated:
// one whose cost can't be paid on the battlefield functions where it can
// (113.6j): "Discard this card" (cycling) from the hand, "Exile this card
// from your graveyard" from the graveyard.
func (a *Ability) functionsFrom() Zone {
	switch {
	case a.WorksFrom != Battlefield:
		return a.WorksFrom
	case a.Cost.DiscardSelf, a.Cost.RevealSelf:
		return Hand
	case a.Cost.ExileSelfFromGraveyard:
		return Graveyard
	}
	if z, ok := a.returnsSelfFrom(); ok {
		return z // "Return this card from your graveyard to your hand" (113.6m)
	}
	return Battlefield
}

var (
	sacrificeSelfCost = regexp.MustCompile(`^Sacrifice (?:~|this \w+)$`)
	discardCost       = regexp.MustCompile(`^Discard (a|two|three) cards?$`)
	discardSelfCost   = regexp.MustCompile(`^Discard (?:~|this card)$`)
	exileSelfCost     = regexp.MustCompile(`^Exile (?:~|this card) from your graveyard$`)
	payLifeCost       = regexp.MustCompile(`^Pay (\d+) life$`)
	removeCounterCost = regexp.MustCompile(`^Remove an? (\S+) counter from this (?:\S+)$`)
	sacrificeCost     = regexp.MustCompile(`^Sacrifice (an?|another) (\w+)$`)
)

// ParseCost reads an activation cost as printed before the colon, such as
// "{T}", "{1}{W}{W}, {Q}", "{T}, Pay 1 life" or "Sacrifice a land".
func ParseCost(s string) (Cost, error) {
	var c Cost
	var manaText strings.Builder
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		if parseCostPart(part, &c) {
			continue
		}
		if sacrificeSelfCost.MatchString(part) {
			c.SacrificeSelf = true
			continue
		}
		if discardSelfCost.MatchString(part) {
			c.DiscardSelf = true
			continue
		}
		if exileSelfCost.MatchString(part) {
			c.ExileSelfFromGraveyard = true
			continue
		}
		if m := discardCost.FindStringSubmatch(part); m != nil {
			c.Discard = map[string]int{"a": 1, "two": 2, "three": 3}[m[1]]
			continue
		}
		if m := payLifeCost.FindStringSubmatch(part); m != nil {
			n, err := strconv.Atoi(m[1])
			if err != nil || n > MaxGenericCost {
				return c, fmt.Errorf("a life payment over %d (the engine's limit)", MaxGenericCost)
			}
			c.Life = n
			continue
		}
		if m := removeCounterCost.FindStringSubmatch(part); m != nil {
			c.RemoveCounter = m[1]
			continue
		}
		if m := sacrificeCost.FindStringSubmatch(part); m != nil {
			c.Sacrifice = m[2]
			c.SacrificeAnother = m[1] == "another"
			continue
		}
		syms, err := splitSymbols(part)
		if err != nil {
			return c, &NotSupportedError{What: fmt.Sprintf("cost %q", part)}
		}
		for _, sym := range syms {
			switch sym {
			case "T":
				c.Tap = true
			case "Q":
				c.Untap = true
			default:
				manaText.WriteString("{" + sym + "}")
			}
		}
	}
	m, err := ParseManaCost(manaText.String())
	if err != nil {
		return c, err
	}
	c.Mana = m
	return c, nil
}

// String renders the cost as printed.
func (c Cost) String() string {
	var parts []string
	if !c.Mana.IsZero() {
		parts = append(parts, c.Mana.String())
	}
	if c.Tap {
		parts = append(parts, "{T}")
	}
	if c.Untap {
		parts = append(parts, "{Q}")
	}
	if c.Life > 0 {
		parts = append(parts, fmt.Sprintf("Pay %d life", c.Life))
	}
	if c.RemoveCounter != "" {
		parts = append(parts, "Remove a "+c.RemoveCounter+" counter from this permanent")
	}
	if c.Sacrifice != "" && c.SacrificeAnother {
		parts = append(parts, "Sacrifice another "+c.Sacrifice)
	} else if c.SacrificeCount > 1 {
		parts = append(parts, fmt.Sprintf("Sacrifice %d %s", c.SacrificeCount, c.Sacrifice))
	} else if c.Sacrifice != "" {
		parts = append(parts, "Sacrifice a "+c.Sacrifice)
	}
	if c.SacrificeSelf {
		parts = append(parts, "Sacrifice this permanent")
	}
	if c.Discard > 0 {
		parts = append(parts, fmt.Sprintf("Discard %d card(s)", c.Discard))
	}
	if c.DiscardSelf {
		parts = append(parts, "Discard this card")
	}
	if c.ExileSelfFromGraveyard {
		parts = append(parts, "Exile this card from your graveyard")
	}
	return strings.Join(append(parts, c.moreParts()...), ", ")
}

// TargetSpec is what one "target" word of an ability allows (115).
type TargetSpec struct {
	// Description is the phrase as printed, for messages: "any target",
	// "target creature".
	Description string
	// Players allows a player as the target, related to the ability's
	// controller by PlayerRelation ("target opponent").
	Players        bool
	PlayerRelation ControlFilter
	// Objects, when set, allows the objects that pass it.
	Objects *Filter
	// UpTo: the target may be left unchosen ("up to one target creature",
	// 601.2c); an effect on an unchosen target does nothing.
	UpTo bool
	// Word numbers the "target" word the target belongs to, when one word
	// names several ("two target creatures"): the same object or player
	// can't be chosen twice for one word (115.3). 0 is a word of its own.
	Word int
	// PowerBelowSource: the object's power must be less than the power of
	// the ability's source, as it last existed if it left (mentor,
	// 702.134a).
	PowerBelowSource bool
}

// AnyTarget is "any target" (115.4): a creature, player, planeswalker or
// battle.
func AnyTarget() TargetSpec {
	return TargetSpec{Description: "any target", Players: true, Objects: &Filter{AnyTypes: []string{"creature", "planeswalker", "battle"}}}
}
