package scenario

import (
	"testing"
	"time"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
)

// fuzzTimeBound is how much CPU time one fuzz input may take, loading and
// running everything it holds: far more than any input needs, so that
// going over it is a hang, found by the fuzzer. It is counted in the
// process's CPU time, not on the clock, so that a loaded machine, or the
// fuzzer's coverage instrumentation, is not mistaken for a hang.
const fuzzTimeBound = 10 * time.Second

// fuzzWallBound is the clock's backstop, for an input that blocks without
// using the CPU (a read that never returns).
const fuzzWallBound = 6 * fuzzTimeBound

// bounded runs f, the whole handling of one fuzz input, and fails when it
// takes more than fuzzTimeBound of CPU time or fuzzWallBound on the clock.
// f's checks report through t, from another goroutine, so they use
// t.Errorf rather than t.Fatalf.
func bounded(t *testing.T, input []byte, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	startCPU, startWall := processCPUTime(), time.Now()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
			if used := processCPUTime() - startCPU; used > fuzzTimeBound {
				t.Fatalf("the input took more than %v of CPU time:\n%s", fuzzTimeBound, input)
			}
			if time.Since(startWall) > fuzzWallBound {
				t.Fatalf("the input took longer than %v:\n%s", fuzzWallBound, input)
			}
		}
	}
}

// loadAndRun loads a file, checks the position of every problem and runs
// every scenario that loads with checkRun.
func loadAndRun(t *testing.T, file string, data []byte, lib *cards.Library) {
	scenarios, diags := LoadFile(file, data, lib)
	for _, d := range diags {
		checkPos(t, file, "diagnostic", d.Pos, d.Msg)
	}
	for _, s := range scenarios {
		checkRun(t, s, file, data)
	}
}

// checkRun fails on what must never happen whatever the input: an
// internal error, or a problem without a position in the file.
func checkRun(t *testing.T, s *Scenario, file string, input []byte) {
	res := Run(s)
	if res.Status == Internal {
		t.Errorf("internal error running %s: %v\ninput:\n%s", s.ID, res.Problem, input)
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
	if p.Line < 1 || p.Col < 1 || p.File != file {
		t.Errorf("%s without a position (%s:%d:%d): %s", what, p.File, p.Line, p.Col, msg)
	}
}
