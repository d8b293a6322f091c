package cli

import (
	"bytes"
	"io"
	"io/fs"
	"strings"
	"time"

	"github.com/rulecheck/rulecheck/internal/htmlreport"
	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// writePage renders an HTML page with render and writes it to file (--html).
func writePage(file string, render func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return &exitError{code: ExitInternal, msg: "rendering the HTML page: " + err.Error()}
	}
	if err := writeAtomically(file, buf.Bytes()); err != nil {
		return usageErrorf("--html: %v", err)
	}
	return nil
}

// failureTrace is the trace the HTML report shows for a result: the board
// at the step where a scenario that did not pass failed, or nil. The
// scenario is played again, traced (the engine is deterministic, so the
// second run is the first).
func failureTrace(opts *runOptions, res *scenario.Result, s *scenario.Scenario) *htmlreport.Trace {
	if res.Status == scenario.Passed || s == nil {
		return nil
	}
	return htmlreport.Record(s, fileLines(opts.fsys(), s.File))
}

// writeRunPage writes run --html: the run report with the traces of the
// scenarios that did not pass (one per result, nil for the others).
func writeRunPage(opts *runOptions, run *report.Run, traces []*htmlreport.Trace, elapsed time.Duration) error {
	ropts := htmlreport.RunOptions{Duration: elapsed}
	if opts.noDurations {
		ropts.Duration = 0
	}
	return writePage(opts.html, func(w io.Writer) error { return htmlreport.WriteRun(w, run, traces, ropts) })
}

// fileLines is the lines of a scenario file, to show actions as written;
// nil when it can't be read.
func fileLines(fsys fs.FS, file string) []string {
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil
	}
	return strings.Split(string(data), "\n")
}
