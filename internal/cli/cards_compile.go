package cli

import (
	"bufio"
	"cmp"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
	"github.com/rulecheck/rulecheck/pkg/oracletext"
	"go.yaml.in/yaml/v3"
)

// compileReport is the result of cards check --all, in JSON field order.
type compileReport struct {
	Reference string          `json:"reference"`
	Cards     []compiledCard  `json:"cards"`
	Phrases   []phraseCount   `json:"phrases"`
	ByType    []typeCount     `json:"by_type"`
	Summary   compileSummary  `json:"summary"`
	roundTrip []roundTripFail // text report only
}

// compiledCard is one card of the report.
type compiledCard struct {
	Name string `json:"name"`
	// Line is the line of the card's entry in the --oracle file.
	Line   int            `json:"line,omitempty"`
	Status string         `json:"status"` // compiled or unsupported
	Type   string         `json:"type"`
	Lines  []compiledLine `json:"lines"`
}

// compiledLine is one Oracle line: its ability in the card language, or
// where it stops being readable.
type compiledLine struct {
	Text    string `json:"text"`
	Status  string `json:"status"` // compiled, reminder, mode (compiled with its modal spell), unsupported
	Ability string `json:"ability,omitempty"`
	Phrase  string `json:"phrase,omitempty"`
	Column  int    `json:"column,omitempty"`
	Why     string `json:"why,omitempty"`
	Printed string `json:"printed,omitempty"` // the printer's text, when the round trip failed
}

// phraseCount is a phrase and the number of cards it alone holds back.
type phraseCount struct {
	Phrase string `json:"phrase"`
	Cards  int    `json:"cards"`
}

// typeCount is the coverage of one card type.
type typeCount struct {
	Type     string `json:"type"`
	Compiled int    `json:"compiled"`
	Total    int    `json:"total"`
}

type compileSummary struct {
	Compiled    int `json:"compiled"`
	Unsupported int `json:"unsupported"`
	Total       int `json:"total"`
	RoundTrip   int `json:"round_trip_failures"`
}

type roundTripFail struct{ card, norm, printed string }

// referenceCards returns what reads the cards of --oracle FILE, or of the
// built-in database, and the reference's name; it fails only when the
// file can't be opened. Reading errors come from the reader itself, as
// an exitError.
func referenceCards(path string) (read func(yield func(*oracle.Card) error) error, name string, err error) {
	if path == "" {
		return func(yield func(*oracle.Card) error) error {
			if err := oracledb.EachCard(yield); err != nil {
				return &exitError{code: ExitInternal, msg: "the built-in card database: " + err.Error()}
			}
			return nil
		}, "built-in", nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", usageErrorf("--oracle: %v", err)
	}
	return func(yield func(*oracle.Card) error) error {
		defer f.Close()
		if err := oracle.EachCard(f, yield); err != nil {
			return usageErrorf("--oracle %s: %v", path, err)
		}
		return nil
	}, path, nil
}

// cardResult is what the report keeps of one compiled card: the compiled
// card itself is dropped as soon as it is summed up, so that compiling the
// whole database holds little memory.
type cardResult struct {
	card      compiledCard
	reason    string // the first unsupported line and its phrase
	alone     string // the phrase of the only unsupported line, or ""
	roundTrip []roundTripFail
}

// summarize is what the report keeps of a compiled card; withLines keeps
// each line's compiled form (for JSON).
func summarize(c *cards.Card, oc *oracletext.Card, withLines bool) cardResult {
	r := cardResult{card: compiledCard{Name: c.Name(), Status: "compiled", Type: cardType(oc.Face.TypeLine)}}
	if len(c.Unsupported) > 0 {
		r.card.Status = "unsupported"
		r.reason = firstReason(c.Unsupported[0], oc)
		if len(c.Unsupported) == 1 {
			r.alone = unsupportedPhrase(c, oc)
		}
	}
	for _, l := range oc.Lines {
		if l.Printed != "" {
			r.roundTrip = append(r.roundTrip, roundTripFail{c.Name(), l.Norm, l.Printed})
		}
	}
	if withLines {
		r.card.Lines = compiledLines(c, oc)
	}
	return r
}

// runCompileAll is cards check --all: compile every card of the reference
// and report what is unsupported.
func runCompileAll(opts *checkOptions, s Streams) error {
	read, ref, err := referenceCards(opts.oracle)
	if err != nil {
		return err
	}
	// every card, on as many goroutines as there are CPUs (up to 8)
	results, err := cards.CompileAll(read, min(runtime.NumCPU(), 8), func(ref *oracle.Card, c *cards.Card, oc *oracletext.Card) cardResult {
		r := summarize(c, oc, opts.format == "json")
		if opts.oracle != "" {
			r.card.Line = ref.Line
		}
		return r
	})
	if err != nil {
		return err
	}
	rep := compileReport{Reference: ref, Cards: make([]compiledCard, 0, len(results))}
	alone := map[string]int{}
	types := map[string]*typeCount{}
	for _, r := range results {
		if r.card.Status == "unsupported" {
			rep.Summary.Unsupported++
			if r.alone != "" {
				alone[r.alone]++
			}
		} else {
			rep.Summary.Compiled++
		}
		t := types[r.card.Type]
		if t == nil {
			t = &typeCount{Type: r.card.Type}
			types[r.card.Type] = t
		}
		t.Total++
		if r.card.Status == "compiled" {
			t.Compiled++
		}
		rep.Summary.RoundTrip += len(r.roundTrip)
		rep.roundTrip = append(rep.roundTrip, r.roundTrip...)
		rep.Cards = append(rep.Cards, r.card)
	}
	rep.Summary.Total = len(results)
	for p, n := range alone {
		rep.Phrases = append(rep.Phrases, phraseCount{p, n})
	}
	slices.SortFunc(rep.Phrases, func(a, b phraseCount) int { return cmp.Or(b.Cards-a.Cards, strings.Compare(a.Phrase, b.Phrase)) })
	for _, t := range cardTypes {
		if types[t] != nil {
			rep.ByType = append(rep.ByType, *types[t])
		}
	}
	if rep.Phrases == nil {
		rep.Phrases = []phraseCount{}
	}
	if opts.format == "json" {
		err = encodeJSON(s.Out, rep)
	} else {
		printCompileReport(s, rep, results)
	}
	if err == nil && rep.Summary.RoundTrip > 0 {
		return &exitError{code: ExitFailed}
	}
	return err
}

