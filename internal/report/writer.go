package report

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// Writer renders a run as it goes, so that a large run is reported
// without being held in memory: Problems (a file's problems) and Result are
// called in input order as each is known, then End once with the tally.
// A writer may hold back what its format puts last (the JSON report's
// file-level errors); nothing else is held.
type Writer interface {
	Problems(ds source.Diagnostics)
	Result(res *scenario.Result)
	End(c Counts) error
}

// Add counts one result.
func (c *Counts) Add(res *scenario.Result) {
	switch res.Status {
	case scenario.Passed:
		c.Passed++
	case scenario.Failed:
		c.Failed++
	case scenario.Errored:
		c.Errors++
	case scenario.Internal:
		c.Internal++
	}
}

// Replay sends a whole run to a writer: its problems, then its results.
func Replay(w Writer, run *Run) error {
	if len(run.LoadProblems) > 0 {
		w.Problems(run.LoadProblems)
	}
	for _, res := range run.Results {
		w.Result(res)
	}
	return w.End(run.Count())
}
