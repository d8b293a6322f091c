package report

import (
	"encoding/json"
	"io"
	"math"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// Options tune the machine-readable reports.
type Options struct {
	// ZeroDurations writes every duration as 0, so that two runs of the
	// same input give the same bytes.
	ZeroDurations bool
	// Verbose also lists passing scenarios (text and github formats).
	Verbose bool
}

// The JSON report's shape. Field order is the order of the struct fields
// and is part of the documented format: new fields are only ever added at
// the end of an object.
type jsonReport struct {
	Scenarios []jsonScenario `json:"scenarios"`
	Errors    []jsonProblem  `json:"errors"` // problems of files that did not load
	Summary   jsonSummary    `json:"summary"`
}

type jsonScenario struct {
	ID         string         `json:"id"`
	Name       string         `json:"name"`
	File       string         `json:"file"`
	Line       int            `json:"line"`
	Status     string         `json:"status"` // pass, fail, error, internal
	DurationMS float64        `json:"duration_ms"`
	Seed       int            `json:"seed"`
	Mismatches []jsonMismatch `json:"mismatches"`
	Errors     []jsonProblem  `json:"errors"`
}

type jsonMismatch struct {
	Path     string `json:"path"`
	Expected string `json:"expected"`
	Actual   string `json:"actual"`
	Pos      string `json:"pos"` // file:line:col
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
}

type jsonProblem struct {
	Message string `json:"message"`
	Pos     string `json:"pos"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
}

type jsonSummary struct {
	Passed     int     `json:"passed"`
	Failed     int     `json:"failed"`
	Errors     int     `json:"errors"`
	Internal   int     `json:"internal"`
	NotRun     int     `json:"not_run"`
	DurationMS float64 `json:"duration_ms"`
}

// statusWord is a status in the JSON report.
func statusWord(s scenario.Status) string {
	return [...]string{"pass", "fail", "error", "internal"}[s]
}

func problem(d source.Diagnostic) jsonProblem {
	return jsonProblem{Message: d.Msg, Pos: d.Pos.String(), File: d.Pos.File, Line: d.Pos.Line, Col: d.Pos.Col}
}

// ms is a duration in milliseconds, to the microsecond.
func ms(res *scenario.Result, opts Options) float64 {
	if opts.ZeroDurations {
		return 0
	}
	return math.Round(float64(res.Duration.Microseconds())) / 1000
}

// JSON writes the run as one JSON document (indented, ending in a
// newline): every scenario that ran, in input order, then the file-level
// problems, then the summary.
func JSON(w io.Writer, run *Run, opts Options) error {
	rep := jsonReport{Scenarios: []jsonScenario{}, Errors: []jsonProblem{}}
	for _, d := range run.LoadProblems {
		rep.Errors = append(rep.Errors, problem(d))
	}
	var total float64
	for _, res := range run.Results {
		js := jsonScenario{ID: res.ID, Name: res.Name, File: res.Pos.File, Line: res.Pos.Line, Status: statusWord(res.Status),
			DurationMS: ms(res, opts), Seed: res.Seed, Mismatches: []jsonMismatch{}, Errors: []jsonProblem{}}
		total += js.DurationMS
		for _, m := range res.Mismatches {
			js.Mismatches = append(js.Mismatches, jsonMismatch{Path: m.Path, Expected: m.Expected, Actual: m.Actual,
				Pos: m.Pos.String(), File: m.Pos.File, Line: m.Pos.Line, Col: m.Pos.Col})
		}
		if res.Problem != nil {
			js.Errors = append(js.Errors, problem(*res.Problem))
		}
		rep.Scenarios = append(rep.Scenarios, js)
	}
	c := run.Count()
	rep.Summary = jsonSummary{Passed: c.Passed, Failed: c.Failed, Errors: c.Errors, Internal: c.Internal, NotRun: c.NotRun,
		DurationMS: math.Round(total*1000) / 1000}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(rep)
}
