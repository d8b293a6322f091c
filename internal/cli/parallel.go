package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// runAll runs the scenarios on `parallel` workers and returns their results
// in input order, so the report is the same at any parallelism. With
// failFast no scenario starts after one has failed, and the results stop
// at the first scenario (in input order) that did not pass; notRun counts
// the rest. That cut is the same at any parallelism too: scenarios start in
// input order, so every scenario before the first failure has run.
func runAll(scs []*scenario.Scenario, parallel int, failFast bool, prog *progress) (results []*scenario.Result, notRun int) {
	results = make([]*scenario.Result, len(scs))
	parallel = max(1, min(parallel, len(scs)))
	jobs := make(chan int)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for range parallel {
		wg.Go(func() {
			for i := range jobs {
				res := scenario.Run(scs[i])
				results[i] = res
				if failFast && res.Status != scenario.Passed {
					stop.Store(true)
				}
				prog.add()
			}
		})
	}
	for i := range scs {
		if stop.Load() {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if failFast {
		for i, res := range results {
			if res != nil && res.Status != scenario.Passed {
				return results[:i+1], len(scs) - i - 1
			}
		}
	}
	return results, 0
}

// shard is --shard K/N: the Kth of N disjoint parts of the scenarios.
type shard struct{ k, n int }

func parseShard(s string) (shard, error) {
	if s == "" {
		return shard{1, 1}, nil
	}
	ks, ns, ok := strings.Cut(s, "/")
	k, errK := strconv.Atoi(ks)
	n, errN := strconv.Atoi(ns)
	if !ok || errK != nil || errN != nil || n < 1 || k < 1 || k > n {
		return shard{}, usageErrorf("--shard %q: write K/N with 1 <= K <= N, such as --shard 2/4", s)
	}
	return shard{k, n}, nil
}

// pick keeps the scenarios of this shard: scenario i (in input order,
// after --run) goes to shard i mod N + 1, so shards differ in size by one
// at most and every scenario is in exactly one shard.
func (sh shard) pick(scs []*scenario.Scenario) []*scenario.Scenario {
	if sh.n == 1 {
		return scs
	}
	var out []*scenario.Scenario
	for i, s := range scs {
		if i%sh.n == sh.k-1 {
			out = append(out, s)
		}
	}
	return out
}

// progress shows "N/M scenarios" on a terminal's stderr once a run has
// taken more than a second, and erases it when the run ends. A nil
// *progress shows nothing.
type progress struct {
	w     io.Writer
	total int
	done  atomic.Int64
	quit  chan struct{}
	ended chan struct{}
}

// startProgress starts the display on w when w is a terminal, else
// returns nil.
func startProgress(w io.Writer, total int) *progress {
	if !isTerminal(w) {
		return nil
	}
	p := &progress{w: w, total: total, quit: make(chan struct{}), ended: make(chan struct{})}
	go p.loop()
	return p
}

func (p *progress) add() {
	if p != nil {
		p.done.Add(1)
	}
}

func (p *progress) loop() {
	defer close(p.ended)
	start := time.Now()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	shown := false
	for {
		select {
		case <-p.quit:
			if shown {
				fmt.Fprint(p.w, "\r\x1b[K")
			}
			return
		case <-tick.C:
			if time.Since(start) > time.Second {
				shown = true
				fmt.Fprintf(p.w, "\r\x1b[Krulecheck: %d/%d scenarios", p.done.Load(), p.total)
			}
		}
	}
}

// stop erases the display and waits until it is gone.
func (p *progress) stop() {
	if p != nil {
		close(p.quit)
		<-p.ended
	}
}
