package cli

import (
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// maxParallel bounds -p. The pool's buffers grow with it (2 files loaded
// ahead and 32 batches of results waiting per worker, see stream): -p
// 1000000 took 2.7 GB on one tiny file. When one slow scenario holds back
// the report, the results behind it fill those buffers: with 39,401
// scenarios behind a 25-second one, -p 32 peaked at 503 MB, -p 64 at 678 MB
// and -p 256 at 1.9 GB. The work is CPU-bound, so more workers than cores
// gain nothing anyway.
const maxParallel = 32

// defaultParallel is -p's default: one worker per CPU, up to maxParallel.
func defaultParallel() int { return min(runtime.NumCPU(), maxParallel) }

// checkParallel refuses a -p outside 1 to maxParallel.
func checkParallel(n int) error {
	switch {
	case n < 1:
		return usageErrorf("-p %d: run at least 1 scenario at once", n)
	case n > maxParallel:
		return usageErrorf("-p %d: run at most %d scenarios at once (rulecheck's limit: see docs/commands.md)", n, maxParallel)
	}
	return nil
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

// has reports whether scenario i (in input order, after --run) is in this
// shard: scenario i goes to shard i mod N + 1, so shards differ in size by
// one at most and every scenario is in exactly one shard.
func (sh shard) has(i int) bool { return i%sh.n == sh.k-1 }

// progress shows "N/M scenarios" on a terminal's stderr once a run has
// taken more than a second, and erases it when the run ends. A nil
// *progress shows nothing.
type progress struct {
	w     io.Writer
	total atomic.Int64 // scenarios known so far: a streaming run learns them as it goes
	done  atomic.Int64
	quit  chan struct{}
	ended chan struct{}
}

// startProgress starts the display on w when w is a terminal, else
// returns nil.
func startProgress(w io.Writer) *progress {
	if !isTerminal(w) {
		return nil
	}
	p := &progress{w: w, quit: make(chan struct{}), ended: make(chan struct{})}
	go p.loop()
	return p
}

// found counts scenarios that will run.
func (p *progress) found(n int) {
	if p != nil {
		p.total.Add(int64(n))
	}
}

// add counts a scenario done.
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
				fmt.Fprintf(p.w, "\r\x1b[Krulecheck: %d/%d scenarios", p.done.Load(), p.total.Load())
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
