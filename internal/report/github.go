package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// GitHub writes the run as GitHub Actions workflow commands: an ::error
// annotation at the file and line of every file-level problem, every
// mismatch and every problem that stopped a scenario, so each shows on the
// pull request's diff; then the summary as a plain line.
func GitHub(w io.Writer, run *Run, opts Options) {
	for _, d := range run.LoadProblems {
		annotate(w, d.Pos, "rulecheck: "+d.Pos.File, d.Msg)
	}
	for _, res := range run.Results {
		if res.Status == scenario.Passed {
			if opts.Verbose {
				fmt.Fprintln(w, "PASS "+res.ID)
			}
			continue
		}
		title := res.Status.String() + " " + res.Name
		for _, m := range res.Mismatches {
			annotate(w, m.Pos, title, fmt.Sprintf("%s: expected %s, got %s (if the actual value is right, run rulecheck run --update)", m.Path, m.Expected, m.Actual))
		}
		if res.Problem != nil {
			annotate(w, res.Problem.Pos, title, res.Problem.Msg)
		}
	}
	fmt.Fprintln(w, run.Count().Summary())
}

// annotate writes one ::error workflow command.
func annotate(w io.Writer, pos source.Pos, title, msg string) {
	fmt.Fprintf(w, "::error file=%s,line=%d,col=%d,title=%s::%s\n",
		escapeProperty(pos.File), pos.Line, pos.Col, escapeProperty(title), escapeData(msg))
}

// escapeData escapes a workflow command's message.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
