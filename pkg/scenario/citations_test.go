package scenario

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// citationChecker is a Tracer that records every log line and decision
// that cites no rule.
type citationChecker struct {
	t  *testing.T
	id string
}

func (c citationChecker) events(step Step) {
	for _, e := range step.Events {
		if e.Rule == sim.RuleNone || e.Rule.Number() == "" {
			c.t.Errorf("%s: log line without a rule: %s", c.id, e)
		}
	}
}

func (c citationChecker) Started(_ *Scenario, step Step)                  { c.events(step) }
func (c citationChecker) ActionStarted(int, *Action)                      {}
func (c citationChecker) ActionDone(_ int, _ *Action, step Step, _ error) { c.events(step) }
func (c citationChecker) Checked(CheckTrace)                              {}
func (c citationChecker) Decided(d DecisionTrace) {
	if d.Rule == sim.RuleNone || d.Rule.Number() == "" {
		c.t.Errorf("%s: decision without a rule: %s", c.id, d.Question)
	}
}

// TestEveryTraceLineCitesARule runs the whole corpus traced and fails on
// any log line or decision whose citation is empty.
func TestEveryTraceLineCitesARule(t *testing.T) {
	for _, s := range loadCorpus(t) {
		RunTraced(s, citationChecker{t: t, id: s.ID})
	}
}
