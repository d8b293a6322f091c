package cli

import (
	"fmt"
	"io/fs"
	"regexp"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/rulecheck/rulecheck/rulings"
	"github.com/spf13/cobra"
)

// selection says which scenarios a command works on: paths (or the
// embedded corpus when there are none) and a --run filter.
type selection struct {
	paths []string
	run   string
	// rulings is a file of official rulings that covers: entries are
	// checked against (see checkCovers); "" checks them against the seed
	// catalogue and the card names only.
	rulings string
	// coversReported says the caller reports unknown covers: entries
	// itself (coverage), so loading does not.
	coversReported bool
	// cardDirs are files and directories of card files (--cards) whose
	// cards every scenario may use.
	cardDirs []string
	// oracle is Oracle data test cards are checked against (see
	// checkTestCards), or "".
	oracle string
}

// cardsFlag adds --cards to a command that loads scenarios.
func cardsFlag(cmd *cobra.Command, dirs *[]string) {
	cmd.Flags().StringArrayVar(dirs, "cards", nil, "card files, or directories of them, whose cards every scenario may use (repeatable)")
}

// withCardFiles is lib with the cards of the --cards files and directories.
func (sel selection) withCardFiles(lib *cards.Library) (*cards.Library, source.Diagnostics, error) {
	if len(sel.cardDirs) == 0 {
		return lib, nil, nil
	}
	files, err := scenario.CollectFiles(scenario.OSFS{}, sel.cardDirs)
	if err != nil {
		return nil, nil, usageErrorf("--cards: %v", err)
	}
	if len(files) == 0 {
		return nil, nil, usageErrorf("--cards: no card files (.yaml, .yml) in %v", sel.cardDirs)
	}
	extra, diags := scenario.LoadCardFiles(scenario.OSFS{}, files)
	lib, clashes := scenario.WithCards(lib, extra)
	return lib, append(diags, clashes...), nil
}

// load reads the selected scenarios. It fails (exit 2) when a path can't be
// read, the filter is not a valid regular expression, or nothing matched.
func (sel selection) load() ([]*scenario.Scenario, source.Diagnostics, error) {
	var filter *regexp.Regexp
	if sel.run != "" {
		re, err := regexp.Compile(sel.run)
		if err != nil {
			return nil, nil, usageErrorf("--run: %v", err)
		}
		filter = re
	}
	lib, err := cards.Builtin()
	if err != nil {
		return nil, nil, &exitError{code: ExitInternal, msg: "the built-in card library is broken: " + err.Error()}
	}
	lib, cardDiags, err := sel.withCardFiles(lib)
	if err != nil {
		return nil, nil, err
	}
	fsys, roots := sel.fsys(), sel.paths
	if len(roots) == 0 {
		roots = []string{rulings.Root}
	}
	files, err := scenario.CollectFiles(fsys, roots)
	if err != nil {
		return nil, nil, usageErrorf("%v", err)
	}
	if len(files) == 0 {
		return nil, nil, usageErrorf("no scenario files (.yaml, .yml) in %v", roots)
	}
	all, diags := scenario.LoadFiles(fsys, files, lib)
	diags = append(cardDiags, diags...)
	picked := all
	if filter != nil {
		picked = nil
		for _, s := range all {
			if filter.MatchString(s.ID) {
				picked = append(picked, s)
			}
		}
		if len(picked) == 0 && len(diags) == 0 {
			return nil, nil, usageErrorf("--run %q matched none of the %d scenarios", sel.run, len(all))
		}
	}
	if !sel.coversReported {
		bad, err := checkCovers(picked, lib, sel.rulings)
		if err != nil {
			return nil, nil, err
		}
		diags = append(diags, bad...)
	}
	stale, err := checkTestCards(picked, sel.oracle)
	if err != nil {
		return nil, nil, err
	}
	diags = append(diags, stale...)
	diags.Sort()
	return picked, diags, nil
}

// fsys is where the selected files are: the built-in corpus when no path
// is given, else the operating system's files.
func (sel selection) fsys() fs.FS {
	if len(sel.paths) == 0 {
		return rulings.FS()
	}
	return scenario.OSFS{}
}

// exitCode maps counts to the exit code: internal errors first, then bad
// input, then failures.
func exitCode(c report.Counts) error {
	switch {
	case c.Internal > 0:
		return &exitError{code: ExitInternal}
	case c.Errors > 0:
		return &exitError{code: ExitBadInput}
	case c.Failed > 0:
		return &exitError{code: ExitFailed}
	}
	return nil
}

func pluralize(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