// cardTypes are the types coverage is counted by, in order of precedence
// (an artifact creature counts as a creature).
var cardTypes = []string{"creature", "land", "planeswalker", "battle", "instant", "sorcery", "artifact", "enchantment", "other"}

func cardType(typeLine string) string {
	lower := strings.ToLower(typeLine)
	for _, t := range cardTypes[:len(cardTypes)-1] {
		if strings.Contains(lower, t) {
			return t
		}
	}
	return "other"
}

// unsupportedPhrase is what holds a card back: the phrase of its
// unsupported line, or the characteristic.
func unsupportedPhrase(c *cards.Card, oc *oracletext.Card) string {
	u := c.Unsupported[0]
	for _, l := range oc.Lines {
		if l.Raw == u.Oracle && !l.Supported() {
			return l.Phrase
		}
	}
	return u.Oracle + ": " + u.Why
}

// compiledLines lists a card's lines with their compiled form.
func compiledLines(c *cards.Card, oc *oracletext.Card) []compiledLine {
	out := make([]compiledLine, 0, len(oc.Lines))
	for _, u := range c.Unsupported {
		if u.Characteristic {
			out = append(out, compiledLine{Text: u.Oracle, Status: "unsupported", Why: u.Why})
		}
	}
	for _, l := range oc.Lines {
		cl := compiledLine{Text: l.Raw}
		switch {
		case l.Kind == "reminder":
			cl.Status = "reminder"
		case l.Kind == "mode" && l.Supported():
			cl.Status = "mode"
		case l.Body != nil:
			cl.Status, cl.Ability = "compiled", abilityYAML(l)
		default:
			cl.Status, cl.Phrase, cl.Column, cl.Why, cl.Printed = "unsupported", l.Phrase, l.Col, l.Why, l.Printed
		}
		out = append(out, cl)
	}
	return out
}

// abilityYAML renders a compiled line as the ability entry of a card file.
func abilityYAML(l oracletext.Line) string {
	n := &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
		{Kind: yaml.ScalarNode, Value: "oracle"}, {Kind: yaml.ScalarNode, Value: l.Raw},
		{Kind: yaml.ScalarNode, Value: l.Key}, l.Body}}
	var b strings.Builder
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		return err.Error()
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// printCompileReport writes the text of cards check --all: one line per
// unsupported card, the round-trip failures, the phrases that alone hold
// back the most cards, the coverage by type, then the summary line.
func printCompileReport(s Streams, rep compileReport, results []cardResult) {
	w := bufio.NewWriter(s.Out)
	defer w.Flush()
	for _, r := range results {
		if r.reason == "" {
			continue
		}
		where := ""
		if r.card.Line > 0 {
			where = fmt.Sprintf(" (%s:%d)", rep.Reference, r.card.Line)
		}
		fmt.Fprintf(w, "unsupported %s%s: %s\n", r.card.Name, where, r.reason)
	}
	for _, f := range rep.roundTrip {
		fmt.Fprintf(w, "ROUND TRIP %s: read %q, printed %q\n", f.card, f.norm, f.printed)
	}
	fmt.Fprintln(w, "\nPhrases that alone hold back the most cards (cards whose only unsupported line has it):")
	for _, p := range rep.Phrases[:min(40, len(rep.Phrases))] {
		fmt.Fprintf(w, "  %6d  %s\n", p.Cards, p.Phrase)
	}
	fmt.Fprintln(w, "\nCompiled by type:")
	for _, t := range rep.ByType {
		fmt.Fprintf(w, "  %-12s %6d of %6d (%.1f%%)\n", t.Type, t.Compiled, t.Total, percent(t.Compiled, t.Total))
	}
	fmt.Fprintf(w, "  %-12s %6d of %6d (%.1f%%)\n\n", "all", rep.Summary.Compiled, rep.Summary.Total, percent(rep.Summary.Compiled, rep.Summary.Total))
	if rep.Summary.RoundTrip > 0 {
		fmt.Fprintf(w, "%d compiled lines failed their round trip: a bug of the grammar\n", rep.Summary.RoundTrip)
	}
	fmt.Fprintf(w, "cards: %d compiled, %d unsupported, %d total\n", rep.Summary.Compiled, rep.Summary.Unsupported, rep.Summary.Total)
}

func firstReason(u cards.UnsupportedLine, oc *oracletext.Card) string {
	for _, l := range oc.Lines {
		if l.Raw == u.Oracle && !l.Supported() {
			return fmt.Sprintf("%q: %s", shorten(l.Raw, 200), l.Reason())
		}
	}
	return fmt.Sprintf("%s (%s)", u.Oracle, u.Why)
}

func percent(n, total int) float64 {
	if total == 0 {
		return 0
	}
	return 100 * float64(n) / float64(total)
}

// shorten cuts an absurdly long line for a report, marking the cut.
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
