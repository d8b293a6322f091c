// Package report renders run results: one result model (package scenario's
// Result plus the file-level diagnostics), several renderers.
package report

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// Run is everything one run found: the problems of files that did not load
// and the result of each scenario that ran, in input order.
type Run struct {
	LoadProblems source.Diagnostics
	Results      []*scenario.Result
	// NotRun counts the scenarios left out after a failure under
	// --fail-fast.
	NotRun int
}

// Counts tallies a run.
type Counts struct {
	Passed, Failed, Errors, Internal int
	NotRun                           int
}

// Count tallies the results; every file-level problem counts as an error.
func (r *Run) Count() Counts {
	c := Counts{Errors: len(r.LoadProblems), NotRun: r.NotRun}
	for _, res := range r.Results {
		c.Add(res)
	}
	return c
}

// Summary is the closing line: "N passed, N failed", then errors and
// internal errors where there are any.
func (c Counts) Summary() string {
	s := fmt.Sprintf("%d passed, %d failed", c.Passed, c.Failed)
	if c.Errors > 0 {
		s += fmt.Sprintf(", %d errors", c.Errors)
	}
	if c.Internal > 0 {
		s += fmt.Sprintf(", %d internal errors", c.Internal)
	}
	if c.NotRun > 0 {
		s += fmt.Sprintf(", %d not run (--fail-fast)", c.NotRun)
	}
	return s
}

// TextOptions tune the text report.
type TextOptions struct {
	Color   bool // ANSI colors, for terminals
	Verbose bool // also list passing scenarios
	// UpdateHint mentions run --update after mismatches it could rewrite,
	// for files the user can rewrite (not the built-in corpus, and not
	// after an --update, which rewrote all it could).
	UpdateHint bool
}

// NewText is the human report: each file-level problem and each failing
// scenario (every scenario when verbose) with its mismatches at
// file:line:col and a unified diff, as they come; then the summary.
func NewText(w io.Writer, opts TextOptions) Writer {
	return &textWriter{p: &printer{w: w, color: opts.Color}, opts: opts}
}

type textWriter struct {
	p    *printer
	opts TextOptions
	// updatable records whether a scenario had a mismatched value that
	// --update could rewrite, for the hint.
	updatable bool
}

func (t *textWriter) Problems(ds source.Diagnostics) {
	for _, d := range ds {
		t.p.line(red, "ERROR ", d.Error())
	}
}

func (t *textWriter) Result(res *scenario.Result) {
	t.updatable = t.updatable || slices.ContainsFunc(res.Mismatches, scenario.Updatable)
	switch {
	case res.Status == scenario.Passed && t.opts.Verbose:
		t.p.line(green, "PASS ", res.ID)
	case res.Status != scenario.Passed:
		t.p.result(res)
	}
}

func (t *textWriter) End(c Counts) error {
	if t.opts.UpdateHint && t.updatable {
		t.p.plain("If the rules say the actual values are right (the expectation was wrong), rerun with --update to write them into the files.")
	}
	t.p.plain(c.Summary())
	return nil
}

// detail is the text report of one result, without colors.
func detail(res *scenario.Result) string {
	var b strings.Builder
	(&printer{w: &b}).result(res)
	return b.String()
}

type printer struct {
	w     io.Writer
	color bool
}

const (
	red   = "\x1b[31m"
	green = "\x1b[32m"
	cyan  = "\x1b[36m"
	reset = "\x1b[0m"
)

func (p *printer) paint(color, s string) string {
	if !p.color {
		return s
	}
	return color + s + reset
}

func (p *printer) line(color, label, text string) {
	fmt.Fprintln(p.w, p.paint(color, label)+text)
}

func (p *printer) plain(text string) { fmt.Fprintln(p.w, text) }

func (p *printer) result(res *scenario.Result) {
	p.line(red, res.Status.String()+" ", res.ID)
	for _, m := range res.Mismatches {
		p.plain(fmt.Sprintf("  %s: %s: expected %s, got %s", m.Pos, m.Path, m.Expected, m.Actual))
	}
	if res.Problem != nil {
		p.plain("  " + res.Problem.Error())
	}
	for _, d := range res.Diffs {
		p.plain(fmt.Sprintf("  %s: the expectation against the actual state:", d.Pos))
		for _, l := range unifiedDiff(d.Expected, d.Actual) {
			switch {
			case strings.HasPrefix(l, "---"), strings.HasPrefix(l, "+++"):
				p.plain("    " + p.paint(cyan, l))
			case strings.HasPrefix(l, "-"):
				p.plain("    " + p.paint(red, l))
			case strings.HasPrefix(l, "+"):
				p.plain("    " + p.paint(green, l))
			default:
				p.plain("    " + l)
			}
		}
	}
}
