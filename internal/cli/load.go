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
	"github.com/spf13/pflag"
)

// selection says which scenarios a command works on: paths (or the
// embedded corpus when there are none), a --run filter and the largest
// file read.
type selection struct {
	paths       []string
	run         string
	maxFileSize int64
}

// addFlags adds --run and --max-file-size.
func (sel *selection) addFlags(f *pflag.FlagSet) {
	f.StringVar(&sel.run, "run", "", "only scenarios whose ID (path::name) matches this regular expression")
	f.Int64Var(&sel.maxFileSize, "max-file-size", scenario.DefaultMaxFileSize, "refuse input files larger than this many bytes")
}

// corpus is a resolved selection: the files to read and how to read them.
type corpus struct {
	fsys    fs.FS
	files   []string
	filter  *regexp.Regexp // nil: every scenario
	lib     *cards.Library
	maxSize int64
}

// open resolves the selection. It fails (exit 2) when a path can't be
// read, the filter is not a valid regular expression or there is no
// scenario file.
func (sel selection) open() (*corpus, error) {
	c := &corpus{maxSize: sel.maxFileSize}
	if c.maxSize == 0 {
		c.maxSize = scenario.DefaultMaxFileSize
	}
	if c.maxSize < 0 {
		return nil, usageErrorf("--max-file-size %d: give a number of bytes", c.maxSize)
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
	c.lib = lib
	c.fsys = scenario.OSFS{}
	roots := sel.paths
	if len(roots) == 0 {
		c.fsys, roots = rulings.FS(), []string{rulings.Root}
	}
	c.files, err = scenario.CollectFiles(c.fsys, roots)
	if err != nil {
		return nil, usageErrorf("%v", err)
	}
	if len(c.files) == 0 {
		return nil, usageErrorf("no scenario files (.yaml, .yml) in %v", roots)
	}
	return c, nil
}

// loadFile reads and loads one file, keeping the scenarios the filter
// picks.
func (c *corpus) loadFile(file string) ([]*scenario.Scenario, source.Diagnostics) {
	data, d := scenario.ReadFile(c.fsys, file, c.maxSize)
	if d != nil {
		return nil, source.Diagnostics{*d}
	}
	scs, diags := scenario.LoadFile(file, data, c.lib)
	if c.filter == nil {
		return scs, diags
	}
	picked := scs[:0]
	for _, s := range scs {
		if c.filter.MatchString(s.ID) {
			picked = append(picked, s)
		}
	}
	return picked, diags
}

// load reads every selected scenario at once, for commands that need them
// all (trace, coverage); run and validate stream instead. It fails (exit
// 2) as open does, or when nothing matched the filter.
func (sel selection) load() ([]*scenario.Scenario, source.Diagnostics, error) {
	c, err := sel.open()
	if err != nil {
		return nil, nil, err
	}
	var all []*scenario.Scenario
	var diags source.Diagnostics
	for _, f := range c.files {
		scs, ds := c.loadFile(f)
		all = append(all, scs...)
		diags = append(diags, ds...)
	}
	if err := sel.matched(len(all), len(diags)); err != nil {
		return nil, nil, err
	}
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
