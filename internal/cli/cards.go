package cli

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/coverage"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// cardsOptions are the flags of rulecheck cards list and show.
type cardsOptions struct {
	format  string
	rulings string
	oracle  string
}

func newCardsCommand(s Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "List, show and check the card library against Oracle data",
	}
	cmd.AddCommand(newCardsListCommand(s), newCardsShowCommand(s), newCardsCheckCommand(s))
	return cmd
}

func (o *cardsOptions) flags(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&o.format, "format", "text", "output format: text or json")
	f.StringVar(&o.rulings, "rulings", os.Getenv(envRulings), "official rulings instead of the built-in ones: JSON Lines, Scryfall or MTGJSON (default $"+envRulings+")")
	f.StringVar(&o.oracle, "oracle", "", "card data naming the cards of Scryfall rulings by oracle_id")
}

func newCardsListCommand(s Streams) *cobra.Command {
	opts := &cardsOptions{}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the card library: lines implemented, scenarios, rulings",
		Args:  args(0, 0),
		RunE: func(cmd *cobra.Command, args []string) error {
			infos, err := opts.cardInfos()
			if err != nil {
				return err
			}
			if opts.format == "json" {
				return encodeJSON(s.Out, infos)
			}
			w := tabwriter.NewWriter(s.Out, 0, 0, 2, ' ', 0)
			fmt.Fprintln(w, "NAME\tMANA COST\tTYPE\tLINES\tSCENARIOS\tRULINGS")
			for _, c := range infos {
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%d\t%d\n", c.Name, c.ManaCost, c.TypeLine, lineSummary(c.Lines), len(c.Scenarios), len(c.Rulings))
			}
			w.Flush()
			fmt.Fprintln(s.Out, pluralize(len(infos), "card"))
			return nil
		},
	}
	opts.flags(cmd)
	return cmd
}

func newCardsShowCommand(s Streams) *cobra.Command {
	opts := &cardsOptions{}
	cmd := &cobra.Command{
		Use:   "show NAME",
		Short: "Show a card: Oracle lines and their support, scenarios, rulings",
		Long: `Show a card (of the library, or any real card of the built-in Oracle
database): its Oracle text, each line with whether the engine implements it
(for a card of the database, its compiled ability as card-file YAML, or the
first phrase the compiler could not read and its column), the scenarios of
the corpus that use it, and its rulings (the seed catalogue's, and the
official ones, built in or of --rulings) with the scenarios that cover each.
NAME matches exactly, or case-insensitively with diacritics folded (Kharn
finds Khârn); a near miss gets a "did you mean".`,
		Args: args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			infos, err := opts.cardInfos(args[0])
			if err != nil {
				return err
			}
			for _, c := range infos {
				if c.Name == args[0] || names.Equal(c.Name, args[0]) || c.Compiled != nil {
					if opts.format == "json" {
						return encodeJSON(s.Out, c)
					}
					printCard(s, c)
					return nil
				}
			}
			all := oracledb.Names()
			for _, c := range infos {
				all = append(all, c.Name)
			}
			return usageErrorf("no card %q in the library or the Oracle database%s", args[0], names.DidYouMean(args[0], all))
		},
	}
	opts.flags(cmd)
	return cmd
}

// cardInfo is what list and show say of a card, in JSON field order.
type cardInfo struct {
	Name      string           `json:"name"`
	ManaCost  string           `json:"mana_cost"`
	TypeLine  string           `json:"type_line"`
	Power     string           `json:"power,omitempty"`
	Toughness string           `json:"toughness,omitempty"`
	Defined   string           `json:"defined_at"`
	Lines     []cards.Line     `json:"lines"`
	Scenarios []string         `json:"scenarios"`
	Rulings   []coverage.Entry `json:"rulings"`
	// Compiled is, for a card of the Oracle database, each line with its
	// ability in the card language or its unsupported phrase.
	Compiled []compiledLine `json:"compiled,omitempty"`
}

