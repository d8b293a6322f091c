package sim

// Amount is a number an effect uses, composed of parts that add up: a
// fixed number, X, the number of objects a filter finds ("for each creature
// you control"), "that much" (the amount of the event a triggered ability
// triggered on), a characteristic of an object ("its power"), the greatest
// power among a group, a player's life total, the counters on an object;
// the sum is then multiplied by Times. It is determined once, when the
// effect that uses it is applied (608.2h).
type Amount struct {
	N int
	// X adds the value of X: paid for the spell or ability (107.3a), or
	// defined by its text and computed as the card language says (107.3c).
	X bool
	// CountOf adds the number of objects passing the filter, read for the
	// effect's controller, or for the first player of CountFor when set
	// ("the number of cards in target player's hand").
	CountOf  *Filter
	CountFor Subject
	// ThatMuch adds the amount of the triggering event: life gained,
	// damage dealt.
	ThatMuch bool
	// PowerOf and ToughnessOf add the power or toughness of the first
	// object of the subject ("damage equal to its power"), as it last
	// existed if it left (608.2h).
	PowerOf, ToughnessOf Subject
	// ManaValueOf adds the mana value of the first object of the subject
	// ("its mana value"), as it last existed if it left (608.2h).
	ManaValueOf Subject
	// GreatestPowerAmong adds the greatest power among the objects passing
	// the filter, 0 when there are none ("the greatest power among
	// creatures you control").
	GreatestPowerAmong *Filter
	// LifeOf adds the life total of the first player of the subject ("your
	// life total").
	LifeOf Subject
	// CountersOn adds the number of CounterKind counters on the first object
	// of the subject ("the number of charge counters on this artifact"), as
	// it last existed if it left (608.2h).
	CountersOn  Subject
	CounterKind string
	// BasicLandTypesOf adds the number of basic land types among lands the
	// first player of the subject controls (domain).
	BasicLandTypesOf Subject
	// GreatestManaValueAmong adds the greatest mana value among the
	// objects passing the filter, 0 when there are none.
	GreatestManaValueAmong *Filter
	// DevotionOf adds the devotion of the first player of the subject to
	// DevotionColor: the mana symbols of that color in the mana costs of
	// the permanents they control (700.5).
	DevotionOf    Subject
	DevotionColor ManaType
	// LifeGainedBy adds the life the first player of the subject gained
	// this turn.
	LifeGainedBy Subject
	// ThisTurn adds a number of the controller's history of this turn
	// ("for each card you've drawn this turn").
	ThisTurn *TurnAmount
	// Times multiplies the sum ("2 life for each", "-X"); 0 means 1.
	Times int
}

// AmountOf is the fixed amount n.
func AmountOf(n int) Amount { return Amount{N: n} }

// Fixed reports whether the amount is the number N alone, known before
// the game: then Times is 1 or unset.
func (a Amount) Fixed() bool {
	return !a.X && !a.ThatMuch && a.CountOf == nil && a.PowerOf == nil && a.ToughnessOf == nil && a.ManaValueOf == nil &&
		a.GreatestPowerAmong == nil && a.LifeOf == nil && a.CountersOn == nil && a.BasicLandTypesOf == nil &&
		a.GreatestManaValueAmong == nil && a.DevotionOf == nil && a.LifeGainedBy == nil && a.ThisTurn == nil && (a.Times == 0 || a.Times == 1)
}

// value is the amount for an effect that can't use a negative number
// (damage, life, cards): 0 at least.
func (a Amount) value(g *Game, r *resolution) int { return max(a.signed(g, r), 0) }

