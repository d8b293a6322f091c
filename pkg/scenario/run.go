package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// runner is the state of one run of a scenario; the Scenario itself is
// never changed.
type runner struct {
	s       *Scenario
	g       *sim.Game
	dec     scriptDecider
	players map[string]sim.PlayerID
	// table lists the objects references can name, in order of appearance
	// (Name#N numbering).
	table []tableEntry
	res   *Result
	// tr observes the run (nil: not traced); logSeen counts the log lines
	// already reported to it.
	tr      Tracer
	logSeen int
	// unsupported finds the card of each definition placed that has
	// unsupported lines, for those that reach the battlefield or stack;
	// nil when no card placed has any, as in most scenarios.
	unsupported map[*sim.CardDef]*cards.Card
	// expected and actual are the texts of the checkpoint being compared,
	// kept for its diff only if a value differs: their memory serves
	// every checkpoint of the run.
	expected, actual bytes.Buffer
}

type tableEntry struct {
	name, alias string
	id          sim.ObjectID
}

// Run plays a scenario through the engine and compares every expectation.
// It never panics: an engine panic becomes an Internal result naming the
// scenario.
func Run(s *Scenario) *Result { return run(s, nil) }

func run(s *Scenario, tr Tracer) (res *Result) {
	res = &Result{ID: s.ID, Name: s.Name, Pos: s.Pos, Seed: s.Seed}
	start := time.Now()
	defer func() {
		res.Duration = time.Since(start)
		if p := recover(); p != nil {
			res.Status = Internal
			res.Problem = &source.Diagnostic{Pos: s.Pos, Msg: fmt.Sprintf("internal error in rulecheck while running %s (please report it): %v", s.ID, p)}
		}
	}()
	if d := unsupportedCard(s); d != nil {
		res.worsen(Failed)
		res.Problem = d
		return res
	}
	r := &runner{s: s, players: map[string]sim.PlayerID{}, res: res, tr: tr}
	r.dec.run = r
	r.setUp()
	defer r.g.Release()
	if err := r.g.Start(); err != nil {
		r.stop(err, s.Pos)
		return res
	}
	if tr != nil {
		tr.Started(s, r.step())
	}
	for i, a := range s.Actions {
		if tr != nil {
			tr.ActionStarted(i, a)
		}
		err := r.do(a)
		if tr != nil {
			tr.ActionDone(i, a, r.step(), err)
		}
		if err != nil {
			r.stop(err, a.Pos)
			return res
		}
		if d := r.unsupportedInPlay(a.Pos); d != nil {
			res.worsen(Failed)
			res.Problem = d
			return res
		}
	}
	if s.Expect != nil {
		if err := r.check(s.Expect); err != nil {
			r.stop(err, s.Expect.Pos)
		}
	}
	if res.Status == Passed && !s.checksSomething() {
		at := s.Pos
		if s.Expect != nil {
			at = s.Expect.Pos // an expect that compares nothing, such as {}
		}
		r.stop(scriptErrorf(at, "scenario %q checks nothing: it would pass whatever the game did; write the outcome the ruling gives under expect: (or in an expect: checkpoint, or as expect_error: on an action that must be refused)", s.Name), at)
	}
	return res
}

// checksSomething reports whether the scenario compares anything with the
// game: an expectation that compares something, in expect or a checkpoint,
// or an expect_error. One that does not would pass whatever the engine did,
// a pass that proves nothing, so it is an error instead.
func (s *Scenario) checksSomething() bool {
	if s.Expect.comparesSomething() {
		return true
	}
	for _, a := range s.Actions {
		if a.ExpectError != nil || a.Expect.comparesSomething() {
			return true
		}
	}
	return false
}

// comparesSomething reports whether the expectation (nil for none) has an
// entry that compares something.
func (x *Expectation) comparesSomething() bool {
	return x != nil && slices.ContainsFunc(x.Entries, (*ExpectEntry).comparesSomething)
}

// comparesSomething reports whether the entry compares a value: `stack: []`
// does (the stack must be empty), but `Ana: {}` and `log: []` don't.
func (e *ExpectEntry) comparesSomething() bool {
	switch e.Kind {
	case StackEntry:
		return true
	case LogEntry:
		return len(e.Log) > 0
	}
	return len(e.Fields) > 0
}

// setUp builds the game of the starting state.
func (r *runner) setUp() {
	st := r.s.Start
	r.g = sim.NewGame(r.s.Players, r.decider())
	r.g.SetSeed(r.s.Seed)
	r.g.SetCardNames(cardNameOf(r.s.Cards))
	for i, p := range r.s.Players {
		r.players[p] = sim.PlayerID(i)
	}
	r.g.SetTurn(st.TurnNumber, r.players[st.Active], st.Step)
	for _, ps := range st.Players {
		r.g.SetLife(r.players[ps.Name], ps.Life)
		r.g.SetPoison(r.players[ps.Name], ps.Poison)
		r.g.SetPool(r.players[ps.Name], ps.Mana)
	}
	r.startHistory()
	r.table = make([]tableEntry, 0, len(st.Objects))
	for _, o := range st.Objects {
		if len(o.Card.Unsupported) > 0 {
			if r.unsupported == nil {
				r.unsupported = map[*sim.CardDef]*cards.Card{}
			}
			r.unsupported[o.Card.Def] = o.Card
		}
		id := r.g.Place(o.Card.Def, sim.Placement{Owner: r.players[o.Owner], Controller: r.players[o.Player], Zone: o.Zone,
			Tapped: o.Tapped, ArrivedThisTurn: o.Arrived, Counters: o.Counters, Damage: o.Damage, X: o.X})
		r.table = append(r.table, tableEntry{name: o.Card.Name(), alias: o.Alias, id: id})
	}
	for i, o := range st.Objects {
		if o.AttachedTo != nil {
			target := matchObjects(o.AttachedTo.Text, r.table, entryNameAlias)
			r.g.Attach(r.table[i].id, target[0].id) // validated: exactly one
		}
	}
}