// cardInfos gathers every card of the library with the corpus scenarios
// that use it and its rulings; with a name that is no card of the library,
// also that card of the Oracle database, compiled.
func (o *cardsOptions) cardInfos(name ...string) ([]cardInfo, error) {
	if err := checkFormat(o.format); err != nil {
		return nil, err
	}
	l, lib, err := builtinCards()
	if err != nil {
		return nil, err
	}
	var compiled []compiledLine
	if len(name) == 1 {
		if _, ok := l.Lookup(name[0]); ok && !slices.ContainsFunc(lib, func(c *cards.Card) bool { return names.Fold(c.Name()) == names.Fold(name[0]) }) {
			ref, _, err := oracledb.Lookup(name[0])
			if err != nil {
				return nil, &exitError{code: ExitInternal, msg: err.Error()}
			}
			c, oc := cards.FromOracle(ref)
			compiled = compiledLines(c, oc)
			lib = append([]*cards.Card{c}, lib...)
		}
	}
	rep, err := rulingCoverage(selection{}, true, o.oracle, o.rulings, lib)
	if err != nil {
		return nil, err
	}
	if compiled == nil {
		lib = rep.cards
	}
	out := make([]cardInfo, 0, len(lib))
	for i, c := range lib {
		info := cardInfo{Name: c.Name(), ManaCost: c.ManaCost, TypeLine: c.TypeLine, Power: c.Power, Toughness: c.Toughness,
			Defined: c.Pos.String(), Lines: c.Lines(), Scenarios: usingCard(rep.scenarios, c.Name()), Rulings: []coverage.Entry{}}
		if info.Lines == nil {
			info.Lines = []cards.Line{}
		}
		if g := rep.Group(c.Name()); g != nil {
			if g.Rulings != nil {
				info.Rulings = g.Rulings
			}
		}
		if c.FromOracle {
			info.Defined = "the built-in Oracle database"
		}
		if i == 0 && compiled != nil {
			info.Compiled = compiled
		}
		out = append(out, info)
	}
	return out, nil
}

// usingCard lists the scenarios whose starting state has the card.
func usingCard(scenarios []*scenario.Scenario, name string) []string {
	out := []string{}
	for _, s := range scenarios {
		for _, o := range s.Start.Objects {
			if names.Equal(o.Card.Name(), name) {
				out = append(out, s.ID)
				break
			}
		}
	}
	return out
}

// lineSummary counts a card's lines by status: "1 implemented, 1 unsupported".
func lineSummary(lines []cards.Line) string {
	var parts []string
	for _, status := range []string{cards.LineImplemented, cards.LineReminder, cards.LineUnsupported} {
		n := 0
		for _, l := range lines {
			if l.Status == status {
				n++
			}
		}
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, status))
		}
	}
	if len(parts) == 0 {
		return "no text"
	}
	return strings.Join(parts, ", ")
}

// printCard writes the text form of cards show.
func printCard(s Streams, c cardInfo) {
	fmt.Fprintf(s.Out, "%s  %s\n%s", c.Name, c.ManaCost, c.TypeLine)
	if c.Power != "" || c.Toughness != "" {
		fmt.Fprintf(s.Out, "  %s/%s", c.Power, c.Toughness)
	}
	fmt.Fprintf(s.Out, "\ndefined at %s\n\nOracle text:\n", c.Defined)
	if c.Compiled != nil {
		printCompiled(s, c.Compiled)
	}
	for _, l := range c.Lines {
		if c.Compiled != nil {
			break
		}
		fmt.Fprintf(s.Out, "  %-12s %s\n", l.Status, l.Text)
		if l.Why != "" {
			fmt.Fprintf(s.Out, "  %-12s (%s)\n", "", l.Why)
		}
	}
	if len(c.Lines) == 0 && len(c.Compiled) == 0 {
		fmt.Fprintln(s.Out, "  (none)")
	}
	fmt.Fprintf(s.Out, "\nScenarios (%d):\n", len(c.Scenarios))
	if len(c.Scenarios) == 0 {
		fmt.Fprintln(s.Out, "  (none)")
	}
	for _, id := range c.Scenarios {
		fmt.Fprintln(s.Out, "  "+id)
	}
	fmt.Fprintf(s.Out, "\nRulings (%d):\n", len(c.Rulings))
	if len(c.Rulings) == 0 {
		fmt.Fprintln(s.Out, "  (none)")
	}
	for _, e := range c.Rulings {
		printEntry(s, e)
	}
}

// printCompiled writes each line of a card compiled from Oracle text: its
// status, then its ability as card-file YAML, or its unsupported phrase.
func printCompiled(s Streams, lines []compiledLine) {
	for _, l := range lines {
		fmt.Fprintf(s.Out, "  %-12s %s\n", l.Status, l.Text)
		switch {
		case l.Ability != "":
			for y := range strings.SplitSeq(l.Ability, "\n") {
				fmt.Fprintf(s.Out, "  %-12s   %s\n", "", y)
			}
		case l.Printed != "":
			fmt.Fprintf(s.Out, "  %-12s   round trip failed: printed %q\n", "", l.Printed)
		case l.Phrase != "" && l.Why != "":
			fmt.Fprintf(s.Out, "  %-12s   %q at column %d: %s\n", "", l.Phrase, l.Column, l.Why)
		case l.Phrase != "":
			fmt.Fprintf(s.Out, "  %-12s   cannot read %q at column %d\n", "", l.Phrase, l.Column)
		case l.Why != "":
			fmt.Fprintf(s.Out, "  %-12s   %s\n", "", l.Why)
		}
	}
}
