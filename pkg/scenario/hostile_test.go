package scenario

import (
	"runtime"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
)

// These are the large cases of hostile input, generated here rather than
// committed: each must end with a clear message at file:line:col within
// bounded memory (at most 512 MB of heap at any moment).

func builtin(t testing.TB) *cards.Library {
	t.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// peakHeap is the most heap memory in use while f runs (beyond what was
// in use before), sampled every millisecond.
func peakHeap(f func()) uint64 {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 {
		metrics.Read(sample)
		return sample[0].Value.Uint64()
	}
	runtime.GC()
	base := read()
	var peak atomic.Uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			if v := read(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	f()
	close(done)
	<-sampled
	if v := read(); v > peak.Load() {
		peak.Store(v)
	}
	return max(peak.Load(), base) - base
}

// handList is a scenario whose hand holds Forests, about size bytes long.
func handList(size int) []byte {
	head := "name: a big hand\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    hand: [Forest"
	n := (size - len(head) - 2) / len(", Forest")
	return []byte(head + strings.Repeat(", Forest", n) + "]\n")
}

const memoryBound = 512 << 20

func TestHostileLargeInputs(t *testing.T) {
	lib := builtin(t)
	t.Run("a 50 MB hand list is refused unread", func(t *testing.T) {
		fsys := fstest.MapFS{"hand.yaml": {Data: handList(50 << 20)}}
		var d *source.Diagnostic
		if n := peakHeap(func() { _, d = ReadFile(fsys, "hand.yaml", DefaultMaxFileSize) }); n > 1<<20 {
			t.Errorf("refusing the file used %d bytes", n)
		}
		want := "hand.yaml:1:1: the file is 52428798 bytes, over the limit of 4194304 bytes (raise it with --max-file-size)"
		if d == nil || d.Error() != want {
			t.Errorf("got %v, want %s", d, want)
		}
	})
	t.Run("a hand list at the size limit stops at the card limit", func(t *testing.T) {
		data := handList(DefaultMaxFileSize - 100)
		var scs []*Scenario
		var diags source.Diagnostics
		if n := peakHeap(func() { scs, diags = LoadFile("hand.yaml", data, lib) }); n > memoryBound {
			t.Errorf("loading used %d MB, want at most %d", n>>20, memoryBound>>20)
		}
		if len(scs) != 0 || len(diags) != 1 || !strings.Contains(diags.Error(), "hand.yaml:5:") ||
			!strings.Contains(diags.Error(), "the starting state holds more than 100000 cards, rulecheck's limit") {
			t.Errorf("got %d scenarios and %v", len(scs), diags)
		}
	})
	t.Run("an unknown card of 200 KB gets no suggestion", func(t *testing.T) {
		name := strings.Repeat("Forest ", 30_000)
		data := []byte("name: long\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    hand: [" + name + "]\n")
		_, diags := LoadFile("long.yaml", data, lib)
		if len(diags) != 1 || diags[0].Pos.Line != 5 || !strings.HasPrefix(diags[0].Msg, "unknown card ") || strings.Contains(diags[0].Msg, "did you mean") {
			t.Errorf("got %v", diags)
		}
	})
	t.Run("an inline card's Oracle text over the limit is one problem", func(t *testing.T) {
		// 200,000 lines, each of them once an ability compiled and a
		// problem when no ability implements it
		text := strings.Repeat("  Flying\n", 200_000)
		data := []byte("name: long text\nplayers: [Ana, Ben]\ncards:\n  - name: Test Bird\n    type_line: Creature — Bird\n" +
			"    power: 1\n    toughness: 1\n    oracle_text: |-\n" + strings.ReplaceAll(text, "  F", "      F") +
			"start:\n  Ana:\n    battlefield: [Test Bird]\nexpect:\n  Test Bird: {zone: battlefield}\n")
		var diags source.Diagnostics
		if n := peakHeap(func() { _, diags = LoadFile("long.yaml", data, lib) }); n > memoryBound {
			t.Errorf("loading used %d MB", n>>20)
		}
		want := "long.yaml:8:18: the Oracle text is 1399999 bytes, over the limit of 8192 bytes (rulecheck's limit: see docs/limits.md)"
		if len(diags) != 1 || diags[0].Error() != want {
			t.Errorf("got %v", diags)
		}
	})
	t.Run("Hangarback Walker with the most counters dies", func(t *testing.T) {
		// 10,000 counters, the limit: its trigger creates 10,000 Thopters
		// (the number of counters it had as it last existed, 603.10a).
		data := []byte(`name: Hangarback Walker at the limit
players: [Ana, Ben]
start:
  Ana:
    battlefield:
      - {card: Hangarback Walker, counters: {"+1/+1": 10000}}
actions:
  - effect: {destroy: Hangarback Walker}
  - resolve: Hangarback Walker
expect:
  Hangarback Walker: {zone: graveyard}
  Thopter#10000: {zone: battlefield, controller: Ana}
`)
		scs, diags := LoadFile("hangarback.yaml", data, lib)
		if len(diags) > 0 || len(scs) != 1 {
			t.Fatal(diags)
		}
		var res *Result
		if n := peakHeap(func() { res = Run(scs[0]) }); n > memoryBound {
			t.Errorf("the run used %d MB", n>>20)
		}
		if res.Status != Passed {
			t.Errorf("%s: %v %v", res.Status, res.Problem, res.Mismatches)
		}
	})
}
