package sim

import (
	"iter"
	"math/bits"
	"reflect"
	"slices"
)

// Filter is the one description of a set of objects that targets, triggers,
// static abilities, effects and judge effects share: "another nontoken
// creature an opponent controls with power 2 or less", "nonbasic lands",
// "enchanted creature". Each field narrows the set; the zero Filter is
// every permanent.
type Filter struct {
	// Phrase is the text the filter was read from, for messages.
	Phrase string
	// Zones are where the objects are; the battlefield when empty.
	Zones []Zone
	// Types: the object has every one of these card types (lower case:
	// "artifact creature"); AnyTypes: at least one of these ("creature or
	// planeswalker"); NotTypes: none of these.
	Types, AnyTypes, NotTypes []string
	// Subtypes: at least one of these; NotSubtypes: none ("non-Aura").
	Subtypes, NotSubtypes []string
	// Supertypes: at least one of these; NotSupertypes: none ("nonbasic").
	Supertypes, NotSupertypes []string
	// Colors: at least one of these colors; NotColors: none.
	Colors, NotColors ColorBits
	// Keywords: at least one of these keyword abilities ("creature with
	// flying"); NotKeywords: none ("creature without flying").
	Keywords, NotKeywords []Keyword
	// Controller and Owner relate the object to the player the filter is
	// read for ("you control", "an opponent controls", "your graveyard").
	Controller, Owner ControlFilter
	// Self is the source itself; Another excludes it (109.5); Attached is
	// the object the source is attached to ("enchanted creature").
	Self, Another, Attached bool
	// Token: only tokens; Nontoken: no tokens.
	Token, Nontoken bool
	// Tapped or Untapped status.
	Tapped, Untapped bool
	// Attacking, Blocking: in combat that way; InCombat: either
	// ("attacking or blocking creature").
	Attacking, Blocking, InCombat bool
	// Compare are numeric conditions: "with power 2 or less".
	Compare []Comparison
	// TargetsSource: a spell or ability that targets the source ("a
	// spell that targets this creature").
	TargetsSource bool
	// BlockingSource: a creature blocking the source ("creature blocking
	// this creature"); AttachedToSource: attached to the source ("Aura
	// attached to this permanent").
	BlockingSource, AttachedToSource bool
	// Name: the object has this name ("cards named Kindle");
	// NamedLikeSource: the source's name ("cards named ~").
	Name            string
	NamedLikeSource bool
	// WithCounter: the object has a counter of CounterKind on it (any
	// kind when ""); WithoutCounter: it has none (122.1).
	WithCounter, WithoutCounter bool
	CounterKind                 string
	// Targets: a spell or ability with a target that this filter finds
	// ("a spell that targets a creature you control").
	Targets *Filter
	// Multicolored: two colors or more (105.2c); Historic: an artifact, a
	// legendary object or a Saga (700.6).
	Multicolored, Historic bool
	// ChosenType, ChosenColor: "of the chosen type", "of the chosen
	// color", chosen as the source entered (614.12) or as its spell or
	// ability resolves (608.2d); NotChosenType: "that aren't of the
	// chosen type".
	ChosenType, ChosenColor, NotChosenType bool
	// ChosenName: "with the chosen name", the card name chosen as the
	// filter's source entered (614.12, 201.4).
	ChosenName bool
	// DamagedBySource, DamagedByAttached: "dealt damage by this creature
	// (enchanted creature) this turn".
	DamagedBySource, DamagedByAttached bool
	// GreaterThanSource: a creature with greater power or toughness than
	// the source, a creature (evolve, 702.100a, 702.100c).
	GreaterThanSource bool
}

// Comparison is a numeric condition on an object: Stat Op N.
type Comparison struct {
	Stat Stat
	Op   CompareOp
	N    int
}

// Stat is a number an object has.
type Stat int

// The stats a filter compares.
const (
	StatPower Stat = iota
	StatToughness
	StatManaValue
)

// CompareOp is "N or less", "N or greater", "exactly N".
type CompareOp int

