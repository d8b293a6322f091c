// Package htmlreport writes self-contained HTML pages: a scenario traced
// step by step with the board after each step (rulecheck trace --html), and
// a run report with the board at each failing step (rulecheck run --html).
//
// A page needs nothing but itself: its style and script are inline, it loads
// nothing from the network, and it reads well without script (every step is
// shown), without colour (states are also in words) and on paper. The same
// input gives the same bytes. Every text from a scenario or the game goes
// through html/template, which escapes it for where it appears.
package htmlreport

import (
	"bytes"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

var (
	//go:embed page.tmpl
	pageTmpl string
	//go:embed page.css
	pageCSS string
	//go:embed page.js
	pageJS string
)

// pages is the page template, parsed on first use: most commands write
// no page, and every command would otherwise pay for parsing it at start.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Funcs(template.FuncMap{
		"lower":     strings.ToLower,
		"join":      strings.Join,
		"pred":      func(n int) int { return n - 1 },
		"lineDiff":  lineDiff,
		"traceArgs": func(n int, t *Trace) traceView { return traceView{ID: fmt.Sprintf("s%d", n+1), Trace: t} },
		"stepArgs":  newStepView,
	}).Parse(pageTmpl))
})

// traceView is one traced scenario and the id of its element.
type traceView struct {
	ID    string
	Trace *Trace
}

// stepView is one step with the id of its element and its heading.
type stepView struct {
	ID      string
	N       int
	Heading string
	Step    *Step
}

// newStepView names step i of total of the scenario whose element is
// scenarioID; i < 0 is the failing step of a run report.
func newStepView(scenarioID string, i, total int, st *Step) stepView {
	if i < 0 {
		return stepView{ID: scenarioID + "-step", Heading: "Where it failed: " + st.Title, Step: st}
	}
	return stepView{ID: fmt.Sprintf("%s-step%d", scenarioID, i), N: i,
		Heading: fmt.Sprintf("Step %d of %d: %s", i+1, total, st.Title), Step: st}
}

// page is what the template renders: a trace page (Traces) or a run report
// (Run).
type page struct {
	Title  string
	CSS    template.CSS
	JS     template.JS
	Traces []*Trace
	Run    *runView
}

func newPage(title string) *page {
	return &page{Title: title, CSS: template.CSS(pageCSS), JS: template.JS(pageJS)}
}

// WriteTrace writes the page of traced scenarios.
func WriteTrace(w io.Writer, traces []*Trace) error {
	p := newPage("rulecheck trace")
	if len(traces) == 1 {
		p.Title = traces[0].Scenario.Name + " · rulecheck trace"
	}
	p.Traces = traces
	return p.write(w)
}

// RunOptions tune the run report page.
type RunOptions struct {
	// Duration is the wall time of the run, shown once in the summary; 0
	// leaves it out, for reproducible pages.
	Duration time.Duration
}

// runView is a run report as the template shows it.
type runView struct {
	Summary  string
	Counts   report.Counts
	Duration string
	Problems []string
	Failing  []failingView
	Passing  []*scenario.Result
}

// failingView is a scenario that did not pass, with the step where it
// failed.
type failingView struct {
	Result *scenario.Result
	Step   *Step // nil when the run failed before the game started
}

// WriteRun writes the run report page. traces[i] is the recorded run of
// run.Results[i] when it did not pass (nil otherwise, or when traces is
// shorter).
func WriteRun(w io.Writer, run *report.Run, traces []*Trace, opts RunOptions) error {
	counts := run.Count()
	v := &runView{Summary: counts.Summary(), Counts: counts}
	if opts.Duration > 0 {
		v.Duration = opts.Duration.Round(time.Millisecond).String()
	}
	for _, d := range run.LoadProblems {
		v.Problems = append(v.Problems, d.Error())
	}
	for i, res := range run.Results {
		if res.Status == scenario.Passed {
			v.Passing = append(v.Passing, res)
			continue
		}
		f := failingView{Result: res}
		if i < len(traces) && traces[i] != nil {
			f.Step = traces[i].failingStep()
		}
		v.Failing = append(v.Failing, f)
	}
	p := newPage("rulecheck run: " + v.Summary)
	p.Run = v
	return p.write(w)
}

// failingStep is the first step that failed, else the last one.
func (t *Trace) failingStep() *Step {
	for _, st := range t.Steps {
		if st.Failed() {
			return st
		}
	}
	if len(t.Steps) == 0 {
		return nil
	}
	return t.Steps[len(t.Steps)-1]
}

// write renders the page whole before writing it, so that an error writes
// nothing.
func (p *page) write(w io.Writer) error {
	var buf bytes.Buffer
	if err := pages().Execute(&buf, p); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// diffLine is one line of an expectation next to the same line of the
// actual state.
type diffLine struct {
	Expected, Actual string
	Differs          bool
}

// lineDiff pairs the lines of an expectation and of the actual state cut
// to the same keys: both are rendered one key per line in the same order,
// so line i of one is line i of the other.
func lineDiff(d scenario.CheckpointDiff) []diffLine {
	exp := strings.Split(strings.TrimSuffix(d.Expected, "\n"), "\n")
	act := strings.Split(strings.TrimSuffix(d.Actual, "\n"), "\n")
	out := make([]diffLine, max(len(exp), len(act)))
	for i := range out {
		if i < len(exp) {
			out[i].Expected = exp[i]
		}
		if i < len(act) {
			out[i].Actual = act[i]
		}
		out[i].Differs = out[i].Expected != out[i].Actual
	}
	return out
}
