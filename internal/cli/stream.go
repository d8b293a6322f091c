package cli

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// streamOptions tune a streaming run.
type streamOptions struct {
	parallel int
	shard    shard
	failFast bool
	// play runs one scenario (scenario.Run); nil only loads, for validate.
	play func(*scenario.Scenario) *scenario.Result
	prog *progress
}

// sink receives a streaming run's output in input order: each file's
// problems and each scenario's result, with the scenario (nil for the
// internal error of a file that could not be loaded).
type sink struct {
	problems func(source.Diagnostics)
	result   func(*scenario.Result, *scenario.Scenario)
}

// streamStats counts what a streaming run selected and left out.
type streamStats struct {
	matched  int // scenarios matched by --run, in every shard
	problems int // file-level problems, in every shard
	picked   int // scenarios selected: matched by --run, in this shard
	notRun   int // selected but not run, after a failure under --fail-fast
}

// stream reads, loads and runs the corpus on a pool of o.parallel workers
// and hands the results to out in input order as they complete. Files are
// loaded inside the pool as well, a few ahead of the scenarios running,
// and a result is handed on and dropped as soon as every result before it
// is, so memory is bounded by the scenarios in flight, not the corpus.
// Scenarios are numbered in input order for --shard as files are loaded.
// With failFast nothing starts after the first result (in input order)
// that did not pass, and what comes after it is counted as not run; the
// cut is the same at any parallelism.
//
// A panic while loading a file or running a scenario is reported as an
// internal error of that file or scenario, and the rest still run.
func (c *corpus) stream(o streamOptions, out sink) streamStats {
	parallel := max(1, o.parallel)
	tasks := make(chan func())
	var wg sync.WaitGroup
	for range parallel {
		wg.Go(func() {
			for t := range tasks {
				t()
			}
		})
	}

	// Files are loaded in input order, at most 2*parallel ahead of the
	// sequencer.
	files := make(chan *fileLoad, 2*parallel)
	go func() {
		for _, f := range c.files {
			l := &fileLoad{file: f, done: make(chan struct{})}
			files <- l
			tasks <- func() {
				defer close(l.done)
				l.load(c)
			}
		}
		close(files)
	}()

	// The sequencer numbers the scenarios of each loaded file, in input
	// order, and starts those selected in batches; at most 32*parallel
	// batches wait to be handed on.
	outcomes := make(chan *outcome, 32*parallel)
	var stop atomic.Bool
	var stats streamStats
	go func() {
		defer close(outcomes)
		if len(c.first) > 0 {
			stats.problems += len(c.first)
			if o.shard.k == 1 {
				outcomes <- ready(&outcome{diags: c.first})
			}
		}
		index := 0
		for l := range files {
			<-l.done
			l.diags = append(l.diags, c.testCards.check(l.scs)...) // in input order: each card once
			l.diags.Sort()
			stats.problems += len(l.diags)
			if l.crash != nil && o.shard.k == 1 {
				outcomes <- ready(&outcome{results: []*scenario.Result{l.crash}})
			}
			if len(l.diags) > 0 && o.shard.k == 1 { // file-level problems are reported by shard 1 only
				outcomes <- ready(&outcome{diags: l.diags})
			}
			var batch []*scenario.Scenario
			for _, s := range l.scs {
				i := index
				index++
				stats.matched++
				if !o.shard.has(i) {
					continue
				}
				stats.picked++
				if o.play != nil {
					batch = append(batch, s)
				}
			}
			// Scenarios run in batches of consecutive ones: one task and
			// one outcome per batch, not per scenario.
			for len(batch) > 0 {
				n := min(len(batch), batchSize)
				scs := batch[:n:n]
				batch = batch[n:]
				oc := &outcome{done: make(chan struct{}), scs: scs, results: make([]*scenario.Result, n)}
				outcomes <- oc
				o.prog.found(n)
				tasks <- func() {
					defer close(oc.done)
					for i, s := range scs {
						if stop.Load() {
							return // left nil: not run
						}
						oc.results[i] = play(o.play, s)
						o.prog.add()
					}
				}
			}
		}
	}()

	stopped := false
	for oc := range outcomes {
		<-oc.done
		if len(oc.diags) > 0 {
			out.problems(oc.diags)
		}
		for i, res := range oc.results {
			if stopped || res == nil {
				stats.notRun++
				continue
			}
			var s *scenario.Scenario
			if oc.scs != nil {
				s = oc.scs[i]
			}
			out.result(res, s)
			if o.failFast && res.Status != scenario.Passed {
				stopped = true
				stop.Store(true)
			}
		}
	}
	close(tasks)
	wg.Wait()
	return stats
}

// fileLoad is one file being loaded; done is closed when it is.
type fileLoad struct {
	file  string
	done  chan struct{}
	scs   []*scenario.Scenario
	diags source.Diagnostics
	crash *scenario.Result // a panic while loading
}

func (l *fileLoad) load(c *corpus) {
	defer func() {
		if p := recover(); p != nil {
			l.scs, l.diags = nil, nil
			l.crash = internalError(l.file, "(load)", source.Pos{File: l.file, Line: 1, Col: 1}, fmt.Sprintf("loading %s", l.file), p)
		}
	}()
	l.scs, l.diags = c.loadFile(l.file)
}

// batchSize is the most scenarios a task runs: enough that handing work
// between goroutines costs little next to running it, few enough that a
// file of many scenarios still spreads over every worker.
const batchSize = 8

// outcome is what to report next: a file's problems or the results of a
// batch of scenarios (nil for one not run after a --fail-fast stop) with
// the scenarios (nil for a file that could not be loaded); done is closed
// when it is known.
type outcome struct {
	done    chan struct{}
	diags   source.Diagnostics
	scs     []*scenario.Scenario
	results []*scenario.Result
}

var closed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// ready marks an outcome known from the start.
func ready(oc *outcome) *outcome {
	oc.done = closed
	return oc
}

// play runs one scenario; a panic that escapes it becomes the scenario's
// internal error.
func play(run func(*scenario.Scenario) *scenario.Result, s *scenario.Scenario) (res *scenario.Result) {
	defer func() {
		if p := recover(); p != nil {
			res = internalError(s.ID, s.Name, s.Pos, "running "+s.ID, p)
		}
	}()
	return run(s)
}

// internalError is the result of a panic: a bug in rulecheck, exit 3.
func internalError(id, name string, pos source.Pos, doing string, p any) *scenario.Result {
	return &scenario.Result{ID: id, Name: name, Pos: pos, Status: scenario.Internal,
		Problem: &source.Diagnostic{Pos: pos, Msg: fmt.Sprintf("internal error in rulecheck while %s (please report it): %v", doing, p)}}
}