// The comparison operators.
const (
	AtMost CompareOp = iota
	AtLeast
	Exactly
)

func (op CompareOp) holds(v, n int) bool {
	switch op {
	case AtMost:
		return v <= n
	case AtLeast:
		return v >= n
	}
	return v == n
}

// filterContext is what a filter is read against: the source it belongs to
// ("another", "enchanted"), the player it is read for ("you"), and the
// characteristics to read (during the layer system, as far as the layers
// have gone).
type filterContext struct {
	g       *Game
	source  ObjectID
	you     PlayerID
	chars   func(ObjectID) *Characteristics
	objects func(ObjectID) *Object
	// chosenType is the creature type chosen as the source's spell or
	// ability resolves now (608.2d), "" for none.
	chosenType string
}

// filterContextNow reads a filter against the characteristics now.
func (g *Game) filterContextNow(source ObjectID, you PlayerID) filterContext {
	return filterContext{g: g, source: source, you: you, chars: g.Chars, objects: g.Object, chosenType: g.chosenTypeFor(source)}
}

// zones is where the filter looks.
func (f *Filter) zones() []Zone {
	if len(f.Zones) == 0 {
		return []Zone{Battlefield}
	}
	return f.Zones
}

// filterCandidates lists the objects in the zones the filter looks at, in a
// stable order: the battlefield in order of entry, then other zones in
// creation order.
func (g *Game) filterCandidates(f *Filter) []ObjectID {
	zones := f.zones()
	if len(zones) == 1 && zones[0] == Battlefield {
		return g.battlefield
	}
	var out []ObjectID
	if slices.Contains(zones, Battlefield) {
		out = append(out, g.battlefield...)
	}
	for _, id := range g.Objects() {
		if z := g.object(id).Zone; z != Battlefield && slices.Contains(zones, z) && g.InAZone(id) { // not a token that ceased to exist (704.5d)
			out = append(out, id)
		}
	}
	return out
}

// matching yields the objects f finds in ctx, in the order of
// filterCandidates. A filter of "this" (Self) finds its source or nothing,
// so it looks at the source alone: a board where every permanent has such
// an effect is not walked once for each. The source is a candidate as
// filterCandidates would have it: on the battlefield, or listed in its zone.
func (g *Game) matching(f *Filter, ctx filterContext) iter.Seq[ObjectID] {
	return func(yield func(ObjectID) bool) {
		if f.Self {
			if o := g.object(ctx.source); o != nil && (o.Zone == Battlefield || g.InAZone(o.ID)) && f.matches(ctx, o.ID) {
				yield(o.ID)
			}
			return
		}
		for _, id := range g.filterCandidates(f) {
			if f.matches(ctx, id) && !yield(id) {
				return
			}
		}
	}
}

// Matches reports whether the object passes the filter, read for player you
// with source as "this".
func (g *Game) Matches(f *Filter, id ObjectID, source ObjectID, you PlayerID) bool {
	return f.matches(g.filterContextNow(source, you), id)
}

