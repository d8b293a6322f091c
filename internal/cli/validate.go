package cli

import (
	"fmt"

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
unanswered decision, an answer left unused, a scenario that compares nothing
with the game. Mismatches are run's to report.

Exit codes: 0 all valid, 2 a problem was found, 3 an internal error.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			c, err := opts.open()
			if err != nil {
				return err
			}
			var counts report.Counts
			problems, played, internal := 0, 0, 0
			stats := c.stream(streamOptions{parallel: defaultParallel(), shard: shard{1, 1}, play: scenario.Run}, sink{
				problems: func(ds source.Diagnostics) {
					problems += len(ds)
					for _, d := range ds {
						fmt.Fprintln(s.Out, "ERROR "+d.Error())
					}
				},
				// Played without comparing expectations: only what run
				// would reject as bad input, or an internal error.
				result: func(res *scenario.Result, sc *scenario.Scenario) {
					if (res.Status == scenario.Errored || res.Status == scenario.Internal) && res.Problem != nil {
						problems++
						if sc != nil {
							played++
						}
						fmt.Fprintln(s.Out, "ERROR "+res.Problem.Error())
					}
					if res.Status == scenario.Internal {
						internal++
					}
				},
			})
			if err := opts.matched(stats.matched, stats.problems); err != nil {
				return err
			}
			fmt.Fprintf(s.Out, "%s valid, %s\n", pluralize(stats.picked-played, "scenario"), pluralize(problems, "problem"))
			counts.Errors, counts.Internal = problems, internal
			return exitCode(counts)
		},
	}
	opts.addFlags(cmd.Flags())
	rulingsFlag(cmd, &opts.rulings)
	cardsFlag(cmd, &opts.cardDirs)
	oracleFlag(cmd, &opts.oracle)
	return cmd
}
