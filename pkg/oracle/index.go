package oracle

import (
	"github.com/rulecheck/rulecheck/internal/names"
)

// Index finds reference cards by name: exactly, then case-insensitively
// with diacritics folded. The faces of multi-part cards are found by their
// own names, and by the front face's name.
type Index struct {
	// Cards are the cards in file order.
	Cards  []*Card
	exact  map[string]*Card
	folded map[string]*Card
	byID   map[string]string
}

// NewIndex indexes cards. When two cards share a name, the first is kept.
func NewIndex(cards []*Card) *Index {
	ix := &Index{Cards: cards, exact: make(map[string]*Card, len(cards)), folded: make(map[string]*Card, len(cards)),
		byID: map[string]string{}}
	for _, c := range cards {
		ix.add(c.Name, c)
		if c.OracleID != "" {
			ix.byID[c.OracleID] = c.Name
		}
	}
	for _, c := range cards { // faces last: a card of that name comes first
		for _, f := range c.Faces {
			ix.add(f.Name, f)
		}
		if front := frontFace(c.Name); front != c.Name {
			ix.add(front, c)
		}
	}
	return ix
}

func (ix *Index) add(name string, c *Card) {
	if _, ok := ix.exact[name]; !ok {
		ix.exact[name] = c
	}
	if key := names.Fold(name); ix.folded[key] == nil {
		ix.folded[key] = c
	}
}

// Lookup finds the card of that name, exactly or folded; exact says which.
func (ix *Index) Lookup(name string) (c *Card, exact bool) {
	if c, ok := ix.exact[name]; ok {
		return c, true
	}
	return ix.folded[names.Fold(name)], false
}

// DidYouMean suggests the nearest names of the index to a name it lacks, as
// a suffix such as ` (did you mean "Forest"?)`, or "".
func (ix *Index) DidYouMean(name string) string {
	all := make([]string, 0, len(ix.Cards))
	for _, c := range ix.Cards {
		all = append(all, c.Name)
	}
	return names.DidYouMean(name, all)
}

// NameByOracleID maps Scryfall oracle_ids to card names, for rulings that
// name their card only by oracle_id.
func (ix *Index) NameByOracleID() map[string]string { return ix.byID }
