package sim

// turnRecord is what a player did this turn that conditions ask about ("if
// you attacked this turn", "if you gained life this turn"); it is cleared as
// each turn begins (500.1).
type turnRecord struct {
	attacked   bool
	gainedLife int
	lostLife   int
}

// noteEvent records what an event tells the turn's history: a creature that
// died (700.4), a player who attacked (508.1), life gained (119.3). It is
// called for every event, before abilities trigger on it.
func (g *Game) noteEvent(ev event) {
	switch ev.kind {
	case evLeftBattlefield:
		if ev.to == Graveyard && ev.lki != nil && ev.lki.lkiChars != nil && ev.lki.lkiChars.HasType("creature") {
			g.creaturesDied++
		}
	case evAttacks:
		if g.objects[ev.object] != nil {
			g.players[g.Controller(ev.object)].thisTurn.attacked = true
		}
	case evGainedLife:
		g.players[ev.player].thisTurn.gainedLife += ev.amount
	}
}

// noteLifeLost records life a player lost, by damage, by an effect or by
// paying it (119.3, 119.4).
func (g *Game) noteLifeLost(p PlayerID, amount int) {
	g.players[p].thisTurn.lostLife += amount
}

// clearTurnHistory forgets the last turn's history as a turn begins.
func (g *Game) clearTurnHistory() {
	g.creaturesDied = 0
	for _, p := range g.players {
		p.thisTurn = turnRecord{}
	}
}

// TurnFact is something that happened this turn that a condition asks
// about.
type TurnFact int

// The facts of the turn's history.
const (
	ACreatureDied      TurnFact = iota // "if a creature died this turn"
	YouAttacked                        // "if you attacked this turn"
	YouGainedLife                      // "if you gained life this turn"
	YouLostLife                        // "if you lost life this turn"
	AnOpponentLostLife                 // "if an opponent lost life this turn"
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
	}
	for _, p := range g.players {
		if p.ID != ctx.you && p.thisTurn.lostLife > 0 {
			return true
		}
	}
	return false
}

func (ThisTurn) reads() charBits { return readsController }
