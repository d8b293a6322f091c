package coverage

import (
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/oracle"
)

// Unknown is Build(in).Unknown: the covers: entries that name no known
// ruling, with their suggestions. A run checks the covers: of every file,
// and they are almost always all known, so it first checks them against
// the IDs alone and lays out the whole report (every card of the library,
// for the suggestions) only when one is unknown.
func Unknown(in Input) ([]UnknownCover, error) {
	seeds, err := seedKeys()
	if err != nil {
		return nil, err
	}
	var rulings map[string]bool
	for _, s := range in.Scenarios {
		for _, id := range s.Covers {
			key := coverKey(id)
			_, official := oracle.RulingKey(id)
			if official && in.Rulings == nil {
				if !seeds.cardKnown(in.Library, id[:strings.LastIndexByte(id, '@')]) {
					return fullUnknown(in)
				}
				continue
			}
			if seeds.ids[key] {
				continue
			}
			if rulings == nil {
				rulings = make(map[string]bool, len(in.Rulings))
				for _, r := range in.Rulings {
					rulings[coverKey(r.ID)] = true
				}
			}
			if !rulings[key] {
				return fullUnknown(in)
			}
		}
	}
	return nil, nil
}

// fullUnknown builds the whole report for its unknown covers: entries and
// their suggestions.
func fullUnknown(in Input) ([]UnknownCover, error) {
	rep, err := Build(in)
	if err != nil {
		return nil, err
	}
	return rep.Unknown, nil
}

// seedIndex is what Build knows from the seed catalogue alone: the keys of
// every seed's ID and official ID, and the folded names of the seeds'
// cards.
type seedIndex struct {
	ids   map[string]bool
	cards map[string]bool
}

var seedKeys = sync.OnceValues(func() (*seedIndex, error) {
	seeds, err := Seeds()
	if err != nil {
		return nil, err
	}
	x := &seedIndex{ids: map[string]bool{}, cards: map[string]bool{}}
	for _, s := range seeds {
		x.ids[coverKey(s.ID)] = true
		if s.Official != "" {
			x.ids[coverKey(s.Official)] = true
		}
		if s.Card != "" {
			x.cards[names.Fold(s.Card)] = true
		}
	}
	return x, nil
})

// cardKnown reports whether Build has a group for the card: a card of the
// library or of the seed catalogue.
func (x *seedIndex) cardKnown(library []string, card string) bool {
	key := names.Fold(card)
	if x.cards[key] {
		return true
	}
	for _, name := range library {
		if names.Fold(name) == key {
			return true
		}
	}
	return false
}