// signed is the amount with its sign, for "-X/-X" and a fixed "-2".
func (a Amount) signed(g *Game, r *resolution) int {
	n := a.N
	if a.X {
		n += r.x
	}
	if a.CountOf != nil {
		you := r.controller
		if a.CountFor != nil {
			ps, _ := g.playersOf(a.CountFor, r)
			if len(ps) == 0 {
				return 0 // an illegal target player (608.2b)
			}
			you = ps[0]
		}
		ctx := g.filterContextNow(r.source, you)
		n += g.countMatching(a.CountOf, ctx)
		if r.entering != 0 {
			n += g.countEnteringWhereItWas(a.CountOf, ctx, r)
		}
	}
	if a.ThatMuch && r.trigger != nil {
		n += r.trigger.amount
	}
	if a.PowerOf != nil {
		n += g.statOf(a.PowerOf, r, func(c *Characteristics) int { return c.Power })
	}
	if a.ToughnessOf != nil {
		n += g.statOf(a.ToughnessOf, r, func(c *Characteristics) int { return c.Toughness })
	}
	if a.ManaValueOf != nil {
		if o, c := g.amountObject(a.ManaValueOf, r); o != nil {
			n += g.manaValueOf(o, c)
		}
	}
	if a.GreatestPowerAmong != nil {
		n += g.greatestPower(a.GreatestPowerAmong, r)
	}
	if a.ThisTurn != nil {
		n += a.ThisTurn.value(g, r.controller, r.source)
	}
	if a.LifeGainedBy != nil {
		if ps, _ := g.playersOf(a.LifeGainedBy, r); len(ps) > 0 {
			n += g.players[ps[0]].thisTurn.gainedLife
		}
	}
	if a.LifeOf != nil {
		if ps, _ := g.playersOf(a.LifeOf, r); len(ps) > 0 {
			n += g.players[ps[0]].Life
		}
	}
	if a.CountersOn != nil {
		n += g.countersOn(a.CountersOn, a.CounterKind, r)
	}
	if a.GreatestManaValueAmong != nil {
		n += g.greatestManaValue(a.GreatestManaValueAmong, r)
	}
	if a.DevotionOf != nil {
		if ps, _ := g.playersOf(a.DevotionOf, r); len(ps) > 0 {
			n += g.devotion(ps[0], a.DevotionColor)
		}
	}
	if a.BasicLandTypesOf != nil {
		if ps, _ := g.playersOf(a.BasicLandTypesOf, r); len(ps) > 0 {
			n += g.basicLandTypesAmong(ps[0])
		}
	}
	if !a.Fixed() {
		// A number the game computes is never less than 0 (107.1b): "X is
		// its power" with a negative power is 0, and "-X/-X" is -0/-0.
		n = max(n, 0)
	}
	if a.Times != 0 {
		n *= a.Times
	}
	return n
}

// countMatching is the number of objects passing f in ctx.
func (g *Game) countMatching(f *Filter, ctx filterContext) int {
	n := 0
	for range g.matching(f, ctx) {
		n++
	}
	return n
}

// greatestPower is the greatest power among the objects passing f, 0 when
// there are none.
func (g *Game) greatestPower(f *Filter, r *resolution) int {
	ctx := g.filterContextNow(r.source, r.controller)
	best, any := 0, false
	for id := range g.matching(f, ctx) {
		if c := g.Chars(id); c.HasPT && (!any || c.Power > best) {
			best, any = c.Power, true
		}
	}
	return best
}

// amountObject is the object of s the amount reads: the first object it
// names, as it last existed on the battlefield when it is the source, a
// target or the object of the triggering event and has left it since
// (608.2h), or nil.
func (g *Game) amountObject(s Subject, r *resolution) (*Object, *Characteristics) {
	ts, _ := s.resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		o, c := g.object(t.Object), g.Chars(t.Object)
		if s := r.sacrificed; s != nil && t.Object == s.ID && o.Incarnation == s.Incarnation+1 {
			return s, s.lkiChars // "the sacrificed creature's power"
		}
		lb := o.leftBattlefield
		if o.Zone != Battlefield && t.Object == r.source && r.sourceLKI != nil && r.sourceLKI.lkiChars != nil {
			if lb != nil && lb.Incarnation == r.sourceLKI.Incarnation {
				return lb, lb.lkiChars // as it was when it left
			}
			return r.sourceLKI, r.sourceLKI.lkiChars
		}
		if o.Zone != Battlefield && lb != nil && lb.Incarnation == o.Incarnation-1 &&
			(r.targeted(t.Object, lb.Incarnation) || r.trigger != nil && r.trigger.object == t.Object) {
			// a target the effect moved, the creature whose death triggered
			return lb, lb.lkiChars
		}
		return o, c
	}
	return nil, nil
}

