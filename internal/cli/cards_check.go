package cli

import (
	"bufio"
	"errors"
	"fmt"
	"os"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// checkOptions are the flags of rulecheck cards check.
type checkOptions struct {
	oracle string
	all    bool
	format string
	paths  []string
}

func newCardsCheckCommand(s Streams) *cobra.Command {
	opts := &checkOptions{}
	cmd := &cobra.Command{
		Use:   "check [paths...]",
		Short: "Validate card definition files, and compare them with Oracle data",
		Long: `Validate card definition files (the embedded library, or the files and
directories given): schema and compile errors at file:line:col, and every
Oracle line implemented by an ability or marked unsupported.

With --oracle FILE, compare each card's name, mana cost, type line,
power/toughness and Oracle text with the reference, and show each difference
as a diff. FILE is a Scryfall bulk JSON array, JSON Lines with the same fields,
or MTGJSON AtomicCards; the format is detected. Names match exactly, else
case-insensitively with diacritics folded (then the name itself differs).

With --all, compile every card of the built-in Oracle database (or of
--oracle FILE) from its Oracle text: one line per card with an unsupported
line (the first phrase the grammar could not read, and its column), the
phrases that alone hold back the most cards, the figures by card type, and
the summary line "cards: C compiled, U unsupported, T total". --format json
gives every card with each line's compiled ability (card-file YAML) or its
phrase.

Exit codes: 0 every card valid and current (--all: every compiled line
printed back as read), 1 a card is broken, stale or not in the reference
(--all: a round trip failed), 2 bad input or usage.`,
		Example: `  rulecheck cards check
  rulecheck cards check --oracle ../shared/data/cards.jsonl
  rulecheck cards check --oracle ../shared/data/cards.jsonl --all --format json
  rulecheck cards check --oracle scryfall-oracle-cards.json my-cards/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			return runCardsCheck(opts, s)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.oracle, "oracle", os.Getenv(envOracle), "reference card data: Scryfall, JSON Lines or MTGJSON (default $"+envOracle+")")
	f.BoolVar(&opts.all, "all", false, "compile every card of the built-in database (or of --oracle) and report coverage")
	f.StringVar(&opts.format, "format", "text", "output format: text or json")
	return cmd
}

// checkReport is the result of cards check, in JSON field order.
type checkReport struct {
	Reference string       `json:"reference,omitempty"`
	Cards     []checkCard  `json:"cards"`
	Problems  []string     `json:"problems"` // file:line:col: message
	Summary   checkSummary `json:"summary"`
}

// checkCard is the check of one card.
type checkCard struct {
	Name        string                  `json:"name"`
	Status      string                  `json:"status"` // ok (no reference), match, stale, unknown, lacking
	Defined     string                  `json:"defined_at,omitempty"`
	Unsupported []cards.UnsupportedLine `json:"unsupported,omitempty"`
	Diffs       []oracle.FieldDiff      `json:"diffs,omitempty"`
	Suggestion  string                  `json:"suggestion,omitempty"`
}

// checkSummary counts a check.
type checkSummary struct {
	Definitions int `json:"definitions"`
	Problems    int `json:"problems"`
	Match       int `json:"match"`
	Stale       int `json:"stale"`
	Unknown     int `json:"unknown"`
	Lacking     int `json:"lacking"`
	// ReferenceCards is the number of cards of the reference (--all).
	ReferenceCards int `json:"reference_cards,omitempty"`
}

func runCardsCheck(opts *checkOptions, s Streams) error {
	if err := checkFormat(opts.format); err != nil {
		return err
	}
	if opts.all {
		return runCompileAll(opts, s)
	}
	defs, diags, err := loadDefinitions(opts.paths)
	if err != nil {
		return err
	}
	rep := checkReport{Reference: opts.oracle, Problems: []string{}}
	for _, d := range diags {
		rep.Problems = append(rep.Problems, d.Error())
	}
	rep.Summary.Definitions, rep.Summary.Problems = len(defs), len(diags)
	if opts.oracle == "" {
		for _, c := range defs {
			rep.Cards = append(rep.Cards, checkCard{Name: c.Name(), Status: "ok", Defined: c.Pos.String(), Unsupported: c.Unsupported})
		}
	} else if err := compareWithOracle(opts, defs, &rep); err != nil {
		return err
	}
	if opts.format == "json" {
		err = encodeJSON(s.Out, rep)
	} else {
		printCheck(s, rep)
	}
	if err == nil && rep.Summary.Problems+rep.Summary.Stale+rep.Summary.Unknown > 0 {
		return &exitError{code: ExitFailed}
	}
	return err
}

// compareWithOracle fills the report from a comparison with the reference.
func compareWithOracle(opts *checkOptions, defs []*cards.Card, rep *checkReport) error {
	ix, err := readOracle(opts.oracle)
	if err != nil {
		return err
	}
	printed := make([]oracle.Definition, len(defs))
	for i, c := range defs {
		printed[i] = c.Printed()
	}
	var results []oracle.Result
	if opts.all {
		results = oracle.CheckAll(ix, printed)
		rep.Summary.ReferenceCards = len(ix.Cards)
	} else {
		results = oracle.Check(ix, printed)
	}
	for _, r := range results {
		cc := checkCard{Name: r.Name, Status: string(r.Status), Diffs: r.Diffs, Suggestion: r.Suggestion}
		if r.Def >= 0 {
			cc.Defined, cc.Unsupported = defs[r.Def].Pos.String(), defs[r.Def].Unsupported
		}
		rep.Cards = append(rep.Cards, cc)
	}
	c := oracle.Count(results)
	rep.Summary.Match, rep.Summary.Stale, rep.Summary.Unknown, rep.Summary.Lacking = c.Match, c.Stale, c.Unknown, c.Lacking
	return nil
}

// loadDefinitions compiles the card files of paths (files, or directories
// searched for .yaml and .yml files), or the embedded library. Compile
// problems are returned, not failed on.
func loadDefinitions(paths []string) ([]*cards.Card, source.Diagnostics, error) {
	if len(paths) == 0 {
		lib, err := cards.Builtin()
		if err != nil {
			var diags source.Diagnostics
			if errors.As(err, &diags) {
				return libraryCards(lib), diags, nil
			}
			return nil, nil, &exitError{code: ExitInternal, msg: "the built-in card library: " + err.Error()}
		}
		return libraryCards(lib), nil, nil
	}
	files, err := scenario.CollectFiles(scenario.OSFS{}, paths)
	if err != nil {
		return nil, nil, usageErrorf("%v", err)
	}
	if len(files) == 0 {
		return nil, nil, usageErrorf("no card files (.yaml, .yml) in %v", paths)
	}
	lib := cards.NewLibrary()
	var all []*cards.Card
	var diags source.Diagnostics
	for _, f := range files {
		data, d := scenario.ReadFile(scenario.OSFS{}, f, scenario.DefaultMaxFileSize)
		if d != nil {
			diags = append(diags, *d)
			continue
		}
		cs, ds := cards.ParseFile(f, data)
		diags = append(diags, ds...)
		for _, c := range cs {
			if err := lib.Add(c); err != nil {
				diags = append(diags, source.Diagnostic{Pos: c.Pos, Msg: err.Error()})
				continue
			}
			all = append(all, c)
		}
	}
	diags.Sort()
	return all, diags, nil
}

// libraryCards lists a library's cards in name order.
func libraryCards(lib *cards.Library) []*cards.Card {
	var out []*cards.Card
	for _, name := range lib.Names() {
		c, _ := lib.Lookup(name)
		out = append(out, c)
	}
	return out
}

// printCheck writes the text report of cards check: problems first, then
// one line per card (with its diffs), then the summary.
func printCheck(s Streams, rep checkReport) {
	w := bufio.NewWriter(s.Out) // --all writes a line per reference card
	defer w.Flush()
	s.Out = w
	for _, p := range rep.Problems {
		fmt.Fprintln(s.Out, "BROKEN "+p)
	}
	for _, c := range rep.Cards {
		where := ""
		if c.Defined != "" {
			where = " (" + c.Defined + ")"
		}
		switch c.Status {
		case "stale":
			fmt.Fprintf(s.Out, "STALE %s%s\n", c.Name, where)
			for _, d := range c.Diffs {
				fmt.Fprintf(s.Out, "  %s:\n    --- library\n    +++ reference\n", d.Field)
				for _, l := range d.Lines {
					fmt.Fprintln(s.Out, "    "+l)
				}
				if d.Words != "" {
					fmt.Fprintln(s.Out, "    words: "+d.Words)
				}
			}
		case "unknown":
			fmt.Fprintf(s.Out, "UNKNOWN %s%s: not in the reference%s\n", c.Name, where, c.Suggestion)
		default:
			fmt.Fprintf(s.Out, "%s %s%s\n", c.Status, c.Name, where)
		}
		for _, u := range c.Unsupported {
			fmt.Fprintf(s.Out, "  unsupported: %s (%s)\n", u.Oracle, u.Why)
		}
	}
	fmt.Fprintln(s.Out, checkSummaryLine(rep))
}

// checkSummaryLine is the last line, such as "17 card definitions: 16
// match, 1 stale, 0 not in the reference, 0 problems".
func checkSummaryLine(rep checkReport) string {
	sum := rep.Summary
	defs, problems := pluralize(sum.Definitions, "card definition"), pluralize(sum.Problems, "problem")
	switch {
	case rep.Reference == "":
		return fmt.Sprintf("%s: %d ok, %s", defs, sum.Definitions, problems)
	case sum.ReferenceCards == 0:
		return fmt.Sprintf("%s: %d match, %d stale, %d not in the reference, %s", defs, sum.Match, sum.Stale, sum.Unknown, problems)
	}
	return fmt.Sprintf("%s: %d match, %d stale, %d lacking from the library; %s, %d not in the reference, %s",
		pluralize(sum.ReferenceCards, "reference card"), sum.Match, sum.Stale, sum.Lacking, defs, sum.Unknown, problems)
}
