package cli

import (
	"bufio"
	"cmp"
	"encoding/json"
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

// compileReport is what cards check --all reports after its cards: the
// fields of the JSON report that follow "reference" and "cards" (which
// compileReportWriter writes as it goes), in their order.
type compileReport struct {
	reference string
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
// and report what is unsupported. The report is written as the cards are
// compiled, in reference order, so that memory holds the cards in flight
// and the counts, not every card's lines.
func runCompileAll(opts *checkOptions, s Streams) error {
	read, ref, err := referenceCards(opts.oracle)
	if err != nil {
		return err
	}
	if opts.oracle != "" {
		// A bad entry of the file is reported before anything is
		// written, so the cards are decoded first.
		if read, err = readAhead(read); err != nil {
			return err
		}
	}
	w := bufio.NewWriter(s.Out)
	defer w.Flush()
	out := newCompileReportWriter(w, ref, opts.format == "json")
	// every card, on as many goroutines as there are CPUs (up to 8)
	err = cards.CompileAll(read, min(runtime.NumCPU(), 8), func(ref *oracle.Card, c *cards.Card, oc *oracletext.Card) cardResult {
		r := summarize(c, oc, opts.format == "json")
		if opts.oracle != "" {
			r.card.Line = ref.Line
		}
		return r
	}, out.add)
	if err != nil {
		return err
	}
	if err := out.finish(); err != nil {
		return err
	}
	if out.rep.Summary.RoundTrip > 0 {
		return &exitError{code: ExitFailed}
	}
	return nil
}

// readAhead reads every card of read, and returns what yields them again.
func readAhead(read func(yield func(*oracle.Card) error) error) (func(yield func(*oracle.Card) error) error, error) {
	var all []*oracle.Card
	err := read(func(c *oracle.Card) error {
		all = append(all, c)
		return nil
	})
	return func(yield func(*oracle.Card) error) error {
		for _, c := range all {
			if err := yield(c); err != nil {
				return err
			}
		}
		return nil
	}, err
}

// compileReportWriter writes the report of cards check --all card by card:
// the text report's unsupported lines, or the JSON report's cards, the
// same bytes encodeJSON writes for the whole compileReport. rep keeps the
// counts and the phrases, never the cards.
type compileReportWriter struct {
	w     *bufio.Writer
	json  bool
	rep   compileReport
	alone map[string]int
	types map[string]*typeCount
	err   error // the first write error
}

func newCompileReportWriter(w *bufio.Writer, ref string, asJSON bool) *compileReportWriter {
	out := &compileReportWriter{w: w, json: asJSON, rep: compileReport{reference: ref}, alone: map[string]int{}, types: map[string]*typeCount{}}
	if asJSON {
		out.w.WriteString("{\n  \"reference\": " + out.indented(ref, "") + ",\n  \"cards\": [")
	}
	return out
}

// add counts one card and writes it.
func (out *compileReportWriter) add(r cardResult) {
	rep := &out.rep
	if r.card.Status == "unsupported" {
		rep.Summary.Unsupported++
		if r.alone != "" {
			out.alone[r.alone]++
		}
	} else {
		rep.Summary.Compiled++
	}
	t := out.types[r.card.Type]
	if t == nil {
		t = &typeCount{Type: r.card.Type}
		out.types[r.card.Type] = t
	}
	t.Total++
	if r.card.Status == "compiled" {
		t.Compiled++
	}
	rep.Summary.RoundTrip += len(r.roundTrip)
	rep.roundTrip = append(rep.roundTrip, r.roundTrip...)
	rep.Summary.Total++
	switch {
	case out.json:
		if rep.Summary.Total > 1 {
			out.w.WriteString(",")
		}
		out.w.WriteString("\n    " + out.indented(r.card, "    "))
	case r.reason != "":
		where := ""
		if r.card.Line > 0 {
			where = fmt.Sprintf(" (%s:%d)", rep.reference, r.card.Line)
		}
		fmt.Fprintf(out.w, "unsupported %s%s: %s\n", r.card.Name, where, r.reason)
	}
}

// finish writes what follows the cards: the phrases, the coverage by type
// and the summary.
func (out *compileReportWriter) finish() error {
	rep := &out.rep
	for p, n := range out.alone {
		rep.Phrases = append(rep.Phrases, phraseCount{p, n})
	}
	slices.SortFunc(rep.Phrases, func(a, b phraseCount) int { return cmp.Or(b.Cards-a.Cards, strings.Compare(a.Phrase, b.Phrase)) })
	for _, t := range cardTypes {
		if out.types[t] != nil {
			rep.ByType = append(rep.ByType, *out.types[t])
		}
	}
	if rep.Phrases == nil {
		rep.Phrases = []phraseCount{}
	}
	if !out.json {
		printCompileSummary(out.w, *rep)
		return out.err
	}
	if rep.Summary.Total > 0 {
		out.w.WriteString("\n  ")
	}
	// the fields after cards, as the encoder writes them in an object of
	// their own, without its opening brace
	out.w.WriteString("]," + strings.TrimPrefix(out.indented(rep, ""), "{") + "\n")
	return out.err
}

// indented is v as encodeJSON writes it at a depth whose lines start with
// prefix, without the final newline.
func (out *compileReportWriter) indented(v any, prefix string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, "  ")
	if err := enc.Encode(v); err != nil && out.err == nil {
		out.err = &exitError{code: ExitInternal, msg: fmt.Sprintf("writing JSON: %v", err)}
	}
	return strings.TrimSuffix(b.String(), "\n")
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

// printCompileSummary writes the end of the text report of cards check
// --all, after its unsupported cards: the round trips that failed, the
// phrases that hold back the most cards, the coverage by type.
func printCompileSummary(w *bufio.Writer, rep compileReport) {
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
