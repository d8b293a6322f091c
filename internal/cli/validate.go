package cli

import (
	"fmt"
	"runtime"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

func newValidateCommand(s Streams) *cobra.Command {
	opts := &selection{}
	cmd := &cobra.Command{
		Use:   "validate [paths...]",
		Short: "Check scenario files without running them",
		Long: `Load and validate scenario files (or the built-in corpus): YAML syntax,
types, unknown keys, unknown cards, references, the starting state, and
covers: entries (the seed catalogue's IDs, and official ruling IDs: checked
against --rulings when given, else their card names). Every problem of every
file is reported at its file:line:col.

Then each valid scenario is played, without comparing expectations, to find
what only the game can tell and run would reject as bad input: a reference
that is ambiguous when the action comes (two Grizzly Bears, one target), an
unanswered decision, an answer left unused. Mismatches are run's to report.

Exit codes: 0 all valid, 2 a problem was found, 3 an internal error.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			scenarios, diags, err := opts.load()
			if err != nil {
				return err
			}
			valid, played, internal := playForInputErrors(scenarios)
			diags = append(diags, played...)
			run := &report.Run{LoadProblems: diags}
			for _, d := range diags {
				fmt.Fprintln(s.Out, "ERROR "+d.Error())
			}
			fmt.Fprintf(s.Out, "%s valid, %s\n", pluralize(valid, "scenario"), pluralize(len(diags), "problem"))
			if internal {
				return &exitError{code: ExitInternal}
			}
			return exitCode(run.Count())
		},
	}
	cmd.Flags().StringVar(&opts.run, "run", "", "only scenarios whose ID (path::name) matches this regular expression")
	rulingsFlag(cmd, &opts.rulings)
	cardsFlag(cmd, &opts.cardDirs)
	oracleFlag(cmd, &opts.oracle)
	return cmd
}

// playForInputErrors plays the scenarios and returns how many have no
// problem, the problems run would report as bad input or as internal
// errors, each at its place, and whether one is an internal error.
func playForInputErrors(scenarios []*scenario.Scenario) (valid int, problems source.Diagnostics, internal bool) {
	results, _ := runAll(scenarios, runtime.NumCPU(), false, nil)
	for _, res := range results {
		if (res.Status == scenario.Errored || res.Status == scenario.Internal) && res.Problem != nil {
			problems = append(problems, *res.Problem)
			internal = internal || res.Status == scenario.Internal
		}
	}
	return len(scenarios) - len(problems), problems, internal
}
