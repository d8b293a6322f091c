package cli

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/schema"
	"github.com/spf13/cobra"
)

func newSchemaCommand(s Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "schema [scenario|card]",
		Short: "Print the JSON Schema of scenario files (or card files)",
		Long: `Print the JSON Schema of scenario files (the default) or of card files, built
into the binary. Save it next to your scenarios and point editors at it with
a modeline on the first line of each file:

  # yaml-language-server: $schema=scenario.schema.json`,
		Example: `  rulecheck schema > scenario.schema.json
  rulecheck schema card > card.schema.json`,
		Args:      args(0, 1),
		ValidArgs: []string{"scenario", "card"},
		RunE: func(cmd *cobra.Command, args []string) error {
			which := "scenario"
			if len(args) == 1 {
				which = args[0]
			}
			switch strings.ToLower(which) {
			case "scenario":
				_, err := s.Out.Write(schema.Scenario())
				return err
			case "card":
				_, err := s.Out.Write(schema.Card())
				return err
			}
			return usageErrorf("schema %q: use scenario or card%s", which, names.DidYouMean(which, []string{"scenario", "card"}))
		},
	}
}
