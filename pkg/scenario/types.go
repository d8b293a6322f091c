package scenario

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// Scenario is one validated scenario. It is never changed after loading, so
// one Scenario can be run any number of times, in parallel.
type Scenario struct {
	ID     string // path::name
	File   string
	Name   string
	Pos    source.Pos
	Covers []string
	// CoversPos is the position of each Covers entry.
	CoversPos []source.Pos
	Rules     []string
	Tags      []string
	Ruling    string
	Source    string
	Seed      int

	Players []string
	// Cards is the card library the scenario uses: the built-in library
	// and its inline cards.
	Cards   *cards.Library
	Start   Start
	Actions []*Action
	// Expect is the final expectation, or nil.
	Expect *Expectation
}

// Start is the starting state.
type Start struct {
	TurnNumber int
	Active     string
	Step       sim.Step
	Players    []*PlayerStart // in turn order
	// Objects lists every card of the starting state in order of
	// appearance, which fixes Name#N numbering.
	Objects []*StartObject
}

// PlayerStart is one player's starting state.
type PlayerStart struct {
	Name   string
	Life   int
	Poison int // poison counters (122.1f)
	Mana   sim.Mana
	// History is what the player did earlier in the starting turn.
	History sim.TurnHistory
}

// StartObject is one card in the starting state.
type StartObject struct {
	Card       *cards.Card
	Pos        source.Pos
	Zone       sim.Zone
	Player     string // whose list it is in: owner, or controller on the battlefield
	Owner      string
	Alias      string
	Tapped     bool
	Arrived    bool
	Counters   map[string]int
	AttachedTo *Ref
	Damage     int
	X          int
}

// Ref is a reference to an object or player as written: a card name, an
// alias, Name#N or a player name.
type Ref struct {
	Text string
	Pos  source.Pos
}

// Answer is one scripted answer to a decision.
type Answer struct {
	By   string   // the player who must be deciding, or ""
	Pick []string // one value, or several for an ordering
	Pos  source.Pos
}

// Action is one step of the script.
type Action struct {
	Verb string
	Pos  source.Pos // of the verb key

	By          *Ref
	Choose      []Answer
	ExpectError *ExpectError

	Objects   []Ref // mana (a list), activate, cast, play, resolve
	Ability   int   // activate/mana ability: N (1-based), 0 when not given
	AbilityT  string
	Targets   []Ref
	Modes     []int
	Convoke   []Ref // cast: the creatures that convoke the spell (702.51a)
	Improvise []Ref // cast: the artifacts that improvise it (702.126a)
	Delve     []Ref // cast: the graveyard cards exiled to delve it (702.66a)
	Dash      bool  // cast: for its dash cost (702.109a)
	Buyback   bool  // cast: with its buyback cost (702.27a)
	Evoke     bool  // cast: for its evoke cost (702.74a)
	X         *int
	Divide    []int // divided damage, one amount for each target (601.2d)
	From      string
	FromPos   source.Pos

	ResolveCount int // resolve: N (1 for a name)
	ResolveAll   bool

	Step       sim.Step // advance
	NextTurn   bool
	TurnNumber int

	Pairs []Pair // attack, block

	Effect *JudgeEffect

	Expect *Expectation // expect checkpoint
}

// ExpectError is an expect_error: the action must be refused with a
// refusal containing Text or citing the rule numbered Text.
type ExpectError struct {
	Text string
	Pos  source.Pos
}

// Pair is one attack (attacker: defender) or block (blocker: attacker).
type Pair struct {
	Left, Right Ref
}

// JudgeEffect is an effect: action, an event with no card behind it.
type JudgeEffect struct {
	// Kind is the effect word of the card language: damage,
	// gain_control, destroy, return_to_hand, exile, tap, untap, draw,
	// pump, put_counters, gain_keyword, gain_life, lose_life.
	Kind             string
	Pos              source.Pos
	Of               Ref // the object acted on (to: for damage)
	From             *Ref
	Player           Ref // gain_control's player; draw's, gain_life's and lose_life's who
	Keyword          string
	Amount           int
	Count            int
	Power, Toughness int
	CounterKind      string
	Until            sim.Duration
}
