package sim

import "slices"

// turnRecord is what a player did this turn that conditions ask about ("if
// you attacked this turn", "if you gained life this turn"); it is cleared as
// each turn begins (500.1).
type turnRecord struct {
	attacked   bool
	gainedLife int
	lostLife   int
	// permanentLeft: a permanent left the battlefield under the player's
	// control (revolt); nonlandEntered counts the nonland permanents that
	// entered under their control.
	permanentLeft  bool
	nonlandEntered int
	// drawn counts the cards drawn (121.1); cast are the spells cast, as
	// they were on the stack (601.2i).
	drawn int
	cast  []castSpell
}

// castSpell is a spell as it was when cast, for "if you've cast a
// noncreature spell this turn".
type castSpell struct {
	object *Object
	chars  *Characteristics
}

// noteEvent records what an event tells the turn's history: a creature that
// died (700.4), a player who attacked (508.1), life gained (119.3). It is
// called for every event, before abilities trigger on it. Conditions read
// the history and life totals, so the characteristics computed before are
// forgotten (611.3a: a static ability's condition is read again).
func (g *Game) noteEvent(ev event) {
	switch ev.kind {
	case evLeftBattlefield, evEntered, evAttacks, evGainedLife, evCast:
		g.invalidate()
	}
	switch ev.kind {
	case evLeftBattlefield:
		if ev.to == Graveyard && ev.lki != nil && ev.lki.lkiChars != nil && ev.lki.lkiChars.HasType("creature") {
			g.creaturesDied++
		}
		if ev.oldController != NoPlayer {
			g.players[ev.oldController].thisTurn.permanentLeft = true
		}
	case evEntered:
		if c := g.Chars(ev.object); !c.HasType("land") && c.Controller != NoPlayer {
			g.players[c.Controller].thisTurn.nonlandEntered++
		}
	case evAttacks:
		if g.objects[ev.object] != nil {
			g.players[g.Controller(ev.object)].thisTurn.attacked = true
		}
	case evGainedLife:
		g.players[ev.player].thisTurn.gainedLife += ev.amount
	case evCast:
		rec := &g.players[ev.player].thisTurn
		rec.cast = append(slices.Clone(rec.cast), castSpell{g.objects[ev.object].clone(), g.Chars(ev.object)})
	}
}

// noteLifeLost records life a player lost, by damage, by an effect or by
// paying it (119.3, 119.4).
func (g *Game) noteLifeLost(p PlayerID, amount int) {
	g.players[p].thisTurn.lostLife += amount
	g.invalidate()
}

// clearTurnHistory forgets the last turn's history as a turn begins.
func (g *Game) clearTurnHistory() {
	g.creaturesDied = 0
	for _, p := range g.players {
		p.thisTurn = turnRecord{}
	}
	g.invalidate()
}

// TurnFact is something that happened this turn that a condition asks
// about.
type TurnFact int

// The facts of the turn's history.
const (
	ACreatureDied               TurnFact = iota // "if a creature died this turn"
	YouAttacked                                 // "if you attacked this turn"
	YouGainedLife                               // "if you gained life this turn"
	YouLostLife                                 // "if you lost life this turn"
	AnOpponentLostLife                          // "if an opponent lost life this turn"
	APermanentYouControlledLeft                 // "if a permanent left the battlefield under your control this turn"
)

// ThisTurn is "if [something happened] this turn": a condition on the
// turn's history, which the game records as events happen.
type ThisTurn struct{ Fact TurnFact }

func (c ThisTurn) holds(ctx filterContext) bool {
	g := ctx.g
	if c.Fact == ACreatureDied {
		return g.creaturesDied > 0
	}
	if ctx.you == NoPlayer {
		return false
	}
	you := g.players[ctx.you].thisTurn
	switch c.Fact {
	case YouAttacked:
		return you.attacked
	case YouGainedLife:
		return you.gainedLife > 0
	case YouLostLife:
		return you.lostLife > 0
	case APermanentYouControlledLeft:
		return you.permanentLeft
	}
	for _, p := range g.players {
		if p.ID != ctx.you && p.thisTurn.lostLife > 0 {
			return true
		}
	}
	return false
}

func (ThisTurn) reads() charBits { return readsController }

// TurnCounter is a number of the turn's history that a condition compares.
type TurnCounter int

// The counters of the turn's history.
const (
	LifeYouGained            TurnCounter = iota // "if you gained 3 or more life this turn"
	NonlandPermanentsEntered                    // "two or more nonland permanents entered the battlefield under your control this turn"
	CardsYouDrew                                // "if you've drawn two or more cards this turn"
)

// ThisTurnCount compares a number of the turn's history for you.
type ThisTurnCount struct {
	Counter TurnCounter
	Count
}

func (c ThisTurnCount) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	you := ctx.g.players[ctx.you].thisTurn
	n := you.gainedLife
	switch c.Counter {
	case NonlandPermanentsEntered:
		n = you.nonlandEntered
	case CardsYouDrew:
		n = you.drawn
	}
	return c.allows(n)
}

func (ThisTurnCount) reads() charBits { return readsController }

// SpellsCastThisTurn counts the spells you cast this turn that pass What
// (as they were when cast; nil: any spell): "if you've cast a noncreature
// spell this turn", "two or more spells".
type SpellsCastThisTurn struct {
	What *Filter
	Count
}

func (c SpellsCastThisTurn) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	n := 0
	for _, s := range ctx.g.players[ctx.you].thisTurn.cast {
		at := ctx
		at.objects = func(ObjectID) *Object { return s.object }
		at.chars = func(ObjectID) *Characteristics { return s.chars }
		if c.What == nil || c.What.matches(at, s.object.ID) {
			n++
		}
	}
	return c.allows(n)
}

func (SpellsCastThisTurn) reads() charBits { return readsController }

// YouCastIt is "if you cast it" of a permanent's own enters trigger: the
// permanent entered as the spell its controller cast (601.2, 608.3). Spells
// are cast from the hand only, so "if you cast it from your hand" is the
// same.
type YouCastIt struct{}

func (YouCastIt) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && o.cast && o.enteredUnder == ctx.you
}

func (YouCastIt) reads() charBits { return readsController }

// TotalPower is "creatures you control have total power 8 or greater":
// the sum of the powers of the permanents Filter describes.
type TotalPower struct {
	Filter Filter
	Count
}

func (c TotalPower) holds(ctx filterContext) bool {
	total := 0
	for _, id := range ctx.g.battlefield {
		if ch := ctx.chars(id); ch.HasPT && c.Filter.matches(ctx, id) {
			total += ch.Power
		}
	}
	return c.allows(total)
}

func (c TotalPower) reads() charBits { return c.Filter.reads() | readsPT | readsController }
