package coverage

import (
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// Entry is one ruling and the scenarios whose covers: name it.
type Entry struct {
	ID   string `json:"id"`
	Kind string `json:"kind"` // "seed" or "official"
	Date string `json:"date,omitempty"`
	Text string `json:"text"`
	// Official is, for a seed, the ID of the same official ruling: naming
	// either ID covers it.
	Official  string   `json:"official,omitempty"`
	CoveredBy []string `json:"covered_by"` // scenario IDs, in load order
}

// Group is the rulings of one card, or the Comprehensive Rules excerpts
// (Card "").
type Group struct {
	Card      string  `json:"card"`
	InLibrary bool    `json:"in_library"`
	Rulings   []Entry `json:"rulings"`
}

// UnknownCover is a covers: entry that names no known ruling.
type UnknownCover struct {
	Scenario string `json:"scenario"`
	ID       string `json:"id"`
	// Index is the entry's place in the scenario's covers: list.
	Index      int    `json:"-"`
	Suggestion string `json:"suggestion,omitempty"` // ` (did you mean "CR-107.5"?)`
}

// Report is the coverage of every seed ruling and of the official rulings
// of every card of the library.
type Report struct {
	Groups    []Group        `json:"groups"`
	Unknown   []UnknownCover `json:"unknown_covers"`
	Total     int            `json:"total"`
	Covered   int            `json:"covered"`
	Uncovered int            `json:"uncovered"`
}

// Input is what a coverage report is made of.
type Input struct {
	Library []string // the names of the library's cards
	// Rulings are the official rulings of reference data; nil when none
	// were read, and then official IDs in covers: are not checked.
	Rulings   []oracle.Ruling
	Scenarios []*scenario.Scenario
}

// Build makes the coverage report: the seed rulings of the Comprehensive
// Rules first, then each card of the library or of the seed catalogue, by
// name, with its seeds and the official rulings no seed stands for.
func Build(in Input) (*Report, error) {
	seeds, err := Seeds()
	if err != nil {
		return nil, err
	}
	rep := &Report{Groups: groups(in.Library, seeds, in.Rulings)}
	known := map[string]bool{}
	var candidates []string
	for _, g := range rep.Groups {
		for _, e := range g.Rulings {
			known[coverKey(e.ID)] = true
			candidates = append(candidates, e.ID)
			if e.Official != "" {
				known[coverKey(e.Official)] = true
				candidates = append(candidates, e.Official)
			}
		}
	}
	for _, r := range in.Rulings {
		known[coverKey(r.ID)] = true
	}
	cards := map[string]bool{}
	var cardNames []string
	for _, g := range rep.Groups[1:] {
		cards[names.Fold(g.Card)] = true
		cardNames = append(cardNames, g.Card)
	}
	coveredBy := map[string][]string{}
	for _, s := range in.Scenarios {
		for i, id := range s.Covers {
			key := coverKey(id)
			_, official := oracle.RulingKey(id)
			switch {
			case official && in.Rulings == nil:
				// Without rulings, an official ID's card must be known.
				if card := id[:strings.LastIndexByte(id, '@')]; !cards[names.Fold(card)] {
					rep.Unknown = append(rep.Unknown, UnknownCover{Scenario: s.ID, ID: id, Index: i, Suggestion: names.DidYouMean(card, cardNames)})
					continue
				}
			case !known[key]:
				rep.Unknown = append(rep.Unknown, UnknownCover{Scenario: s.ID, ID: id, Index: i, Suggestion: names.DidYouMean(id, candidates)})
				continue
			}
			if !slices.Contains(coveredBy[key], s.ID) {
				coveredBy[key] = append(coveredBy[key], s.ID)
			}
		}
	}
	for gi := range rep.Groups {
		for ei := range rep.Groups[gi].Rulings {
			e := &rep.Groups[gi].Rulings[ei]
			e.CoveredBy = append([]string{}, coveredBy[coverKey(e.ID)]...)
			if e.Official != "" {
				for _, id := range coveredBy[coverKey(e.Official)] {
					if !slices.Contains(e.CoveredBy, id) {
						e.CoveredBy = append(e.CoveredBy, id)
					}
				}
			}
			rep.Total++
			if len(e.CoveredBy) > 0 {
				rep.Covered++
			}
		}
	}
	rep.Uncovered = rep.Total - rep.Covered
	return rep, nil
}

// groups lays out the report's groups before coverage is known.
func groups(library []string, seeds []Seed, rulings []oracle.Ruling) []Group {
	inLibrary := map[string]bool{}
	cards := slices.Clone(library)
	for _, name := range library {
		inLibrary[names.Fold(name)] = true
	}
	cr := Group{}
	bySeedCard := map[string][]Seed{}
	for _, s := range seeds {
		if s.Card == "" {
			cr.Rulings = append(cr.Rulings, Entry{ID: s.ID, Kind: "seed", Text: s.Text})
			continue
		}
		key := names.Fold(s.Card)
		if !inLibrary[key] && len(bySeedCard[key]) == 0 {
			cards = append(cards, s.Card)
		}
		bySeedCard[key] = append(bySeedCard[key], s)
	}
	slices.SortFunc(cards, func(a, b string) int { return strings.Compare(names.Fold(a), names.Fold(b)) })
	byCard := map[string][]oracle.Ruling{}
	for _, r := range rulings {
		key := names.Fold(r.Card)
		byCard[key] = append(byCard[key], r)
	}
	out := []Group{cr}
	for _, card := range cards {
		key := names.Fold(card)
		g := Group{Card: card, InLibrary: inLibrary[key]}
		stood := map[string]bool{}
		for _, s := range bySeedCard[key] {
			g.Rulings = append(g.Rulings, Entry{ID: s.ID, Kind: "seed", Text: s.Text, Official: s.Official})
			stood[coverKey(s.Official)] = true
		}
		for _, r := range byCard[key] {
			if !stood[coverKey(r.ID)] {
				g.Rulings = append(g.Rulings, Entry{ID: r.ID, Kind: "official", Date: r.Date, Text: r.Text})
			}
		}
		out = append(out, g)
	}
	return out
}

// coverKey is the matching key of a ruling ID: folded for an official ID,
// upper case for a seed ID.
func coverKey(id string) string {
	if key, ok := oracle.RulingKey(id); ok {
		return key
	}
	return strings.ToUpper(id)
}

// Group returns the group of a card, found by folded name, or nil.
func (r *Report) Group(card string) *Group {
	for i := range r.Groups {
		if r.Groups[i].Card != "" && names.Equal(r.Groups[i].Card, card) {
			return &r.Groups[i]
		}
	}
	return nil
}
