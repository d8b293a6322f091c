package cli

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/coverage"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// coverageOptions are the flags of rulecheck coverage.
type coverageOptions struct {
	cardsOptions
	uncovered bool
	strict    bool
	noCorpus  bool
	paths     []string
	cardDirs  []string
}

func newCoverageCommand(s Streams) *cobra.Command {
	opts := &coverageOptions{}
	cmd := &cobra.Command{
		Use:   "coverage [paths...]",
		Short: "List rulings and the scenarios that cover them",
		Long: `List every ruling of the seed catalogue and the official rulings (built in,
or of --rulings) of every card of the library and every real card the
scenarios use, each with the scenarios whose covers: name it:
the built-in corpus's and those of paths (only those with --no-corpus). A
scenario of paths replaces the corpus's one of the same file and name, so
naming rulings/ in a checkout counts each once. Uncovered rulings are marked,
covers: entries naming no known ruling are listed, and the last line is the
total.

An official ruling's ID is the card's name, the ruling's date and its position
among the card's rulings of that date in the file: Khârn the Betrayer@2022-09-19#1.
The name matches case-insensitively with diacritics folded.

Exit codes: 0 the report was written (1 with --strict when a ruling is
uncovered or a covers: entry names no ruling), 2 bad input.`,
		Example: `  rulecheck coverage
  rulecheck coverage my-rulings/               # the corpus and my scenarios
  rulecheck coverage --no-corpus my-rulings/   # my scenarios only
  rulecheck coverage --rulings rulings.jsonl --uncovered`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			return runCoverage(opts, s)
		},
	}
	opts.flags(cmd)
	cmd.Flags().BoolVar(&opts.uncovered, "uncovered", false, "list only uncovered rulings")
	cardsFlag(cmd, &opts.cardDirs)
	cmd.Flags().BoolVar(&opts.noCorpus, "no-corpus", false, "count only the scenarios of the paths, not the built-in corpus")
	cmd.Flags().BoolVar(&opts.strict, "strict", false, "exit 1 when a ruling is uncovered or a covers: entry names no ruling")
	return cmd
}

// coverageRun is a coverage report and the scenarios it was made from.
type coverageRun struct {
	*coverage.Report
	scenarios []*scenario.Scenario
	// cards are the library's card files and the real cards the
	// scenarios use, compiled from the Oracle database, by name.
	cards []*cards.Card
}

// rulingCoverage loads the scenarios (the corpus and sel's paths, or those only
// when withCorpus is false) and the rulings file, if any, and relates them
// to the library's cards.
func rulingCoverage(sel selection, withCorpus bool, oraclePath, rulingsPath string, lib []*cards.Card) (*coverageRun, error) {
	scenarios, err := corpusScenarios(sel, withCorpus)
	if err != nil {
		return nil, err
	}
	var ref *oracle.Index
	if oraclePath != "" {
		if ref, err = readOracle(oraclePath); err != nil {
			return nil, err
		}
	}
	lib = withUsedCards(lib, scenarios)
	var libNames []string
	for _, c := range lib {
		libNames = append(libNames, c.Name())
	}
	rulings, err := readRulings(rulingsPath, ref, append(coveredCards(scenarios), libNames...))
	if err != nil {
		return nil, err
	}
	in := coverage.Input{Rulings: rulings, Scenarios: scenarios, Library: libNames}
	rep, err := coverage.Build(in)
	if err != nil {
		return nil, &exitError{code: ExitInternal, msg: err.Error()}
	}
	return &coverageRun{Report: rep, scenarios: scenarios, cards: lib}, nil
}

// withUsedCards adds to the library's cards the cards of the Oracle
// database that the scenarios use, so that their rulings are listed too;
// the result is in name order.
func withUsedCards(lib []*cards.Card, scenarios []*scenario.Scenario) []*cards.Card {
	seen := map[*cards.Card]bool{}
	for _, c := range lib {
		seen[c] = true
	}
	out := slices.Clone(lib)
	for _, s := range scenarios {
		for _, o := range s.Start.Objects {
			if o.Card.FromOracle && !seen[o.Card] {
				seen[o.Card] = true
				out = append(out, o.Card)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b *cards.Card) int { return strings.Compare(a.Name(), b.Name()) })
	return out
}

func runCoverage(opts *coverageOptions, s Streams) error {
	if err := checkFormat(opts.format); err != nil {
		return err
	}
	_, lib, err := builtinCards()
	if err != nil {
		return err
	}
	run, err := rulingCoverage(selection{paths: opts.paths, cardDirs: opts.cardDirs}, !opts.noCorpus, opts.oracle, opts.rulings, lib)
	if err != nil {
		return err
	}
	rep := run.Report
	if opts.uncovered {
		rep = onlyUncovered(rep)
	}
	if opts.format == "json" {
		err = encodeJSON(s.Out, rep)
	} else {
		printCoverage(s, rep)
	}
	if err == nil && opts.strict && (rep.Uncovered > 0 || len(rep.Unknown) > 0) {
		return &exitError{code: ExitFailed}
	}
	return err
}

// onlyUncovered keeps the uncovered rulings of a report, and the groups
// that have some; the totals stay those of the whole report.
func onlyUncovered(rep *coverage.Report) *coverage.Report {
	out := *rep
	out.Groups = nil
	for _, g := range rep.Groups {
		kept := g
		kept.Rulings = nil
		for _, e := range g.Rulings {
			if len(e.CoveredBy) == 0 {
				kept.Rulings = append(kept.Rulings, e)
			}
		}
		if len(kept.Rulings) > 0 {
			out.Groups = append(out.Groups, kept)
		}
	}
	return &out
}

// printCoverage writes the text report: each group with its rulings, the
// unknown covers: entries, then the total.
func printCoverage(s Streams, rep *coverage.Report) {
	for _, g := range rep.Groups {
		switch {
		case g.Card == "":
			fmt.Fprintln(s.Out, "Comprehensive Rules")
		case !g.InLibrary:
			fmt.Fprintf(s.Out, "%s (not in the card library)\n", g.Card)
		default:
			fmt.Fprintln(s.Out, g.Card)
		}
		if len(g.Rulings) == 0 {
			fmt.Fprintln(s.Out, "  (no rulings)")
		}
		for _, e := range g.Rulings {
			printEntry(s, e)
		}
	}
	if len(rep.Unknown) > 0 {
		fmt.Fprintln(s.Out, "covers: entries that name no known ruling")
		for _, u := range rep.Unknown {
			fmt.Fprintf(s.Out, "  %s: %q%s\n", u.Scenario, u.ID, u.Suggestion)
		}
	}
	fmt.Fprintf(s.Out, "%s: %d covered, %d uncovered\n", pluralize(rep.Total, "ruling"), rep.Covered, rep.Uncovered)
}

// printEntry writes one ruling: its ID and coverage, its text, and the
// scenarios covering it.
func printEntry(s Streams, e coverage.Entry) {
	mark := "UNCOVERED"
	if n := len(e.CoveredBy); n > 0 {
		mark = "covered by " + pluralize(n, "scenario")
	}
	id := e.ID
	if e.Official != "" {
		id += " = " + e.Official
	}
	fmt.Fprintf(s.Out, "  %s  %s\n      %s\n", id, mark, e.Text)
	for _, sc := range e.CoveredBy {
		fmt.Fprintln(s.Out, "      by "+sc)
	}
}