func (f *Filter) matches(ctx filterContext, id ObjectID) bool {
	g := ctx.g
	o := ctx.objects(id)
	if o == nil || !slices.Contains(f.zones(), o.Zone) {
		return false
	}
	switch {
	case f.Self && id != ctx.source,
		f.Another && id == ctx.source,
		f.Attached && (ctx.source == 0 || ctx.objects(ctx.source).AttachedTo != id || ctx.objects(ctx.source).Zone != Battlefield),
		f.Token && !o.Token, f.Nontoken && o.Token,
		f.Tapped && !o.Tapped, f.Untapped && o.Tapped,
		f.Attacking && !g.Attacking(id), f.Blocking && !g.Blocking(id),
		f.InCombat && !g.Attacking(id) && !g.Blocking(id):
		return false
	}
	if f.TargetsSource && !g.targetsObject(id, ctx.source) ||
		f.BlockingSource && !g.blocks(id, ctx.source) || f.AttachedToSource && (o.AttachedTo != ctx.source || ctx.source == 0) ||
		f.Name != "" && ctx.chars(id).Name != f.Name || f.NamedLikeSource && (ctx.source == 0 || ctx.chars(id).Name != ctx.chars(ctx.source).Name) || !f.dealtDamageBy(ctx, o) {
		return false
	}
	if (f.WithCounter || f.WithoutCounter) && hasCounter(o, f.CounterKind) != f.WithCounter {
		return false
	}
	if f.Targets != nil && !g.targetsMatching(id, f.Targets, ctx) {
		return false
	}
	if f.Multicolored || f.Historic {
		c := ctx.chars(id)
		if f.Multicolored && bits.OnesCount(uint(c.Colors)) < 2 ||
			f.Historic && !c.HasType("artifact") && !c.HasSupertype("legendary") && !c.HasSubtype("Saga") {
			return false
		}
	}
	c := ctx.chars(id)
	if !allOf(f.Types, c.HasType) ||
		len(f.AnyTypes) > 0 && !slices.ContainsFunc(f.AnyTypes, c.HasType) ||
		slices.ContainsFunc(f.NotTypes, c.HasType) ||
		len(f.Subtypes) > 0 && !slices.ContainsFunc(f.Subtypes, c.HasSubtype) ||
		slices.ContainsFunc(f.NotSubtypes, c.HasSubtype) ||
		len(f.Supertypes) > 0 && !slices.ContainsFunc(f.Supertypes, c.HasSupertype) ||
		slices.ContainsFunc(f.NotSupertypes, c.HasSupertype) ||
		f.Colors != 0 && c.Colors&f.Colors == 0 ||
		c.Colors&f.NotColors != 0 ||
		len(f.Keywords) > 0 && !slices.ContainsFunc(f.Keywords, c.HasKeyword) ||
		slices.ContainsFunc(f.NotKeywords, c.HasKeyword) || !f.ofTheChosen(ctx, c) {
		return false
	}
	if f.GreaterThanSource && !greaterThanSource(ctx, c) {
		return false
	}
	if o.Zone == Battlefield && !f.Controller.allows(c.Controller, ctx.you) || !f.Owner.allows(o.Owner, ctx.you) {
		return false
	}
	if f.Controller == ThatPlayerControls && (o.Zone != Battlefield || c.Controller != ctx.g.eventPlayer()) {
		return false
	}
	if o.Zone != Battlefield && f.Controller != AnyController && !f.Controller.allows(o.Owner, ctx.you) {
		return false
	}
	for _, cmp := range f.Compare {
		var v int
		switch cmp.Stat {
		case StatPower:
			if !c.HasPT {
				return false
			}
			v = c.Power
		case StatToughness:
			if !c.HasPT {
				return false
			}
			v = c.Toughness
		case StatManaValue:
			v = g.manaValueOf(o, c)
		}
		if !cmp.Op.holds(v, cmp.N) {
			return false
		}
	}
	return true
}

// reads is what kinds of characteristic the filter looks at, for the layer
// system's dependency test.
func (f *Filter) reads() charBits {
	var r charBits
	if f.Controller != AnyController {
		r |= readsController
	}
	if len(f.Types)+len(f.AnyTypes)+len(f.NotTypes)+len(f.Subtypes)+len(f.NotSubtypes)+len(f.Supertypes)+len(f.NotSupertypes) > 0 || f.Historic {
		r |= readsTypes
	}
	if f.Colors|f.NotColors != 0 || f.Multicolored || f.ChosenColor {
		r |= readsColors
	}
	if f.ChosenType || f.NotChosenType {
		r |= readsTypes
	}
	if len(f.Keywords)+len(f.NotKeywords) > 0 {
		r |= readsAbilities
	}
	for _, c := range f.Compare {
		if c.Stat != StatManaValue {
			r |= readsPT
		}
	}
	if f.Targets != nil {
		r |= f.Targets.reads()
	}
	return r
}

