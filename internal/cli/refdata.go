package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// Environment variables naming reference files, the defaults of --oracle
// and --rulings.
const (
	envOracle  = "RULECHECK_ORACLE"
	envRulings = "RULECHECK_RULINGS"
)

// readOracle reads reference card data (any supported format); a file that
// can't be read or parsed is bad input.
func readOracle(path string) (*oracle.Index, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usageErrorf("--oracle: %v", err)
	}
	defer f.Close()
	ref, err := oracle.ReadCards(f)
	if err != nil {
		return nil, usageErrorf("--oracle %s: %v", path, err)
	}
	return oracle.NewIndex(ref), nil
}

// readRulings reads official rulings (any supported format), or, when path
// is "", the built-in rulings of the cards named (only those are inflated).
// ref, when not nil, names the cards of Scryfall rulings by oracle_id.
func readRulings(path string, ref *oracle.Index, cards []string) ([]oracle.Ruling, error) {
	if path == "" {
		rs, err := oracledb.RulingsOf(cards)
		if err != nil {
			return nil, &exitError{code: ExitInternal, msg: "the built-in rulings: " + err.Error()}
		}
		return rs, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, usageErrorf("--rulings: %v", err)
	}
	defer f.Close()
	var byID map[string]string
	if ref != nil {
		byID = ref.NameByOracleID()
	}
	rs, err := oracle.ReadRulings(f, byID)
	if err != nil {
		return nil, usageErrorf("--rulings %s: %v", path, err)
	}
	return rs, nil
}

// builtinCards is the embedded card library, in name order.
func builtinCards() (*cards.Library, []*cards.Card, error) {
	lib, err := cards.Builtin()
	if err != nil {
		return nil, nil, &exitError{code: ExitInternal, msg: "the built-in card library is broken: " + err.Error()}
	}
	return lib, libraryCards(lib), nil
}

// corpusScenarios loads the scenarios of sel's paths (with its --cards), or
// of the built-in corpus; with paths and withCorpus, the corpus's and then
// the paths' (a scenario of the paths replaces the corpus's scenario of the same file and name, so
// naming rulings/ counts each scenario once). Files with problems are bad
// input.
func corpusScenarios(sel selection, withCorpus bool) ([]*scenario.Scenario, error) {
	sel.coversReported = true
	scenarios, err := loadClean(sel)
	if err != nil || len(sel.paths) == 0 || !withCorpus {
		return scenarios, err
	}
	corpus, err := loadClean(selection{coversReported: true})
	if err != nil {
		return nil, err
	}
	given := map[string]bool{}
	for _, s := range scenarios {
		given[scenarioKey(s)] = true
	}
	corpus = slices.DeleteFunc(corpus, func(s *scenario.Scenario) bool { return given[scenarioKey(s)] })
	return append(corpus, scenarios...), nil
}

func scenarioKey(s *scenario.Scenario) string { return filepath.Clean(s.File) + "::" + s.Name }

// loadClean loads a selection, and fails when a file has problems.
func loadClean(sel selection) ([]*scenario.Scenario, error) {
	scenarios, diags, err := sel.load()
	if err != nil {
		return nil, err
	}
	if len(diags) > 0 {
		return nil, usageErrorf("the scenarios have problems (see rulecheck validate):\n%v", diags)
	}
	return scenarios, nil
}

// checkFormat accepts the values of --format for the card commands.
func checkFormat(format string) error {
	if format != "text" && format != "json" {
		return usageErrorf("--format %q: use text or json", format)
	}
	return nil
}

// encodeJSON writes v as indented JSON.
func encodeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return &exitError{code: ExitInternal, msg: fmt.Sprintf("writing JSON: %v", err)}
	}
	return nil
}
