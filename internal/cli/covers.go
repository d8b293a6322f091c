package cli

import (
	"fmt"
	"os"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/coverage"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// rulingsFlag adds --rulings to run and validate: the official rulings
// covers: entries are checked against.
func rulingsFlag(cmd *cobra.Command, path *string) {
	envPathFlag(cmd, path, "rulings", envRulings, "check covers: entries against these official rulings")
}

// envPathFlag adds a flag naming a reference file whose default is an
// environment variable.
func envPathFlag(cmd *cobra.Command, path *string, name, env, usage string) {
	cmd.Flags().StringVar(path, name, os.Getenv(env), usage+": JSON Lines, Scryfall or MTGJSON (default $"+env+")")
}

// checkCovers reports every covers: entry that names no known ruling, at
// its position, with a "did you mean": a seed ID must be in the seed
// catalogue; an official ID (Card@date#N) must name one of rulings (read
// from rulingsPath) when there are some, else a card of the library or of
// the seed catalogue.
func checkCovers(scenarios []*scenario.Scenario, lib *cards.Library, rulings []oracle.Ruling, rulingsPath string) (source.Diagnostics, error) {
	in := coverage.Input{Rulings: rulings, Scenarios: scenarios}
	in.Library = lib.Names()
	rep, err := coverage.Build(in)
	if err != nil {
		return nil, &exitError{code: ExitInternal, msg: err.Error()}
	}
	byID := map[string]*scenario.Scenario{}
	for _, s := range scenarios {
		byID[s.ID] = s
	}
	var out source.Diagnostics
	for _, u := range rep.Unknown {
		s := byID[u.Scenario]
		what := "no ruling of the seed catalogue"
		if rulings != nil {
			what = "no ruling of the seed catalogue or of " + rulingsPath
		}
		if _, official := oracle.RulingKey(u.ID); official && rulings == nil {
			what = "a card that is neither in the library nor in the seed catalogue"
		}
		out = append(out, source.Diagnostic{Pos: s.CoversPos[u.Index], Msg: fmt.Sprintf("covers: %q names %s%s (rulecheck coverage lists the ruling IDs)", u.ID, what, u.Suggestion)})
	}
	return out, nil
}
