package scenario

import (
	"time"

	"github.com/rulecheck/rulecheck/internal/source"
)

// Status is the verdict on one scenario.
type Status int

// The verdicts, from best to worst; a run's exit code follows the worst.
const (
	// Passed: every action did what the script says and every
	// expectation matched.
	Passed Status = iota
	// Failed: the simulator disagrees with the scenario: an expectation
	// did not match, an action was refused (or not refused as expected),
	// or the scenario needs something the engine does not support yet.
	Failed
	// Errored: the scenario itself is wrong: bad input, a reference that
	// matches nothing or several things, an unanswered decision or an
	// unused answer.
	Errored
	// Internal: rulecheck has a bug (an engine panic). Never the user's
	// mistake.
	Internal
)

// String is the status as reports print it.
func (s Status) String() string {
	return [...]string{"PASS", "FAIL", "ERROR", "INTERNAL ERROR"}[s]
}

// Result is what running one scenario found.
type Result struct {
	ID     string
	Name   string
	Pos    source.Pos // of the scenario document
	Status Status
	Seed   int
	// Duration is the wall time of the run; reports that must be
	// reproducible leave it out.
	Duration time.Duration
	// Mismatches are every expected value that differed, in script order.
	Mismatches []Mismatch
	// Diffs has one entry per expectation that had a mismatch.
	Diffs []CheckpointDiff
	// Problem is what stopped the run early (a refusal, an unsupported
	// feature, a scripting error or an internal error), or nil.
	Problem *source.Diagnostic
}

// Mismatch is one expected value that differed from the game.
type Mismatch struct {
	Path     string // "Llanowar Elves.tapped", "stack[0]", "log[1]"
	Expected string
	Actual   string
	Pos      source.Pos // of the expected value
}

// CheckpointDiff is an expectation as written next to the actual state cut
// to the same keys, both rendered the same way, for a unified diff.
type CheckpointDiff struct {
	Pos      source.Pos
	Expected string
	Actual   string
}

// worsen raises the status to s if s is worse.
func (r *Result) worsen(s Status) {
	if s > r.Status {
		r.Status = s
	}
}
