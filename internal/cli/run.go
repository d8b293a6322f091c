package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/spf13/cobra"
)

// runOptions are the flags of rulecheck run.
type runOptions struct {
	selection
	verbose     bool
	format      string
	junit       string
	parallel    int
	shard       string
	failFast    bool
	update      bool
	noDurations bool
	html        string
}

func newRunCommand(s Streams) *cobra.Command {
	opts := &runOptions{}
	cmd := &cobra.Command{
		Use:   "run [paths...]",
		Short: "Run scenarios and report every difference from their expectations",
		Long: `Run scenario files, or directories searched recursively for .yaml and .yml
files. With no path, run the corpus of rulings built into the binary.

Formats (--format): text, a report for people with unified diffs; json, one
document with every scenario (id, name, file, line, status, duration_ms, seed,
mismatches, errors) then the file-level errors and a summary; github, GitHub
Actions ::error annotations at the file and line of every mismatch and error.
--junit FILE also writes JUnit XML, with any format. --html FILE also writes
the report as a self-contained page: the summary, each scenario that did not
pass with its mismatches and the board at the step where it failed, and the
passing scenarios collapsed.

The report is in input order and byte for byte the same at any -p. Durations
appear only in json and junit (and once in the HTML summary), and
--no-durations writes them as 0 (and leaves it out of the page).

` + exitCodesHelp,
		Example: `  rulecheck run                          # the built-in corpus
  rulecheck run rulings/ --format github --junit report.xml
  rulecheck run rulings/ --shard 2/4     # the second of four CI jobs
  rulecheck run rulings/ --run 'Forest' --update`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.paths = args
			return runRun(opts, s)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.run, "run", "", "run only scenarios whose ID (path::name) matches this regular expression")
	rulingsFlag(cmd, &opts.rulings)
	cardsFlag(cmd, &opts.cardDirs)
	oracleFlag(cmd, &opts.oracle)
	f.BoolVarP(&opts.verbose, "verbose", "v", false, "also list passing scenarios")
	f.StringVar(&opts.format, "format", "text", "report format on stdout: text, json or github")
	f.StringVar(&opts.junit, "junit", "", "also write a JUnit XML report to this file")
	f.IntVarP(&opts.parallel, "parallel", "p", runtime.NumCPU(), "run this many scenarios at once (the report is the same at any value)")
	f.StringVar(&opts.shard, "shard", "", "run only the Kth of N parts of the scenarios, as K/N (for CI matrices)")
	f.BoolVar(&opts.failFast, "fail-fast", false, "stop at the first scenario that does not pass")
	f.BoolVar(&opts.update, "update", false, "rewrite the expected values that failed to the actual values, in place")
	f.BoolVar(&opts.noDurations, "no-durations", false, "write durations as 0 in json and junit, for reproducible reports")
	f.StringVar(&opts.html, "html", "", "also write the report as a self-contained HTML page to this file")
	return cmd
}

func runRun(opts *runOptions, s Streams) error {
	switch opts.format {
	case "text", "json", "github":
	default:
		return usageErrorf("--format %q: use text, json or github", opts.format)
	}
	if opts.parallel < 1 {
		return usageErrorf("-p %d: run at least 1 scenario at once", opts.parallel)
	}
	sh, err := parseShard(opts.shard)
	if err != nil {
		return err
	}
	if err := checkWritable(opts.junit); err != nil {
		return usageErrorf("--junit %s: %v", opts.junit, err)
	}
	if opts.update {
		if len(opts.paths) == 0 {
			return usageErrorf("--update rewrites files, and the built-in corpus is read-only: name the files or directories, such as rulecheck run --update rulings")
		}
		if err := runUpdate(opts, s); err != nil {
			return err
		}
	}
	scenarios, diags, err := opts.load()
	if err != nil {
		return err
	}
	scenarios = sh.pick(scenarios)
	if sh.k != 1 {
		diags = nil // file-level problems are reported by shard 1 only
	}
	prog := startProgress(s.Err, len(scenarios))
	began := time.Now()
	results, notRun := runAll(scenarios, opts.parallel, opts.failFast, prog)
	elapsed := time.Since(began)
	prog.stop()
	run := &report.Run{LoadProblems: diags, Results: results, NotRun: notRun}
	if err := writeReports(run, opts, s); err != nil {
		return err
	}
	if opts.html != "" {
		if err := writeRunPage(opts, scenarios, run, elapsed); err != nil {
			return err
		}
	}
	return exitCode(run.Count())
}

// writeReports writes the report on stdout in the chosen format, and the
// JUnit file if asked.
func writeReports(run *report.Run, opts *runOptions, s Streams) error {
	ropts := report.Options{ZeroDurations: opts.noDurations, Verbose: opts.verbose}
	switch opts.format {
	case "json":
		if err := report.JSON(s.Out, run, ropts); err != nil {
			return &exitError{code: ExitInternal, msg: err.Error()}
		}
	case "github":
		report.GitHub(s.Out, run, ropts)
	default:
		report.Text(s.Out, run, report.TextOptions{Color: useColor(s.Out), Verbose: opts.verbose, UpdateHint: len(opts.paths) > 0 && !opts.update})
	}
	if opts.junit == "" {
		return nil
	}
	var buf bytes.Buffer
	if err := report.JUnit(&buf, run, ropts); err != nil {
		return &exitError{code: ExitInternal, msg: err.Error()}
	}
	if err := writeAtomically(opts.junit, buf.Bytes()); err != nil {
		return usageErrorf("--junit: %v", err)
	}
	return nil
}

// checkWritable checks, before anything runs, that a report can be written
// to path: its directory exists and takes new files, and path is not a
// directory. It leaves nothing behind. An empty path is not checked.
func checkWritable(path string) error {
	if path == "" {
		return nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return errors.New("is a directory")
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".rulecheck-junit-*")
	if err != nil {
		if cause := errors.Unwrap(err); cause != nil {
			err = cause
		}
		return fmt.Errorf("can't write there: %w", err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
