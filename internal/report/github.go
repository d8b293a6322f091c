package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// NewGitHub writes the run as GitHub Actions workflow commands: an ::error
// annotation at the file and line of every file-level problem, every
// mismatch and every problem that stopped a scenario, so each shows on the
// pull request's diff; then the summary as a plain line.
func NewGitHub(w io.Writer, opts Options) Writer { return &githubWriter{w: w, opts: opts} }

type githubWriter struct {
	w    io.Writer
	opts Options
}

func (g *githubWriter) Problems(ds source.Diagnostics) {
	for _, d := range ds {
		annotate(g.w, d.Pos, "rulecheck: "+d.Pos.File, d.Msg)
	}
}

func (g *githubWriter) Result(res *scenario.Result) {
	if res.Status == scenario.Passed {
		if g.opts.Verbose {
			fmt.Fprintln(g.w, "PASS "+res.ID)
		}
		return
	}
	title := res.Status.String() + " " + res.Name
	for _, m := range res.Mismatches {
		annotate(g.w, m.Pos, title, fmt.Sprintf("%s: expected %s, got %s (if the actual value is right, run rulecheck run --update)", m.Path, m.Expected, m.Actual))
	}
	if res.Problem != nil {
		annotate(g.w, res.Problem.Pos, title, res.Problem.Msg)
	}
}

func (g *githubWriter) End(c Counts) error {
	_, err := fmt.Fprintln(g.w, c.Summary())
	return err
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
