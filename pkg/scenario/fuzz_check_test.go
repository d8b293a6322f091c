package scenario

import (
	"testing"
	"time"

	"github.com/rulecheck/rulecheck/internal/source"
)

// fuzzTimeBound is how long one fuzz input may run: far more than any
// scenario needs, so that a run over it is a hang, found by the fuzzer.
const fuzzTimeBound = 10 * time.Second

// runChecked runs a scenario loaded from file under the time bound and
// fails on what must never happen whatever the input: a hang, an
// internal error, or a problem without a position in the file.
func runChecked(t *testing.T, s *Scenario, file string, input []byte) {
	t.Helper()
	done := make(chan *Result, 1)
	go func() { done <- Run(s) }()
	var res *Result
	select {
	case res = <-done:
	case <-time.After(fuzzTimeBound):
		t.Fatalf("%s ran longer than %v\ninput:\n%s", s.ID, fuzzTimeBound, input)
	}
	if res.Status == Internal {
		t.Fatalf("internal error running %s: %v\ninput:\n%s", s.ID, res.Problem, input)
	}
	if res.Problem != nil {
		checkPos(t, file, "run problem", res.Problem.Pos, res.Problem.Msg)
	}
	for _, m := range res.Mismatches {
		checkPos(t, file, "mismatch", m.Pos, m.Path)
	}
}

// checkPos fails when a problem has no position in file.
func checkPos(t *testing.T, file, what string, p source.Pos, msg string) {
	t.Helper()
	if p.Line < 1 || p.Col < 1 || p.File != file {
		t.Fatalf("%s without a position (%s:%d:%d): %s", what, p.File, p.Line, p.Col, msg)
	}
}
