package sim

import (
	"fmt"
	"slices"
)

// stepBudget bounds the work of a whole game: every step begun, priority
// check, resolution, trigger and replacement spends from it, so that a loop
// of mandatory actions (104.4b), or a request to advance a million turns,
// ends in a BudgetError instead of a hang. A refused action does not give
// back what it spent.
const stepBudget = 10000

// maxDepth bounds how deeply events may cause events within one event (a
// prevention effect whose additional effect deals damage that is prevented
// again...), so that such a loop ends in a BudgetError, never a stack
// overflow.
const maxDepth = 200

// Game is the whole state of one game. Create it with NewGame, set up the
// starting state with Place and SetTurn, then drive it with the action
// methods. A Game is not safe for concurrent use; separate games share
// nothing.
type Game struct {
	players []*Player
	// objects holds every object by its ID (objects[0] is nil: NoObject).
	// IDs are handed out in order and an object is never forgotten (a
	// token that ceased to exist keeps its last zone), so a slice serves,
	// and is much cheaper to read than a map on this hot path.
	objects     []*Object
	nextID      ObjectID
	battlefield []ObjectID // in order of entry
	stack       []*StackItem
	nextStackID int
	effects     []*continuousEffect // in timestamp order
	// combatDamagePrevented is set by "Prevent all combat damage that
	// would be dealt this turn" until the turn ends.
	combatDamagePrevented bool
	// damageShields are the "prevent the next N damage" effects in force
	// this turn (615.7).
	damageShields []*damageShield
	// exiledUntil are the cards exiled until a permanent leaves the
	// battlefield; dueReturns those whose permanent has left (610.3).
	exiledUntil, dueReturns []exiledUntil
	// exiledWith are the cards each permanent's abilities exiled, for its
	// linked abilities that name "the exiled card" (607.2a).
	exiledWith []exiledUntil
	// playPermissions are the cards in exile a player may play (601.3,
	// 305.1): "Until end of turn, you may play that card."
	playPermissions []playPermission
	// entering collects the permanents put onto the battlefield together
	// (enterTogether), whose enter events wait for the last of them.
	entering *[]ObjectID
	// activatedThisTurn lists the "once each turn" abilities activated
	// this turn (602.5b).
	activatedThisTurn []activation
	// activatedOnce lists the "Activate only once" abilities activated
	// (exhaust, 702.177a), for the rest of the game.
	activatedOnce []activation
	// attackedThisTurn are the creatures declared as attackers this turn
	// (508.1), as the objects they were.
	attackedThisTurn []objectRef
	// extraTurns are the extra turns to come, the next last (500.7);
	// inExtraTurn is set during one, and regularTurn is then the player
	// whose regular turn came before it (see extra_turn.go).
	extraTurns  []extraTurn
	inExtraTurn bool
	regularTurn PlayerID
	// shields are the regeneration shields in force this turn (701.19a),
	// each protecting one incarnation of a permanent once.
	shields []objectRef
	pending []pendingTrigger // triggered, not yet on the stack
	delayed []delayedTrigger // created, waiting for their step (603.7)
	combat  *combat          // nil outside the combat phase
	turn    Turn
	// extraCleanup is set when state-based actions happened in a cleanup
	// step, so another cleanup step follows (514.3a).
	extraCleanup bool
	clock        int // increases with every event; timestamps are readings of it
	log          []Event
	// triggerLines holds the log lines of abilities a zone change
	// triggered until the change's own line is written (see trigger_log.go).
	triggerLines triggerLines
	decider      Decider
	// cardNames is the card reference a chosen card name comes from
	// (201.4), nil when the game was given none (card_name_choice.go).
	cardNames func(string) (string, *CardDef, bool)
	// nameBans are the names no spell may be cast with and no land played
	// with until a player's next turn (name_ban.go).
	nameBans []nameBan
	// nameCostCuts are the cost reductions of spells with a chosen name
	// for one turn (name_cost_cut.go).
	nameCostCuts []nameCostCut
	// spent is shared with the copy an action saves, so that restoring
	// the state after a refused action keeps what was spent.
	spent *int
	depth int
	// view is the characteristics of every object, computed on demand
	// and forgotten on every change (see invalidate); spareView is the
	// last one forgotten, whose memory the next one reuses (see newView).
	view, spareView *view
	// noticing is set while control changes are being noticed.
	noticing bool
	// fault is an error met inside an event that can't return one (a
	// decision nobody answers as a permanent enters); the action that
	// caused the event fails with it (see transact).
	fault error
	// byName lists object IDs by folded name in creation order, for
	// Label; shared with the copy an action saves, since it only grows
	// and Label ignores IDs of undone actions.
	byName map[string][]ObjectID
	// damageBatch is set while damage is dealt simultaneously.
	damageBatch *damageBatch
	// inAction is set while an action runs (see transact).
	inAction bool
	// undo records what the action running changed (see undo.go).
	undo undoLog
	// seed and randomEvents make shuffles and random choices
	// deterministic (see random).
	seed, randomEvents uint64
	// batch is the battlefield before the current group of simultaneous
	// events, or nil (see simultaneously).
	batch *lookBack
	// creaturesDied counts the creatures that died this turn (see
	// turn_history.go).
	creaturesDied int
	// eventPlayerNow is the player the event of the triggered ability
	// whose targets are being chosen, or which is resolving, names
	// (combat_triggers.go).
	eventPlayerNow *eventPlayerSet
	// resolving holds the choices of the spell or ability resolving now
	// (chosen_on_resolution.go), or nil.
	resolving *resolutionChoice
	// applying is the spell or ability whose effect is being applied,
	// for a duration that depends on its controller (control_duration.go).
	applying *resolution
}

