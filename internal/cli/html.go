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

// writeRunPage writes run --html: the run report with the board at the step
// where each scenario that did not pass failed. Those scenarios are played
// again, traced (the engine is deterministic, so the second run is the
// first); passing ones are not.
func writeRunPage(opts *runOptions, scenarios []*scenario.Scenario, run *report.Run, elapsed time.Duration) error {
	traces := make([]*htmlreport.Trace, len(run.Results))
	for i, res := range run.Results {
		if res.Status != scenario.Passed {
			traces[i] = htmlreport.Record(scenarios[i], fileLines(opts.fsys(), scenarios[i].File))
		}
	}
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