// findsOnTheBattlefieldOnly reports whether what f finds depends on the
// battlefield and its source alone, so that no card moving between a hand,
// a library, a graveyard and exile can change it: it looks on the
// battlefield, at what an object is, who controls and owns it, its status,
// counters and attachments, and at its source's name and choices. A field
// added to Filter is not taken as blind to those zones until it is listed
// (see setsNothingBut).
func (f *Filter) findsOnTheBattlefieldOnly() bool {
	if len(f.Zones) > 0 || f.Controller == ThatPlayerControls || f.Owner == ThatPlayerControls {
		return false
	}
	return f.setsNothingBut(func(rest *Filter) {
		clearWhatAnObjectIs(rest)
		rest.Self, rest.Attached, rest.AttachedToSource = false, false, false
		rest.NamedLikeSource = false
		rest.ChosenType, rest.ChosenColor, rest.NotChosenType, rest.ChosenName = false, false, false, false
	})
}

// setsNothingBut reports whether every field f sets is one clear sets back
// to its zero value. Tests of what a filter may read are made this way, on
// the fields of Filter, so that a field added to Filter passes none of them
// until it is listed in their clear.
func (f *Filter) setsNothingBut(clear func(rest *Filter)) bool {
	rest := *f
	clear(&rest)
	return reflect.ValueOf(rest).IsZero()
}

// clearWhatAnObjectIs zeroes the fields of a filter that look at the
// object alone: its characteristics, controller and owner, whether it is
// a token, its tapped and combat status, its counters, its name, its
// numbers, and "other" (which also compares it with the source).
func clearWhatAnObjectIs(rest *Filter) {
	rest.Phrase, rest.Compare = "", nil
	rest.Types, rest.AnyTypes, rest.NotTypes = nil, nil, nil
	rest.Subtypes, rest.NotSubtypes, rest.Supertypes, rest.NotSupertypes = nil, nil, nil, nil
	rest.Colors, rest.NotColors, rest.Multicolored, rest.Historic = 0, 0, false, false
	rest.Keywords, rest.NotKeywords = nil, nil
	rest.Controller, rest.Owner = AnyController, AnyController
	rest.Another, rest.Token, rest.Nontoken, rest.Tapped, rest.Untapped = false, false, false, false, false
	rest.Attacking, rest.Blocking, rest.InCombat = false, false, false
	rest.WithCounter, rest.WithoutCounter, rest.CounterKind = false, false, ""
	rest.Name = ""
}

// ControlFilter is "you control", "an opponent controls" or neither.
type ControlFilter int

// The control filters.
const (
	AnyController ControlFilter = iota
	YouControl
	OpponentControls
)

// allows reports whether a player (a permanent's controller, or a target
// player) passes the filter for an ability controlled by you.
func (f ControlFilter) allows(p, you PlayerID) bool {
	switch f {
	case YouControl:
		return p == you
	case OpponentControls:
		return p != you && you != NoPlayer
	}
	return true
}

func allOf(list []string, has func(string) bool) bool {
	for _, s := range list {
		if !has(s) {
			return false
		}
	}
	return true
}

// targetsMatching reports whether the spell id is on the stack with a
// target object that f finds.
func (g *Game) targetsMatching(id ObjectID, f *Filter, ctx filterContext) bool {
	it := g.stackItemOf(id)
	if it == nil {
		return false
	}
	for _, t := range it.targets {
		if !t.IsPlayer() && f.matches(ctx, t.Object) {
			return true
		}
	}
	return false
}

// targetsObject reports whether the spell id is on the stack targeting
// target.
func (g *Game) targetsObject(id, target ObjectID) bool {
	it := g.stackItemOf(id)
	if it == nil {
		return false
	}
	for _, t := range it.targets {
		if !t.IsPlayer() && t.Object == target {
			return true
		}
	}
	return false
}

// hasCounter reports whether the object has a counter of the kind on it, or
// any counter when kind is "".
func hasCounter(o *Object, kind string) bool {
	if kind != "" {
		return o.Counters[kind] > 0
	}
	for _, n := range o.Counters {
		if n > 0 {
			return true
		}
	}
	return false
}
