package report

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strings"

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

// The JSON report's shape: {"scenarios": [...], "errors": [...] (problems
// of files that did not load), "summary": {...}}. Field order is the order
// of the struct fields and is part of the documented format: new fields
// are only ever added at the end of an object.

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

// NewJSON writes the run as one JSON document (indented, ending in a
// newline): every scenario that ran, in input order, written as it comes;
// then the file-level problems; then the summary. Nothing is written
// before the first scenario or End, so a run that ends in a usage error
// writes nothing.
func NewJSON(w io.Writer, opts Options) Writer {
	return &jsonWriter{w: w, opts: opts, errors: []jsonProblem{}}
}

type jsonWriter struct {
	w      io.Writer
	opts   Options
	errors []jsonProblem
	// n counts the scenarios written; total sums their durations.
	n     int
	total float64
	err   error // the first write error
}

func (j *jsonWriter) Problems(ds source.Diagnostics) {
	for _, d := range ds {
		j.errors = append(j.errors, problem(d))
	}
}

func (j *jsonWriter) Result(res *scenario.Result) {
	js := jsonScenario{ID: res.ID, Name: res.Name, File: res.Pos.File, Line: res.Pos.Line, Status: statusWord(res.Status),
		DurationMS: ms(res, j.opts), Seed: res.Seed, Mismatches: []jsonMismatch{}, Errors: []jsonProblem{}}
	j.total += js.DurationMS
	for _, m := range res.Mismatches {
		js.Mismatches = append(js.Mismatches, jsonMismatch{Path: m.Path, Expected: m.Expected, Actual: m.Actual,
			Pos: m.Pos.String(), File: m.Pos.File, Line: m.Pos.Line, Col: m.Pos.Col})
	}
	if res.Problem != nil {
		js.Errors = append(js.Errors, problem(*res.Problem))
	}
	sep := ",\n    "
	if j.n == 0 {
		sep = "{\n  \"scenarios\": [\n    "
	}
	j.n++
	j.write(sep)
	j.encode(js, "    ")
}

func (j *jsonWriter) End(c Counts) error {
	if j.n == 0 {
		j.write("{\n  \"scenarios\": [],\n  \"errors\": ")
	} else {
		j.write("\n  ],\n  \"errors\": ")
	}
	j.encode(j.errors, "  ")
	j.write(",\n  \"summary\": ")
	j.encode(jsonSummary{Passed: c.Passed, Failed: c.Failed, Errors: c.Errors, Internal: c.Internal, NotRun: c.NotRun,
		DurationMS: math.Round(j.total*1000) / 1000}, "  ")
	j.write("\n}\n")
	return j.err
}

// encode writes v as indented JSON nested at prefix, without a newline
// after it.
func (j *jsonWriter) encode(v any, prefix string) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent(prefix, "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil && j.err == nil {
		j.err = err
	}
	j.write(strings.TrimSuffix(buf.String(), "\n"))
}

func (j *jsonWriter) write(s string) {
	if j.err == nil {
		_, j.err = io.WriteString(j.w, s)
	}
}
