package cli

import (
	"fmt"
	"runtime"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/spf13/cobra"
)

func newValidateCommand(s Streams) *cobra.Command {
	opts := &selection{}
	cmd := &cobra.Command{
		Use:   "validate [paths...]",
		Short: "Check scenario files without running them",
		Long: `Load and validate scenario files (or the built-in corpus): YAML syntax,
types, unknown keys, unknown cards, references, the starting state. Every
problem of every file is reported at its file:line:col.

Exit codes: 0 all valid, 2 a problem was found.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			c, err := opts.open()
			if err != nil {
				return err
			}
			var counts report.Counts
			stats := c.stream(streamOptions{parallel: runtime.NumCPU(), shard: shard{1, 1}}, sink{
				problems: func(ds source.Diagnostics) {
					counts.Errors += len(ds)
					for _, d := range ds {
						fmt.Fprintln(s.Out, "ERROR "+d.Error())
					}
				},
				result: func(res *scenario.Result) { // a file whose loading crashed
					counts.Add(res)
					fmt.Fprintln(s.Out, res.Status.String()+" "+res.Problem.Error())
				},
			})
			if err := opts.matched(stats.matched, stats.problems); err != nil {
				return err
			}
			fmt.Fprintf(s.Out, "%s valid, %s\n", pluralize(stats.picked, "scenario"), pluralize(counts.Errors, "problem"))
			return exitCode(counts)
		},
	}
	opts.addFlags(cmd.Flags())
	return cmd
}
