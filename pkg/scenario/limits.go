package scenario

// Limits on the numbers a scenario may hold, checked when it is loaded:
// a value outside is reported at its file:line:col and the scenario does
// not run. They are far above any ruling's needs and low enough that no
// sum or product the engine makes of them overflows, and that a run ends
// in bounded time and memory. docs/limits.md lists them.
const (
	// MaxPlayers is the most players a game may have.
	MaxPlayers = 64
	// MaxObjects is the most cards a starting state may hold, in all
	// zones of all players together.
	MaxObjects = 100_000
	// MaxLife bounds a starting life total, either way.
	MaxLife = 1_000_000_000
	// MaxTurn is the largest turn number, in start: and in advance.
	MaxTurn = 1_000_000
	// MaxCounters is the most counters of one kind on one object.
	MaxCounters = 10_000
	// MaxX is the largest X of a permanent or an action. (Mana, in pools
	// and expectations, is bounded by the engine: sim.MaxMana of a type.)
	MaxX = 1_000_000
	// MaxAmount bounds the other numbers: damage marked or dealt, a judge
	// effect's count, power and toughness changes, resolve: N.
	MaxAmount = 1_000_000
)
