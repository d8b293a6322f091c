package sim

import "slices"

// Condition is a state of the game, the one kind of condition that every
// ability reads: a static ability's "as long as" (611.3a: the effect exists
// only while it is true, checked each time characteristics are computed), a
// triggered ability's intervening "if" (603.4: checked when it would trigger
// and again on resolution), a state trigger (603.8), an effect's "if"
// (608.2c), "Activate only if" (602.5b) and "enters tapped unless" (614.1d).
type Condition interface {
	// holds reports whether the condition is true for the ability of
	// ctx.source controlled by ctx.you, reading characteristics through
	// ctx (during the layer system, as far as the layers have gone).
	holds(ctx filterContext) bool
	// reads is what kinds of characteristic it looks at, for the layer
	// system's dependency test (613.8a).
	reads() charBits
}

// Count compares a number a condition counts: "three or more" is
// {AtLeast, 3}, "no" is {AtMost, 0}.
type Count struct {
	Op CompareOp
	N  int
}

// allows reports whether n passes the comparison.
func (c Count) allows(n int) bool { return c.Op.holds(n, c.N) }

// conditionHolds reads a condition against the game now.
func (g *Game) conditionHolds(c Condition, source ObjectID, you PlayerID) bool {
	return c.holds(g.filterContextNow(source, you))
}

// AllConditions is true when every one of its conditions is.
type AllConditions []Condition

func (c AllConditions) holds(ctx filterContext) bool {
	for _, x := range c {
		if !x.holds(ctx) {
			return false
		}
	}
	return true
}

func (c AllConditions) reads() charBits {
	var r charBits
	for _, x := range c {
		r |= x.reads()
	}
	return r
}

// AnyCondition is true when one of its conditions is ("unless you control a
// Forest or an Island").
type AnyCondition []Condition

func (c AnyCondition) holds(ctx filterContext) bool {
	return slices.ContainsFunc(c, func(x Condition) bool { return x.holds(ctx) })
}

func (c AnyCondition) reads() charBits { return AllConditions(c).reads() }

// YouControlEachGreatestPower: "you control each creature on the
// battlefield with the greatest power" (false when there are no creatures).
type YouControlEachGreatestPower struct{}

func (YouControlEachGreatestPower) holds(ctx filterContext) bool {
	g := ctx.g
	greatest, found := 0, false
	creatures := slices.DeleteFunc(slices.Clone(g.battlefield), func(id ObjectID) bool { return !ctx.chars(id).HasType("creature") })
	for _, id := range creatures {
		if c := ctx.chars(id); c.HasPT && (!found || c.Power > greatest) {
			greatest, found = c.Power, true
		}
	}
	if !found {
		return false
	}
	for _, id := range creatures {
		if c := ctx.chars(id); c.HasPT && c.Power == greatest && c.Controller != ctx.you {
			return false
		}
	}
	return true
}

func (YouControlEachGreatestPower) reads() charBits { return readsTypes | readsPT | readsController }

// YouControlAGreatestPower: "you control the creature with the greatest
// power or tied for the greatest power": a creature you control has power
// no other creature's exceeds.
type YouControlAGreatestPower struct{}

func (YouControlAGreatestPower) holds(ctx filterContext) bool {
	var creatures []*Characteristics
	for _, id := range ctx.g.battlefield {
		if c := ctx.chars(id); c.HasType("creature") && c.HasPT {
			creatures = append(creatures, c)
		}
	}
	if len(creatures) == 0 {
		return false
	}
	best := slices.MaxFunc(creatures, func(a, b *Characteristics) int { return a.Power - b.Power }).Power
	return slices.ContainsFunc(creatures, func(c *Characteristics) bool { return c.Power == best && c.Controller == ctx.you })
}

func (YouControlAGreatestPower) reads() charBits { return readsTypes | readsPT | readsController }

// NoCreatures: "if no creatures are on the battlefield".
type NoCreatures struct{}

func (NoCreatures) holds(ctx filterContext) bool {
	return !slices.ContainsFunc(ctx.g.battlefield, func(id ObjectID) bool { return ctx.chars(id).HasType("creature") })
}

func (NoCreatures) reads() charBits { return readsTypes }

// YouControlA is "if you control a[n] TYPE" (Activate only if you control
// an artifact).
type YouControlA struct{ Type string }

func (c YouControlA) holds(ctx filterContext) bool {
	for _, id := range ctx.g.battlefield {
		if ch := ctx.chars(id); ch.Controller == ctx.you && ch.HasType(c.Type) {
			return true
		}
	}
	return false
}

func (YouControlA) reads() charBits { return readsTypes | readsController }

// Controls counts the permanents a player controls that pass Filter (read
// with the ability's source as "this"): "you control a Wizard" is at least
// one, "you control three or more artifacts" at least three, "you control
// two or fewer other lands" at most two, "you control no other creatures"
// at most none. Who is YouControl, or OpponentControls for "an opponent
// controls an Island" (permanents any opponent controls).
type Controls struct {
	Who    ControlFilter
	Filter Filter
	Count
}

func (c Controls) holds(ctx filterContext) bool {
	n := 0
	for _, id := range ctx.g.battlefield {
		if ctx.objects(id) != nil && c.Who.allows(ctx.chars(id).Controller, ctx.you) && c.Filter.matches(ctx, id) {
			n++
		}
	}
	return c.allows(n)
}

func (c Controls) reads() charBits { return c.Filter.reads() | readsController }

// ItsYourTurn is "it's your turn" or "during your turn"; with Not, "it's not
// your turn".
type ItsYourTurn struct{ Not bool }

func (c ItsYourTurn) holds(ctx filterContext) bool { return (ctx.g.turn.Active == ctx.you) != c.Not }

func (ItsYourTurn) reads() charBits { return readsController }
