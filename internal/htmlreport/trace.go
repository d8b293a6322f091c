package htmlreport

import (
	"strconv"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// Trace is one scenario played step by step, with the board after each
// step.
type Trace struct {
	Scenario *scenario.Scenario
	Steps    []*Step
	Result   *scenario.Result
}

// Step is the start of the game, one action, or the final expectation.
type Step struct {
	Title     string // "Start", "Action 3", "Final expectation"
	Pos       string // file:line:col of the action, "" for the start
	Written   string // the action as written in the file
	Events    []Event
	Decisions []scenario.DecisionTrace
	Checks    []scenario.CheckTrace
	Stopped   string // what stopped the run here, or ""
	Board     Board
}

// Event is one line of the game's event log.
type Event struct {
	Kind, Text string
	Rule       string // "CR 302.6", "" when none
}

// Failed reports whether an expected value differed at this step or the
// run stopped here.
func (s *Step) Failed() bool {
	for _, c := range s.Checks {
		if !c.OK {
			return true
		}
	}
	return s.Stopped != ""
}

// Record plays a scenario and keeps every step. lines are the lines of its
// file, to show each action as written (nil: not shown).
func Record(s *scenario.Scenario, lines []string) *Trace {
	r := &recorder{t: &Trace{Scenario: s}, lines: lines}
	r.t.Result = scenario.RunTraced(s, r)
	return r.t
}

// recorder is the scenario.Tracer that builds a Trace.
type recorder struct {
	t        *Trace
	lines    []string
	inAction bool
}

func (r *recorder) current() *Step { return r.t.Steps[len(r.t.Steps)-1] }

func (r *recorder) Started(s *scenario.Scenario, st scenario.Step) {
	r.t.Steps = append(r.t.Steps, &Step{Title: "Start"})
	r.fill(st)
}

func (r *recorder) ActionStarted(i int, a *scenario.Action) {
	r.inAction = true
	r.t.Steps = append(r.t.Steps, &Step{Title: "Action " + strconv.Itoa(i+1), Pos: a.Pos.String(), Written: source.Written(r.lines, a.Pos)})
}

func (r *recorder) Decided(d scenario.DecisionTrace) {
	r.current().Decisions = append(r.current().Decisions, d)
}

func (r *recorder) ActionDone(i int, a *scenario.Action, st scenario.Step, err error) {
	r.inAction = false
	r.fill(st)
	if err != nil {
		r.current().Stopped = err.Error()
	}
}

// Checked files a check under its action, or, after the last action, under
// a step of its own for the final expectation, whose board is the last one.
func (r *recorder) Checked(c scenario.CheckTrace) {
	if !r.inAction && r.current().Title != "Final expectation" {
		ex := r.t.Scenario.Expect
		r.t.Steps = append(r.t.Steps, &Step{Title: "Final expectation", Pos: ex.Pos.String(), Board: r.current().Board})
	}
	r.current().Checks = append(r.current().Checks, c)
}

// fill records the outcome of a step: its events and the board after it.
func (r *recorder) fill(st scenario.Step) {
	s := r.current()
	for _, e := range st.Events {
		ev := Event{Kind: e.Kind, Text: e.Text()}
		if e.Rule != sim.RuleNone && e.Rule.Number() != "" {
			ev.Rule = e.Rule.String()
		}
		s.Events = append(s.Events, ev)
	}
	s.Board = Snapshot(st.Game)
}