func entryNameAlias(e tableEntry) (string, string) { return e.name, e.alias }

// aliasLabel turns an alias written in an answer into the object's label,
// so answers may name objects as the rest of the script does.
func (r *runner) aliasLabel(answer string) (string, bool) {
	for _, e := range r.table {
		if e.alias != "" && names.Equal(e.alias, answer) {
			return r.g.Label(e.id), true
		}
	}
	return "", false
}

// namesAny reports whether an answer names an object or a player of the
// game, so that naming one the rules don't allow is an illegal answer, not
// a typo.
func (r *runner) namesAny(answer string) bool {
	_, isPlayer := r.player(answer)
	return isPlayer || len(matchObjects(answer, r.objects(), entryNameAlias)) > 0
}

// objects lists what references can name now: the start objects in order of
// appearance, then the objects created since (tokens), in creation order,
// so that Name#N numbers tokens after the start objects.
func (r *runner) objects() []tableEntry {
	out := slices.Clip(r.table) // appending makes a new array: r.table is never changed
	last := sim.ObjectID(0)
	if len(r.table) > 0 {
		last = r.table[len(r.table)-1].id
	}
	for _, id := range r.g.Objects() {
		if id > last {
			out = append(out, tableEntry{name: r.g.Object(id).Card.Name, id: id})
		}
	}
	return out
}

// find resolves a reference that validation accepted: to one object, or to
// none when it names a token not created (yet).
func (r *runner) find(text string) (sim.ObjectID, bool) {
	m := matchObjects(text, r.objects(), entryNameAlias)
	if len(m) != 1 {
		return 0, false
	}
	return m[0].id, true
}

// stop records what ended the run early.
func (r *runner) stop(err error, pos source.Pos) {
	var se *scriptError
	var f *failure
	var refusal *sim.Refusal
	switch {
	case errors.As(err, &se): // the scenario is wrong
		r.res.worsen(Errored)
		r.res.Problem = &source.Diagnostic{Pos: orPos(se.pos, pos), Msg: se.msg}
	case errors.As(err, &f):
		r.res.worsen(Failed)
		r.res.Problem = &source.Diagnostic{Pos: orPos(f.pos, pos), Msg: f.msg}
	case errors.As(err, &refusal):
		r.res.worsen(Failed)
		r.res.Problem = &source.Diagnostic{Pos: pos, Msg: "the action was refused: " + refusal.Error() + " (add expect_error if the refusal is the ruling)"}
	default: // the engine disagrees: not supported yet, step budget, a step it can't reach
		r.res.worsen(Failed)
		r.res.Problem = &source.Diagnostic{Pos: pos, Msg: err.Error()}
	}
}

func orPos(p, fallback source.Pos) source.Pos {
	if p.File == "" {
		return fallback
	}
	return p
}

// do runs one action with its answers and its expect_error.
func (r *runner) do(a *Action) error {
	if a.Verb == "expect" {
		return r.check(a.Expect)
	}
	r.dec.answers, r.dec.next, r.dec.action = a.Choose, 0, a
	defer func() { r.dec.action = nil }()
	// An action cut short by the end of the game keeps what happened (a
	// player lost: that is the game's state now); any other error leaves
	// the game as it was.
	var over *sim.GameOver
	err := r.g.Atomically(func() error {
		err := r.verb(a)
		var ended bool
		if over, ended = errors.AsType[*sim.GameOver](err); ended { // AsType: over stays off the heap
			return nil
		}
		return err
	})
	if over != nil {
		err = over
	}
	if a.ExpectError != nil {
		return r.checkRefusal(a, err)
	}
	if err != nil {
		return err
	}
	return r.dec.unused()
}

// citing is an error that cites rules: a refusal, or the end of the game
// during an action.
type citing interface {
	error
	Rules() []sim.Rule
}

// checkRefusal compares the outcome of an action with its expect_error: it
// must have been refused (or cut short by the end of the game), citing the
// rule or saying the text.
func (r *runner) checkRefusal(a *Action, err error) error {
	want := a.ExpectError
	var refusal citing
	var isRefusal *sim.Refusal
	var over *sim.GameOver
	if err == nil {
		return &failure{pos: want.Pos, msg: fmt.Sprintf("expected the action to be refused (%s), but it succeeded", want.Text)}
	}
	switch {
	case errors.As(err, &isRefusal):
		refusal = isRefusal
	case errors.As(err, &over):
		refusal = over
	default:
		return err // a scripting error or unsupported feature is not the refusal asked for
	}
	ok := refusalMatches(refusal, want.Text)
	r.checked("expect_error", want.Text, refusal.Error(), want.Pos, ok)
	if ok {
		return nil
	}
	r.res.worsen(Failed)
	r.res.Mismatches = append(r.res.Mismatches, Mismatch{Path: "expect_error", Expected: want.Text, Actual: refusal.Error(), Pos: want.Pos})
	return nil
}

// refusalMatches reports whether a refusal cites the rule numbered want or
// contains want.
func refusalMatches(refusal citing, want string) bool {
	for _, rule := range refusal.Rules() {
		if rule.Number() == want || "CR "+rule.Number() == want {
			return true
		}
	}
	return names.Contains(refusal.Error(), want)
}
