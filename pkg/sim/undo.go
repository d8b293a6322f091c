package sim

import (
	"maps"
	"slices"
	"sync"
)

// A refused action changes nothing (731.1): the game keeps what it needs to
// put itself back as it was before the action began.
//
// Objects are copied on their first change within the action
// (copy-on-write): an action changes a few objects of many, and copying
// every object before every action cost time in proportion to the board
// whatever the action did. Every place that changes an object calls
// changing first (or gets the object from changeObject);
// TestUndoRecordsEveryChange runs the whole rulings corpus with a check
// that no object changed unrecorded. The rest of the state is small and
// copied whole (saveState).

// undoLog is what an action in progress needs to be undone.
type undoLog struct {
	// action numbers the actions of the game: the last one begun.
	action uint32
	// objectCount is how many objects there were when the action began:
	// objects created since are dropped by an undo, not restored.
	objectCount int
	// before are the changed objects as they were when the action began.
	before []Object
	// saved is the rest of the state as the action began, its memory
	// reused from action to action (see saveState).
	saved *savedGame
}

// changing records o as it is before a change, the first time o changes
// within the action. Call it before every change to an object made after
// the game has started.
func (g *Game) changing(o *Object) {
	u := &g.undo
	if !g.inAction || o.changedIn == u.action || int(o.ID) >= u.objectCount {
		return
	}
	o.changedIn = u.action
	u.before = append(u.before, o.copyState())
}

// changeObject is the object with the ID, recorded for an undo as about
// to change.
func (g *Game) changeObject(id ObjectID) *Object {
	o := g.object(id)
	g.changing(o)
	return o
}

// copyState is a copy of the object that shares nothing it could change in
// place.
func (o *Object) copyState() Object {
	c := *o
	c.Counters = maps.Clone(o.Counters) // nil stays nil
	c.counterStamps = maps.Clone(o.counterStamps)
	c.damagedBy = slices.Clone(o.damagedBy)
	return c
}

// transact runs f as one action: if f fails, the game is restored to how it
// was before, so a refused action changes nothing (731.1).
func (g *Game) transact(f func() error) error {
	if g.inAction {
		// The outermost action restores everything if any part fails,
		// so a nested one needs no record of its own.
		return f()
	}
	if g.over() {
		return g.refuseAfterTheEnd()
	}
	saved := g.saveState()
	g.undo.action++
	g.undo.objectCount = len(g.objects)
	g.undo.before = g.undo.before[:0]
	var check *fullCopyCheck
	if checkingUndo {
		check = newFullCopyCheck(g)
	}
	g.inAction = true
	err := f()
	g.inAction = false
	g.releaseTriggerLines()
	if err == nil {
		err = g.fault
	}
	if check != nil {
		check.changesRecorded(g)
	}
	if err != nil {
		g.restore(saved)
		g.invalidate()
	}
	if check != nil && err != nil {
		check.restored(g)
	}
	return err
}

// refuseAfterTheEnd refuses an action of a game that is over: once a player
// has won or the game is a draw, nothing more happens in it (104.2a,
// 104.4a).
func (g *Game) refuseAfterTheEnd() error {
	r := g.Result()
	if r.Draw {
		return refuse("take the action", []Reason{reason([]Rule{RuleDraw104}, "the game is over (a draw), and nothing more happens in it")})
	}
	return refuse("take the action", []Reason{reason([]Rule{RuleWin}, "the game is over (%s won), and nothing more happens in it", g.players[r.Winner].Name)})
}

// savedGame is a copy of the game's state other than its objects (card
// definitions and abilities are immutable and shared), made before each
// action and used only when the action is refused.
type savedGame struct {
	game Game
	// players are copies of the players, in one array.
	players []Player
}

// savedGames holds the memory of games released (see Release) for the
// saveState of games to come.
var savedGames sync.Pool

// Release gives the memory the game keeps for undoing a refused action
// (about 2 KB) to the games that follow: a scenario runner makes a game
// for each scenario. Call it once no more actions will be taken; the game
// can still be read, and an action on it would save into new memory.
func (g *Game) Release() {
	s := g.undo.saved
	if s == nil {
		return
	}
	g.undo.saved = nil
	clear(s.players) // nothing of this game is kept from being collected
	*s = savedGame{players: s.players[:0]}
	savedGames.Put(s)
}

// restore puts the game back as it was when s was made, its objects as
// the undo log recorded them.
func (g *Game) restore(s *savedGame) {
	objects := g.objects[:g.undo.objectCount]
	for i := range g.undo.before {
		before := &g.undo.before[i]
		*objects[before.ID] = *before
	}
	undo := g.undo
	*g = s.game
	g.objects, g.undo = objects, undo
	for i := range s.players {
		*g.players[i] = s.players[i]
	}
}

// saveState copies the state other than objects for restore. The players
// stay the same values, so that a pointer to one stays good after an undo:
// restore copies them back in place. The copy is made in the memory of the
// last action's, which nothing holds once that action is over: an action
// saves about 2 KB, and most of a run's actions succeed.
func (g *Game) saveState() *savedGame {
	s := g.undo.saved
	if s == nil {
		s, _ = savedGames.Get().(*savedGame)
		if s == nil {
			s = &savedGame{players: make([]Player, 0, len(g.players))}
		}
		g.undo.saved = s
	}
	s.game, s.players = *g, s.players[:0]
	for _, p := range g.players {
		s.players = append(s.players, p.copyState())
	}
	c := &s.game
	c.objects = nil
	c.undo = undoLog{}
	c.battlefield = slices.Clone(g.battlefield)
	c.stack = make([]*StackItem, len(g.stack))
	for i, it := range g.stack {
		c.stack[i] = it.clone()
	}
	c.effects = slices.Clone(g.effects) // effects are never changed once made
	c.pending = slices.Clone(g.pending)
	c.delayed = slices.Clone(g.delayed) // never changed once made
	c.shields = slices.Clone(g.shields)
	c.exiledUntil = slices.Clone(g.exiledUntil) // links are never changed once made
	c.dueReturns = slices.Clone(g.dueReturns)
	c.exiledWith = slices.Clone(g.exiledWith)           // links are never changed once made
	c.playPermissions = slices.Clone(g.playPermissions) // never changed once made
	c.activatedThisTurn = slices.Clone(g.activatedThisTurn)
	c.activatedOnce = slices.Clone(g.activatedOnce)
	c.attackedThisTurn = slices.Clone(g.attackedThisTurn)
	c.extraTurns = slices.Clone(g.extraTurns)
	c.nameBans = slices.Clone(g.nameBans)
	c.nameCostCuts = slices.Clone(g.nameCostCuts)
	c.damageShields = make([]*damageShield, len(g.damageShields))
	for i, ds := range g.damageShields {
		d := *ds
		c.damageShields[i] = &d
	}
	c.combat = g.combat.clone()
	// The log only grows: the copy keeps its length, and what a refused
	// action appended past it is dropped with the restore.
	c.view, c.spareView = nil, nil
	return s
}
