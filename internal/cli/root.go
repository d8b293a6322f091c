package cli

import (
	"github.com/spf13/cobra"
)

const exitCodesHelp = `Exit codes:
  0  every scenario passed
  1  a scenario failed (a mismatch, a refused action, or something not supported yet)
  2  bad input or usage (a malformed file, an unknown card, an ambiguous reference, an unanswered decision)
  3  internal error (a bug in rulecheck: please report it)`

func newRoot(s Streams) *cobra.Command {
	root := &cobra.Command{
		Use:   "rulecheck",
		Short: "Prove Magic: The Gathering rulings by running them",
		Long: `rulecheck replays YAML ruling scenarios through a rules simulator and reports
every difference between expected and actual at the file and line of the
expectation. The scenario format, every command and CI recipes are in the
repository's docs/ (docs/README.md lists the pages).

` + exitCodesHelp,
		Version:       version(),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetVersionTemplate("rulecheck {{.Version}}\n")
	root.SetFlagErrorFunc(flagError)
	root.SetOut(s.Out)
	root.SetErr(s.Err)
	root.AddCommand(newRunCommand(s), newValidateCommand(s), newTraceCommand(s), newNewCommand(s), newSchemaCommand(s), newCardsCommand(s), newCoverageCommand(s))
	groupCommands(root)
	return root
}