// targeted reports whether the object, as incarnation, is a target of the
// resolving spell or ability.
func (r *resolution) targeted(id ObjectID, incarnation int) bool {
	for _, t := range r.targets {
		if !t.IsPlayer() && t.Object == id && t.incarnation == incarnation {
			return true
		}
	}
	return false
}

// statOf is a characteristic (power, toughness) of the first object of s.
func (g *Game) statOf(s Subject, r *resolution, stat func(*Characteristics) int) int {
	if _, c := g.amountObject(s, r); c != nil {
		return stat(c)
	}
	return 0
}

// countersOn is the number of counters of a kind on the first object of s.
func (g *Game) countersOn(s Subject, kind string, r *resolution) int {
	if o, _ := g.amountObject(s, r); o != nil {
		return o.Counters[kind]
	}
	return 0
}

// entering is the amount for a replacement effect of the permanent o as
// it enters (614.1c), read for its controller before it is on the
// battlefield: o is counted in the zone it comes from (a creature card
// returning from a graveyard counts itself among "creature cards in all
// graveyards"), never among the permanents.
func (a Amount) entering(g *Game, o *Object, from Zone) int {
	r := newResolution(g.Chars(o.ID).Controller, o.ID)
	r.entering, r.enteringFrom = o.ID, from
	return a.value(g, r)
}

// countEnteringWhereItWas corrects a count made with the entering object
// on the battlefield: -1 if it was counted there, +1 if it would be in the
// zone it comes from.
func (g *Game) countEnteringWhereItWas(f *Filter, ctx filterContext, r *resolution) int {
	n := 0
	o := g.object(r.entering)
	if f.matches(ctx, r.entering) {
		n--
	}
	if r.enteringFrom != NoZone && r.enteringFrom != Battlefield {
		o.Zone = r.enteringFrom
		if f.matches(ctx, r.entering) {
			n++
		}
		o.Zone = Battlefield
	}
	return n
}

type sacrificedSubject struct{}

func (sacrificedSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	if r.sacrificed == nil {
		return nil, nil
	}
	return []Target{ObjectTarget(r.sacrificed.ID)}, nil
}

// Sacrificed is "the sacrificed creature": the permanent sacrificed to pay
// the spell's or ability's cost, which amounts read as it last existed on
// the battlefield (608.2h).
func Sacrificed() Subject { return sacrificedSubject{} }

// basicLandTypesAmong is the number of basic land types among the lands p
// controls (domain).
func (g *Game) basicLandTypesAmong(p PlayerID) int { return g.basicLandTypesIn(p, g.Chars) }

// basicLandTypesIn counts them from the characteristics chars gives (in
// the layer system, as far as the layers have gone).
func (g *Game) basicLandTypesIn(p PlayerID, chars func(ObjectID) *Characteristics) int {
	seen := map[string]bool{}
	for _, id := range g.battlefield {
		if c := chars(id); c.Controller == p && c.HasType("land") {
			for _, t := range basicLandTypes(c) {
				seen[t] = true
			}
		}
	}
	return len(seen)
}

// greatestManaValue is the greatest mana value among the objects passing
// f, 0 when there are none.
func (g *Game) greatestManaValue(f *Filter, r *resolution) int {
	ctx := g.filterContextNow(r.source, r.controller)
	best := 0
	for id := range g.matching(f, ctx) {
		best = max(best, g.manaValueOf(g.object(id), g.Chars(id)))
	}
	return best
}

// devotion is p's devotion to a color: the mana symbols of that color in
// the mana costs of the permanents p controls (700.5).
func (g *Game) devotion(p PlayerID, color ManaType) int {
	n := 0
	for _, id := range g.battlefield {
		if c := g.Chars(id); c.Controller == p {
			n += c.ManaCost.SymbolsOfColor(color) // the mana cost after layer 1 (707.2)
		}
	}
	return n
}
