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
// is still decoding, and hands what keep makes of each card to use, in the
// order read yielded them, as soon as the cards before it are done. keep
// runs on the goroutine that compiled the card and use on one goroutine of
// its own, so that memory holds only the cards in flight, not all of them.
// read is oracledb.EachCard or a function calling oracle.EachCard; its
// error is returned, once the cards yielded before it are used.
func CompileAll[R any](read func(yield func(*oracle.Card) error) error, workers int,
	keep func(ref *oracle.Card, c *Card, oc *oracletext.Card) R, use func(R)) error {
	type batch struct {
		cards []*oracle.Card
		out   []R
		done  chan struct{}
	}
	workers = max(1, workers)
	jobs := make(chan *batch, 2*workers)
	inOrder := make(chan *batch, 2*workers) // the batches as read yields them
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for b := range jobs {
				b.out = make([]R, len(b.cards))
				for i, ref := range b.cards {
					c, oc := FromOracle(ref)
					b.out[i] = keep(ref, c, oc)
				}
				close(b.done)
			}
		})
	}
	used := make(chan struct{})
	go func() {
		defer close(used)
		for b := range inOrder {
			<-b.done
			for _, r := range b.out {
				use(r)
			}
		}
	}()
	newBatch := func() *batch { return &batch{done: make(chan struct{})} }
	next := newBatch()
	send := func() {
		inOrder <- next // before jobs: a batch is waited for only once a worker can take it
		jobs <- next
		next = newBatch()
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
	close(inOrder)
	wg.Wait()
	<-used
	return err
}
