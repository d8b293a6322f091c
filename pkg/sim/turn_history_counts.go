package sim

import "slices"

// objects is the list of the turn's history that Which names.
func (t turnRecord) objects(which TurnObjects) []asThen {
	switch which {
	case EnteredUnderYou:
		return t.entered
	case DiedUnderYou:
		return t.died
	case YouAttackedWith:
		return t.attackers
	case YouSacrificed:
		return t.sacrificed
	}
	return t.cast
}

// turnCount is a number of player p's history of this turn.
func (g *Game) turnCount(p PlayerID, c TurnCounter) int {
	pl := g.players[p]
	switch c {
	case LifeYouGained:
		return pl.thisTurn.gainedLife
	case CardsYouDrew:
		return pl.thisTurn.drawn
	case LifeLost:
		return pl.thisTurn.lostLife
	case LandsPlayed:
		return pl.landsPlayed
	case CardsDiscarded:
		return pl.thisTurn.discarded
	case TokensCreated:
		return pl.thisTurn.tokensCreated
	case DamageDealtTo:
		return pl.thisTurn.damageDealt
	case PermanentsSacrificed:
		return len(pl.thisTurn.sacrificed)
	}
	return len(pl.thisTurn.cast)
}

// PlayerThisTurn is true when a player Who names (relative to you: any
// player, an opponent, you) has a number of this turn's history that
// passes Count: "if a player lost 4 or more life this turn", "if an
// opponent gained life this turn", "if an opponent drew three or more cards
// this turn", "if you didn't play a land this turn". Each player is read
// alone: two opponents who lost 2 life each are not one who lost 4.
type PlayerThisTurn struct {
	Who     ControlFilter
	Counter TurnCounter
	Count
}

func (c PlayerThisTurn) holds(ctx filterContext) bool {
	for _, p := range ctx.g.players {
		if !p.Lost && c.Who.allows(p.ID, ctx.you) && c.allows(ctx.g.turnCount(p.ID, c.Counter)) {
			return true
		}
	}
	return false
}

func (PlayerThisTurn) reads() charBits { return readsController }

// TurnAmount is a number of this turn's history that an effect uses,
// read as the effect applies (608.2h): "for each card you've drawn this
// turn" counts every card drawn this turn, also before the source existed;
// "for each spell you've cast this turn" counts the spells as they were
// cast, countered or not (601.2i). Other leaves out the spell that is the
// source ("the number of other spells you've cast this turn").
type TurnAmount struct {
	Counter TurnCounter
	Other   bool
	// Listed, instead of Counter, counts the objects of a list of the
	// turn's history (Which: the creatures that died under your control,
	// 700.4, those you attacked with, 508.1), or of every player's with
	// AllPlayers, that pass What (nil: all), as they were then.
	Listed     bool
	Which      TurnObjects
	AllPlayers bool
	What       *Filter
	// Sum adds Counter over the players Who names ("for each 1 life your
	// opponents have lost this turn"); Players counts those players whose
	// Counter is 1 or more ("for each opponent who lost life this turn").
	Sum, Players bool
	Who          ControlFilter
}

// value is the amount for you, with source the object of the effect.
func (a TurnAmount) value(g *Game, you PlayerID, source ObjectID) int {
	if you == NoPlayer {
		return 0
	}
	if a.Listed {
		ctx := g.filterContextNow(source, you)
		n := 0
		for _, p := range g.players {
			if a.AllPlayers || p.ID == you {
				n += countAsThen(ctx, p.thisTurn.objects(a.Which), a.What)
			}
		}
		return n
	}
	if a.Sum || a.Players {
		n := 0
		for _, p := range g.players {
			if p.Lost || !a.Who.allows(p.ID, you) {
				continue
			}
			switch c := g.turnCount(p.ID, a.Counter); {
			case a.Sum:
				n += c
			case c > 0:
				n++
			}
		}
		return n
	}
	n := g.turnCount(you, a.Counter)
	if a.Other && a.Counter == SpellsCast {
		// the spell itself: the same object, not an earlier spell of the
		// same card (400.7)
		if o := g.object(source); o != nil {
			for _, s := range g.players[you].thisTurn.cast {
				if s.object.ID == source && s.object.Incarnation == o.Incarnation {
					n--
				}
			}
		}
	}
	return n
}

// noteSacrificed records a permanent p is about to sacrifice (701.21), as
// it is on the battlefield.
func (g *Game) noteSacrificed(p PlayerID, id ObjectID) {
	rec := &g.players[p].thisTurn
	rec.sacrificed = append(slices.Clone(rec.sacrificed), asThen{g.object(id).clone(), g.Chars(id)})
	g.conditionsChanged()
}

// enteredThisTurn reports whether o is a permanent that entered the
// battlefield this turn (since the active player's turn began, 500.1).
func (g *Game) enteredThisTurn(o *Object) bool {
	return o != nil && o.Zone == Battlefield && o.enteredAt > g.players[g.turn.Active].turnBegan
}

// noteCrime records a crime (700.13): the controller of a spell or ability
// just cast, activated or put on the stack commits one when it targets an
// opponent, a permanent or spell an opponent controls, or a card in an
// opponent's graveyard. Every other player is an opponent (a game without
// teams, 102.2).
func (g *Game) noteCrime(it *StackItem) {
	p := it.Controller
	for _, t := range it.targets {
		if t.IsNone() {
			continue
		}
		if t.IsPlayer() {
			if t.Player != p {
				g.players[p].thisTurn.crime = true
			}
			continue
		}
		o := g.object(t.Object)
		switch {
		case o == nil:
		case (o.Zone == Battlefield || o.Zone == Stack) && g.Controller(o.ID) != p,
			o.Zone == Graveyard && o.Owner != p:
			g.players[p].thisTurn.crime = true
		}
	}
	g.conditionsChanged()
}
