package scenario

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// Tracer observes a run step by step, for `rulecheck trace`. Run uses none;
// RunTraced calls its methods as the run goes, so a tracer that is not
// there costs nothing.
type Tracer interface {
	// Started is called once the starting state is set up and the game
	// has started, with the events logged so far and the stack.
	Started(s *Scenario, step Step)
	// ActionStarted is called before action i (0-based) runs.
	ActionStarted(i int, a *Action)
	// Decided is called for every decision the script was asked.
	Decided(d DecisionTrace)
	// ActionDone is called after action i with what it did; err is what
	// stopped the run, or nil.
	ActionDone(i int, a *Action, step Step, err error)
	// Checked is called for every expected value compared.
	Checked(c CheckTrace)
}

// Step is the observable outcome of a step of the run: the event log lines
// added since the previous step, and the stack afterwards, top first.
type Step struct {
	Events []sim.Event
	Stack  []string
	// Game is the game after the step, for a tracer that shows the board.
	// It is valid only during the call: read it, never change or keep it.
	Game *sim.Game
}

// DecisionTrace is one decision the engine asked the script.
type DecisionTrace struct {
	Player   string
	Question string
	Rule     sim.Rule
	Legal    []string
	Answer   string     // the answer taken, "" when none was
	From     source.Pos // the choose: entry that answered, if any
	Err      error      // why no answer was taken
}

// CheckTrace is one expected value compared with the game.
type CheckTrace struct {
	Path     string
	Expected string
	Actual   string
	Pos      source.Pos
	OK       bool
}

// RunTraced is Run with a tracer observing every step; a nil tracer makes
// it Run.
func RunTraced(s *Scenario, t Tracer) *Result {
	return run(s, t)
}

// tracingDecider reports each decision of the script to the tracer.
type tracingDecider struct {
	*scriptDecider
	tr Tracer
}

func (d tracingDecider) Decide(g *sim.Game, q sim.Decision) ([]int, error) {
	next := d.next
	picked, err := d.scriptDecider.Decide(g, q)
	dt := DecisionTrace{Player: g.Player(q.Player).Name, Question: q.Question, Rule: q.Rule, Legal: q.Options, Err: err}
	if d.next > next {
		dt.From = d.answers[next].Pos
	}
	if err == nil {
		answers := make([]string, len(picked))
		for j, i := range picked {
			answers[j] = q.Options[i]
		}
		dt.Answer = strings.Join(answers, ", ")
	}
	d.tr.Decided(dt)
	return picked, err
}

// decider is the decider the game asks: the script, observed when tracing.
func (r *runner) decider() sim.Decider {
	if r.tr == nil {
		return &r.dec
	}
	return tracingDecider{&r.dec, r.tr}
}

// step collects the log lines since the last call and the stack.
func (r *runner) step() Step {
	log := r.g.Log()
	st := Step{Events: log[r.logSeen:], Game: r.g}
	r.logSeen = len(log)
	for _, it := range r.g.Stack() {
		st.Stack = append(st.Stack, r.g.ItemName(it))
	}
	return st
}

// checked reports one compared value to the tracer.
func (r *runner) checked(path, exp, act string, pos source.Pos, ok bool) {
	if r.tr != nil {
		r.tr.Checked(CheckTrace{Path: path, Expected: exp, Actual: act, Pos: pos, OK: ok})
	}
}
