package cli

import (
	"fmt"

	"github.com/rulecheck/rulecheck/internal/report"
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

Exit codes: 0 all valid, 2 a problem was found.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			scenarios, diags, err := opts.load()
			if err != nil {
				return err
			}
			run := &report.Run{LoadProblems: diags}
			for _, d := range diags {
				fmt.Fprintln(s.Out, "ERROR "+d.Error())
			}
			fmt.Fprintf(s.Out, "%s valid, %s\n", pluralize(len(scenarios), "scenario"), pluralize(len(diags), "problem"))
			return exitCode(run.Count())
		},
	}
	cmd.Flags().StringVar(&opts.run, "run", "", "only scenarios whose ID (path::name) matches this regular expression")
	rulingsFlag(cmd, &opts.rulings)
	return cmd
}