// NewGame starts a game between the named players, in turn order, each at
// 20 life, on turn 1 in the first player's precombat main phase. Decisions
// go to decider.
func NewGame(playerNames []string, decider Decider) *Game {
	g := &Game{log: make([]Event, 0, 16), objects: []*Object{nil}, nextID: 1, decider: decider, clock: 1, spent: new(int), byName: map[string][]ObjectID{}}
	players := make([]Player, len(playerNames)) // one allocation for all
	g.players = make([]*Player, len(playerNames))
	for i, name := range playerNames {
		players[i] = Player{ID: PlayerID(i), Name: name, Life: 20}
		g.players[i] = &players[i]
	}
	g.turn = Turn{Number: 1, Active: 0, Step: Main1}
	return g
}

// Placement says where and how Place puts a card in the starting state.
type Placement struct {
	Owner      PlayerID
	Controller PlayerID // for the battlefield: the player it entered under
	Zone       Zone
	Tapped     bool
	// ArrivedThisTurn makes a permanent new under its controller this
	// turn; otherwise it has been there since before the turn began.
	ArrivedThisTurn bool
	Counters        map[string]int
	Damage          int
	AttachedTo      ObjectID
	X               int
}

// Place puts a new card into the starting state and returns its ID. Cards go
// to the bottom of a library (so the first placed is the top), and to the end
// of other zones.
func (g *Game) Place(card *CardDef, p Placement) ObjectID {
	o := &Object{ID: g.nextID, Card: card, Owner: p.Owner, Zone: p.Zone,
		Tapped: p.Tapped, Damage: p.Damage, AttachedTo: p.AttachedTo, X: p.X,
		enteredUnder: p.Controller, knownController: p.Controller}
	g.nextID++
	for k, v := range p.Counters {
		g.addCounters(o, k, v)
	}
	if p.ArrivedThisTurn {
		o.controlSince, o.enteredAt = g.clock, g.clock
	}
	g.addObject(o)
	g.register(o)
	g.invalidate()
	if p.Zone == Battlefield {
		g.battlefield = append(g.battlefield, o.ID)
	} else {
		list := g.zoneList(p.Owner, p.Zone)
		*list = append(*list, o.ID)
	}
	return o.ID
}

// SetTurn sets the turn number, the active player and the step of the
// starting state.
func (g *Game) SetTurn(number int, active PlayerID, step Step) {
	g.turn = Turn{Number: number, Active: active, Step: step}
	g.combat = nil
	g.invalidate()
	if step >= BeginningOfCombat && step <= EndOfCombat {
		g.combat = &combat{}
	}
}

// SetLife sets a player's starting life total.
func (g *Game) SetLife(p PlayerID, life int) { g.players[p].Life = life }

// SetPool sets the mana in a player's pool in the starting state.
func (g *Game) SetPool(p PlayerID, m Mana) { g.players[p].Pool = m }

