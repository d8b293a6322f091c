package cli

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/rulecheck/rulecheck/rulings"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// selection says which scenarios a command works on: paths (or the
// embedded corpus when there are none), a --run filter, the largest file
// read, and what the scenarios are checked against.
type selection struct {
	paths []string
	run   string
	// maxFileSize is the largest file read: --max-file-size, or 0 in a
	// selection made without the flag (trace, coverage), which reads up to
	// scenario.DefaultMaxFileSize.
	maxFileSize byteCount
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
	// parallel is how many files are read at once (run's -p); 0 is one
	// per CPU.
	parallel int
}

// addFlags adds --run and --max-file-size.
func (sel *selection) addFlags(f *pflag.FlagSet) {
	f.StringVar(&sel.run, "run", "", "only scenarios whose ID (path::name) matches this regular expression")
	sel.maxFileSize = scenario.DefaultMaxFileSize
	f.Var(&sel.maxFileSize, "max-file-size", "refuse input files larger than this many bytes, at least 1 (docs/limits.md)")
}

// byteCount is the value of --max-file-size: a number of bytes, at least
// 1. The limit can be raised, not turned off: 0 used to be taken silently
// as the default, and as a limit it would refuse every file.
type byteCount int64

func (b *byteCount) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return err
	}
	if n < 1 {
		return errAtLeastOne
	}
	*b = byteCount(n)
	return nil
}

func (b *byteCount) String() string { return strconv.FormatInt(int64(*b), 10) }

// Type names the value in --help.
func (b *byteCount) Type() string { return "int" }

// errAtLeastOne is a flag value under 1, where at least 1 is needed;
// flagError names the flag.
var errAtLeastOne = errors.New("at least 1")

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

// fsys is where the selected files are: the built-in corpus when no path
// is given, else the operating system's files.
func (sel selection) fsys() fs.FS {
	if len(sel.paths) == 0 {
		return rulings.FS()
	}
	return scenario.OSFS{}
}

// corpus is a resolved selection: the files to read, how to read them and
// what to check the scenarios against.
type corpus struct {
	sel     selection
	fsys    fs.FS
	files   []string
	filter  *regexp.Regexp // nil: every scenario
	lib     *cards.Library
	maxSize int64
	// first are the problems of the --cards files, reported before any
	// file's.
	first source.Diagnostics
	// cardFiles are the problems of each card file among the files (whose
	// cards every scenario may use); a card file holds no scenario.
	cardFiles map[string]source.Diagnostics
	// rulingsRead are the official rulings of sel.rulings, read once.
	rulingsRead []oracle.Ruling
	testCards   *testCardChecker // nil: no --oracle
	// loadedSums, when not nil, keeps a checksum of each file's bytes as
	// they were loaded (file → [sha256.Size]byte): --update rewrites at
	// the positions of those bytes, so only a file still holding them.
	loadedSums *sync.Map
}

// open resolves the selection: the card library (the built-in one, the
// --cards files and the card files among the files), the files, the
// filter and the reference data. It fails (exit 2) when a path can't be
// read, the filter is not a valid regular expression, there is no
// scenario file or reference data can't be read.
func (sel selection) open() (*corpus, error) {
	c := &corpus{sel: sel, maxSize: int64(sel.maxFileSize), fsys: sel.fsys()}
	if c.maxSize == 0 {
		c.maxSize = scenario.DefaultMaxFileSize
	}
	if sel.run != "" {
		re, err := regexp.Compile(sel.run)
		if err != nil {
			return nil, usageErrorf("--run: %v", err)
		}
		c.filter = re
	}
	lib, err := cards.Builtin()
	if err != nil {
		return nil, &exitError{code: ExitInternal, msg: "the built-in card library is broken: " + err.Error()}
	}
	if lib, c.first, err = sel.withCardFiles(lib); err != nil {
		return nil, err
	}
	roots := sel.paths
	if len(roots) == 0 {
		roots = []string{rulings.Root}
	}
	if c.files, err = scenario.CollectFiles(c.fsys, roots); err != nil {
		return nil, usageErrorf("%v", err)
	}
	if len(c.files) == 0 {
		return nil, usageErrorf("no scenario files (.yaml, .yml) in %v", roots)
	}
	c.lib = c.withCardFilesAmong(lib)
	if !sel.coversReported && sel.rulings != "" { // the built-in ones are read by file, for the cards named
		if c.rulingsRead, err = readRulings(sel.rulings, nil, nil); err != nil {
			return nil, err
		}
	}
	if c.testCards, err = newTestCardChecker(sel.oracle); err != nil {
		return nil, err
	}
	return c, nil
}

