package grammar

import (
	"strings"
	"sync"
)

// leadIndex narrows a list of templates to those that can match where a
// line's next word is a given word: a template whose lead is a word with
// its space (see template.lead) matches only where that word is next, so
// a list of a thousand effects is a few dozen candidates at any position.
type leadIndex struct {
	// byWord holds, for each word that is some template's lead, the
	// templates that lead with it or can't be ruled out by a word (no
	// lead, or a lead without a space), in the list's order.
	byWord map[string]*leadBucket
	// other is the bucket for a word that leads no template.
	other *leadBucket
}

// leadBucket is the templates to try at a position, and whether the list
// held others, which fail there.
type leadBucket struct {
	ts      []*template
	skipped bool
}

// leadIndexes holds the index of every template list matchAny has read,
// keyed by the list's identity. The lists are complete once the package
// has initialised, so an index never goes stale.
var leadIndexes sync.Map // listKey -> *leadIndex

type listKey struct {
	first **template
	n     int
}

// indexOf returns the index of the list ts, building it the first time.
func indexOf(ts []*template) *leadIndex {
	key := listKey{&ts[0], len(ts)}
	if x, ok := leadIndexes.Load(key); ok {
		return x.(*leadIndex)
	}
	x, _ := leadIndexes.LoadOrStore(key, newLeadIndex(ts))
	return x.(*leadIndex)
}

// spacedLead reports whether a template's lead is a whole word with its
// space, which the word at a position either is or isn't.
func spacedLead(t *template) bool {
	return strings.HasSuffix(t.lead, " ")
}

func newLeadIndex(ts []*template) *leadIndex {
	idx := &leadIndex{byWord: map[string]*leadBucket{}, other: &leadBucket{}}
	for _, t := range ts {
		if spacedLead(t) {
			idx.byWord[t.lead] = &leadBucket{}
		}
	}
	for _, t := range ts {
		for word, b := range idx.byWord {
			if !spacedLead(t) || t.lead == word {
				b.ts = append(b.ts, t)
			} else {
				b.skipped = true
			}
		}
		if spacedLead(t) {
			idx.other.skipped = true
		} else {
			idx.other.ts = append(idx.other.ts, t)
		}
	}
	return idx
}

// at returns the bucket for the word at i in s: its letters up to and
// including the next space.
func (idx *leadIndex) at(s string, i int) *leadBucket {
	word := s[i:]
	if k := strings.IndexByte(word, ' '); k >= 0 {
		word = word[:k+1]
	}
	if b, ok := idx.byWord[word]; ok {
		return b
	}
	return idx.other
}
