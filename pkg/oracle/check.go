package oracle

// Status is how a card of the library stands against the reference.
type Status string

// The statuses of a check.
const (
	Match   Status = "match"   // the library has the card and says what the reference says
	Stale   Status = "stale"   // the library has the card, with different text
	Lacking Status = "lacking" // a reference card the library lacks (CheckAll only)
	Unknown Status = "unknown" // a library card the reference lacks
)

// Result is the check of one card.
type Result struct {
	// Def is the index of the definition in the checked list, or -1 for a
	// reference card the library lacks.
	Def    int
	Name   string
	Status Status
	// Diffs are the differing fields of a stale card.
	Diffs []FieldDiff
	// Suggestion names near reference names for an unknown card, as
	// ` (did you mean "Forest"?)`.
	Suggestion string
	ref        *Card
}

// Counts sums results by status.
type Counts struct {
	Match, Stale, Lacking, Unknown int
}

// Count sums the statuses of results.
func Count(results []Result) Counts {
	var c Counts
	for _, r := range results {
		switch r.Status {
		case Match:
			c.Match++
		case Stale:
			c.Stale++
		case Lacking:
			c.Lacking++
		case Unknown:
			c.Unknown++
		}
	}
	return c
}

// Check compares each definition with its reference card, found by exact or
// folded name (a name matched only folded differs in its name field).
func Check(ix *Index, defs []Definition) []Result {
	out := make([]Result, len(defs))
	for i, def := range defs {
		ref, _ := ix.Lookup(def.Name)
		out[i] = Result{Def: i, Name: def.Name, Status: Match, ref: ref}
		switch {
		case ref == nil:
			out[i].Status, out[i].Suggestion = Unknown, ix.DidYouMean(def.Name)
		default:
			if out[i].Diffs = Compare(def, ref); len(out[i].Diffs) > 0 {
				out[i].Status = Stale
			}
		}
	}
	return out
}

// CheckAll reports on every card of the reference, in file order: matched,
// stale, or lacking from the library; then the definitions the reference
// lacks. A multi-part card is had when one of its faces is defined.
func CheckAll(ix *Index, defs []Definition) []Result {
	checked := Check(ix, defs)
	byRef := make(map[*Card]int, len(checked))
	for i, r := range checked {
		if r.ref != nil {
			byRef[r.ref] = i
		}
	}
	out := make([]Result, 0, len(ix.Cards)+len(defs))
	for _, c := range ix.Cards {
		i, ok := byRef[c]
		for _, f := range c.Faces {
			if ok {
				break
			}
			i, ok = byRef[f]
		}
		if ok {
			out = append(out, checked[i])
		} else {
			out = append(out, Result{Def: -1, Name: c.Name, Status: Lacking})
		}
	}
	for _, r := range checked {
		if r.Status == Unknown {
			out = append(out, r)
		}
	}
	return out
}