// withCardFilesAmong compiles the card files among the files, whose cards
// every scenario may use, so they are read before any scenario: by
// sel.parallel workers, as this is the only part of a run that no scenario
// can start before. Files that can't be read are left to loadFile to
// report.
func (c *corpus) withCardFilesAmong(lib *cards.Library) *cards.Library {
	type cardFile struct {
		isCards bool
		cards   []*cards.Card
		diags   source.Diagnostics
	}
	found := make([]cardFile, len(c.files))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(c.sel.workers(), len(c.files)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(c.files); i = int(next.Add(1) - 1) {
				data, d := scenario.ReadFile(c.fsys, c.files[i], c.maxSize)
				if d == nil && scenario.IsCardFile(data) {
					cs, ds := cards.ParseFile(c.files[i], data)
					found[i] = cardFile{true, cs, ds}
				}
			}
		})
	}
	wg.Wait()
	var extra []*cards.Card
	c.cardFiles = map[string]source.Diagnostics{}
	for i, f := range found {
		if f.isCards {
			extra = append(extra, f.cards...)
			c.cardFiles[c.files[i]] = f.diags
		}
	}
	if len(extra) == 0 {
		return lib
	}
	lib, clashes := scenario.WithCards(lib, extra)
	for _, d := range clashes {
		c.cardFiles[d.Pos.File] = append(c.cardFiles[d.Pos.File], d)
	}
	return lib
}

// workers is how many files are read at once: -p, or one per CPU.
func (sel selection) workers() int {
	if sel.parallel > 0 {
		return sel.parallel
	}
	return defaultParallel()
}

// loadFile reads and loads one file, keeping the scenarios the filter
// picks, with the problems of their covers: entries.
func (c *corpus) loadFile(file string) ([]*scenario.Scenario, source.Diagnostics) {
	if ds, isCards := c.cardFiles[file]; isCards {
		return nil, ds
	}
	data, d := scenario.ReadFile(c.fsys, file, c.maxSize)
	if d != nil {
		return nil, source.Diagnostics{*d}
	}
	if c.loadedSums != nil {
		c.loadedSums.Store(file, sha256.Sum256(data))
	}
	scs, diags := scenario.LoadFileFS(c.fsys, file, data, c.lib)
	if c.filter != nil {
		picked := scs[:0]
		for _, s := range scs {
			if c.filter.MatchString(s.ID) {
				picked = append(picked, s)
			}
		}
		scs = picked
	}
	if !c.sel.coversReported && len(scs) > 0 {
		bad, err := checkCovers(scs, c.lib, c.rulingsRead, c.sel.rulings)
		if err != nil {
			panic(err) // coverage.Unknown fails only on a broken built-in seed catalogue
		}
		diags = append(diags, bad...)
	}
	return scs, diags
}

// load reads every selected scenario at once, for commands that need them
// all (trace, coverage); run and validate stream instead. It fails (exit
// 2) as open does, or when nothing matched the filter.
func (sel selection) load() ([]*scenario.Scenario, source.Diagnostics, error) {
	c, err := sel.open()
	if err != nil {
		return nil, nil, err
	}
	all := []*scenario.Scenario{}
	diags := c.first
	for _, f := range c.files {
		scs, ds := c.loadFile(f)
		all = append(all, scs...)
		diags = append(diags, ds...)
		diags = append(diags, c.testCards.check(scs)...)
	}
	if err := sel.matched(len(all), len(diags)); err != nil {
		return nil, nil, err
	}
	diags.Sort()
	return all, diags, nil
}

// matched is the error of a --run filter that matched nothing in files
// without problems.
func (sel selection) matched(scenarios, problems int) error {
	if sel.run != "" && scenarios == 0 && problems == 0 {
		return usageErrorf("--run %q matched none of the scenarios", sel.run)
	}
	return nil
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
