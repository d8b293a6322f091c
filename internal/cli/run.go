package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/rulecheck/rulecheck/internal/htmlreport"
	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

// runOptions are the flags of rulecheck run.
type runOptions struct {
	selection
	verbose     bool
	format      string
	junit       string
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
	opts.addFlags(f)
	rulingsFlag(cmd, &opts.rulings)
	cardsFlag(cmd, &opts.cardDirs)
	oracleFlag(cmd, &opts.oracle)
	f.BoolVarP(&opts.verbose, "verbose", "v", false, "also list passing scenarios")
	f.StringVar(&opts.format, "format", "text", "report format on stdout: text, json or github")
	f.StringVar(&opts.junit, "junit", "", "also write a JUnit XML report to this file")
	f.IntVarP(&opts.parallel, "parallel", "p", defaultParallel(), fmt.Sprintf("run this many scenarios at once, 1 to %d (the report is the same at any value)", maxParallel))
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
	if err := checkParallel(opts.parallel); err != nil {
		return err
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
	c, err := opts.open()
	if err != nil {
		return err
	}
	w := opts.writer(s)
	// The JUnit and HTML reports are written whole at the end: they keep
	// the results (and, for HTML, a trace of each scenario that did not
	// pass).
	keep := opts.junit != "" || opts.html != ""
	var kept report.Run
	var traces []*htmlreport.Trace
	var counts report.Counts
	prog := startProgress(s.Err)
	began := time.Now()
	stats := c.stream(streamOptions{parallel: opts.parallel, shard: sh, failFast: opts.failFast, play: scenario.Run, prog: prog}, sink{
		problems: func(ds source.Diagnostics) {
			counts.Errors += len(ds)
			w.Problems(ds)
			if keep {
				kept.LoadProblems = append(kept.LoadProblems, ds...)
			}
		},
		result: func(res *scenario.Result, sc *scenario.Scenario) {
			counts.Add(res)
			w.Result(res)
			if keep {
				kept.Results = append(kept.Results, res)
			}
			if opts.html != "" {
				traces = append(traces, failureTrace(opts, res, sc))
			}
		},
	})
	elapsed := time.Since(began)
	prog.stop()
	if err := opts.matched(stats.matched, stats.problems); err != nil {
		return err
	}
	counts.NotRun = stats.notRun
	if err := w.End(counts); err != nil {
		return &exitError{code: ExitInternal, msg: err.Error()}
	}
	kept.NotRun = stats.notRun
	if opts.junit != "" {
		if err := writeJUnit(&kept, opts); err != nil {
			return err
		}
	}
	if opts.html != "" {
		if err := writeRunPage(opts, &kept, traces, elapsed); err != nil {
			return err
		}
	}
	return exitCode(counts)
}

// writer is the report on stdout in the chosen format.
func (opts *runOptions) writer(s Streams) report.Writer {
	ropts := report.Options{ZeroDurations: opts.noDurations, Verbose: opts.verbose}
	switch opts.format {
	case "json":
		return report.NewJSON(s.Out, ropts)
	case "github":
		return report.NewGitHub(s.Out, ropts)
	}
	return report.NewText(s.Out, report.TextOptions{Color: useColor(s.Out), Verbose: opts.verbose, UpdateHint: len(opts.paths) > 0 && !opts.update})
}

// writeJUnit writes the JUnit report to its file.
func writeJUnit(run *report.Run, opts *runOptions) error {
	var buf bytes.Buffer
	if err := report.JUnit(&buf, run, report.Options{ZeroDurations: opts.noDurations, Verbose: opts.verbose}); err != nil {
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
