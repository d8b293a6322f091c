package cli

import (
	"fmt"
	"os"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"

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
// from rulingsPath), or, without rulingsPath, one of the built-in rulings
// of its card.
func checkCovers(scenarios []*scenario.Scenario, lib *cards.Library, rulings []oracle.Ruling, rulingsPath string) (source.Diagnostics, error) {
	// The built-in rulings are read only for the cards entries name: a
	// file of seed IDs, or of none, doesn't pay for them.
	if named := coveredCards(scenarios); rulingsPath == "" && len(named) > 0 {
		var err error
		if rulings, err = readRulings("", nil, named); err != nil {
			return nil, err
		}
	}
	from := rulingsPath
	if from == "" {
		from = "the built-in rulings"
	}
	in := coverage.Input{Rulings: rulings, Scenarios: scenarios}
	in.Library = lib.Names()
	unknown, err := coverage.Unknown(in)
	if err != nil {
		return nil, &exitError{code: ExitInternal, msg: err.Error()}
	}
	byID := map[string]*scenario.Scenario{}
	for _, s := range scenarios {
		byID[s.ID] = s
	}
	var out source.Diagnostics
	for _, u := range unknown {
		s := byID[u.Scenario]
		what := "no ruling of the seed catalogue"
		if rulings != nil {
			what = "no ruling of the seed catalogue or of " + from
		}
		if _, official := oracle.RulingKey(u.ID); official && rulingsPath == "" && !hasRulings(rulings, u.ID) {
			what = "no card with official rulings"
		}
		out = append(out, source.Diagnostic{Pos: s.CoversPos[u.Index], Msg: fmt.Sprintf("covers: %q names %s%s (rulecheck coverage lists the ruling IDs)", u.ID, what, u.Suggestion)})
	}
	return out, nil
}

// coveredCards lists the cards whose official rulings the scenarios'
// covers: entries name (an ID is Card@date#N).
func coveredCards(scenarios []*scenario.Scenario) []string {
	var out []string
	for _, s := range scenarios {
		for _, id := range s.Covers {
			if _, ok := oracle.RulingKey(id); ok {
				out = append(out, id[:strings.LastIndexByte(id, '@')])
			}
		}
	}
	return out
}

// hasRulings reports whether the card of an official ruling ID has any
// ruling among rulings.
func hasRulings(rulings []oracle.Ruling, id string) bool {
	card := names.Fold(id[:strings.LastIndexByte(id, '@')])
	for _, r := range rulings {
		if names.Fold(r.Card) == card {
			return true
		}
	}
	return false
}
