package cards

import (
	"sync"

	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracletext"
)

// compileBatch is how many cards a worker of CompileAll takes at a time:
// enough that handing them over costs nothing next to compiling them.
const compileBatch = 64

// CompileAll compiles every card that read yields from its Oracle text
// (FromOracle) on the given number of goroutines, which start while read
// is still decoding, and returns what keep makes of each card, in the
// order read yielded them. keep runs on the goroutine that compiled the
// card, so that a caller keeping only a summary holds little memory. read
// is oracledb.EachCard or a function calling oracle.EachCard; its error is
// returned, and the results are then incomplete.
func CompileAll[R any](read func(yield func(*oracle.Card) error) error, workers int,
	keep func(ref *oracle.Card, c *Card, oc *oracletext.Card) R) ([]R, error) {
	type batch struct {
		cards []*oracle.Card
		out   []R
	}
	jobs := make(chan *batch, 2*max(1, workers))
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Go(func() {
			for b := range jobs {
				b.out = make([]R, len(b.cards))
				for i, ref := range b.cards {
					c, oc := FromOracle(ref)
					b.out[i] = keep(ref, c, oc)
				}
			}
		})
	}
	var batches []*batch
	next := &batch{}
	send := func() {
		batches = append(batches, next)
		jobs <- next
		next = &batch{}
	}
	err := read(func(ref *oracle.Card) error {
		next.cards = append(next.cards, ref)
		if len(next.cards) == compileBatch {
			send()
		}
		return nil
	})
	if len(next.cards) > 0 {
		send()
	}
	close(jobs)
	wg.Wait()
	out := make([]R, 0, len(batches)*compileBatch)
	for _, b := range batches {
		out = append(out, b.out...)
	}
	return out, err
}
