package cli

import (
	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// runOptions are the flags of rulecheck run.
type runOptions struct {
	selection
	verbose bool
}

func newRunCommand(s Streams) *cobra.Command {
	opts := &runOptions{}
	cmd := &cobra.Command{
		Use:   "run [paths...]",
		Short: "Run scenarios and report every difference from their expectations",
		Long: `Run scenario files, or directories searched recursively for .yaml and .yml
files. With no path, run the corpus of rulings built into the binary.

` + exitCodesHelp,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			return runRun(opts, s)
		},
	}
	cmd.Flags().StringVar(&opts.run, "run", "", "run only scenarios whose ID (path::name) matches this regular expression")
	cmd.Flags().BoolVarP(&opts.verbose, "verbose", "v", false, "also list passing scenarios")
	return cmd
}

func runRun(opts *runOptions, s Streams) error {
	scenarios, diags, err := opts.load()
	if err != nil {
		return err
	}
	run := &report.Run{LoadProblems: diags}
	for _, sc := range scenarios {
		run.Results = append(run.Results, scenario.Run(sc))
	}
	report.Text(s.Out, run, report.TextOptions{Color: useColor(s.Out), Verbose: opts.verbose})
	return exitCode(run.Count())
}
