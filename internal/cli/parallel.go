package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

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