// Start finishes the starting state: continuous effects are applied and
// state-based actions are performed, as when a player is about to receive
// priority (704.3).
func (g *Game) Start() error {
	g.changed()
	if err := g.atPriority(); err != nil {
		return err
	}
	return g.fault
}

// fail records an error met where it can't be returned; the first one
// wins.
func (g *Game) fail(err error) {
	if g.fault == nil {
		g.fault = err
	}
}

// zoneList is the ordered list of IDs in a player's zone (not the
// battlefield or the stack, which are shared).
func (g *Game) zoneList(p PlayerID, z Zone) *[]ObjectID {
	pl := g.players[p]
	switch z {
	case Hand:
		return &pl.hand
	case Library:
		return &pl.library
	case Graveyard:
		return &pl.graveyard
	case Exile:
		return &pl.exile
	}
	panic(fmt.Sprintf("sim: zone %v is not a player's zone", z))
}

// tick advances the clock and returns the new reading.
func (g *Game) tick() int {
	g.clock++
	return g.clock
}

// spend counts n units of work against the game's budget.
func (g *Game) spend(n int) error {
	*g.spent += n
	if *g.spent > stepBudget {
		return &BudgetError{Limit: stepBudget}
	}
	return nil
}

// nested runs f one level deeper in events causing events, refusing to go
// past maxDepth.
func (g *Game) nested(f func() error) error {
	if g.depth >= maxDepth {
		return &BudgetError{Limit: stepBudget, Depth: maxDepth}
	}
	g.depth++
	defer func() { g.depth-- }()
	if err := g.spend(1); err != nil {
		return err
	}
	return f()
}

// Players lists the players in turn order.
func (g *Game) Players() []*Player { return g.players }

// Player returns one player.
func (g *Game) Player(p PlayerID) *Player { return g.players[p] }

// Object returns an object by ID, or nil.
func (g *Game) Object(id ObjectID) *Object { return g.object(id) }

// object is the object with the ID, or nil when there is none.
func (g *Game) object(id ObjectID) *Object {
	if id <= 0 || int(id) >= len(g.objects) {
		return nil
	}
	return g.objects[id]
}

// addObject records a new object, whose ID is the next one handed out.
func (g *Game) addObject(o *Object) {
	if int(o.ID) != len(g.objects) {
		panic("sim: objects must be added in the order of their IDs")
	}
	g.objects = append(g.objects, o)
}

// Objects lists every object's ID in creation order.
func (g *Game) Objects() []ObjectID {
	ids := make([]ObjectID, 0, len(g.objects)-1)
	for _, o := range g.objects[1:] {
		ids = append(ids, o.ID)
	}
	return ids
}

// Battlefield lists the permanents in order of entry.
func (g *Game) Battlefield() []ObjectID { return slices.Clone(g.battlefield) }

// Zone lists a player's hand, library (top first), graveyard or exile.
func (g *Game) Zone(p PlayerID, z Zone) []ObjectID { return slices.Clone(*g.zoneList(p, z)) }

// Turn is the current turn and step.
func (g *Game) Turn() Turn { return g.turn }

// name is an object's name, for the log.
func (g *Game) name(id ObjectID) string { return g.object(id).Card.Name }

// opponents lists p's opponents still in the game, in turn order after p.
func (g *Game) opponents(p PlayerID) []PlayerID { return g.appendOpponents(nil, p) }

// appendOpponents appends p's opponents still in the game to out, in turn
// order after p.
func (g *Game) appendOpponents(out []PlayerID, p PlayerID) []PlayerID {
	for i := 1; i < len(g.players); i++ {
		q := PlayerID((int(p) + i) % len(g.players))
		if !g.players[q].Lost {
			out = append(out, q)
		}
	}
	return out
}

// Attach attaches an Aura or Equipment to a permanent in the starting
// state.
func (g *Game) Attach(attachment, to ObjectID) {
	g.object(attachment).AttachedTo, g.object(attachment).attachedIncarnation = to, g.object(to).Incarnation
	g.invalidate()
}

// Atomically runs several actions as one: if any fails, the game is left as
// it was before the first.
func (g *Game) Atomically(f func() error) error { return g.transact(f) }

// activation is one object's use of one of its abilities.
type activation struct {
	object  objectRef
	ability *Ability
}
