package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

func newTraceCommand(s Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "trace FILE[::NAME]",
		Short: "Show step by step how the rules engine plays a scenario",
		Long: `Run the scenarios of FILE (or only the one named NAME) and show, for a judge,
each action; each event it caused with its Comprehensive Rules number; each
decision asked (who decides, the question, the legal answers, the answer
taken and the choose: entry it came from); the stack after each step; and
each expected value checked, at its file:line:col. The result follows.

` + exitCodesHelp,
		Example: `  rulecheck trace rulings/cr/302.6-summoning-sickness.yaml
  rulecheck trace "rulings/cr/107.5-tap-symbol.yaml::Llanowar Elves that arrived this turn can't tap for mana"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTrace(args[0], s)
		},
	}
}

func runTrace(arg string, s Streams) error {
	file, name, named := strings.Cut(arg, "::")
	scenarios, diags, err := selection{paths: []string{file}}.load()
	if err != nil {
		return err
	}
	if len(diags) > 0 {
		for _, d := range diags {
			fmt.Fprintln(s.Out, "ERROR "+d.Error())
		}
		return usageErrorf("%s has problems: fix them (rulecheck validate %s) before tracing", file, file)
	}
	if named {
		var picked []*scenario.Scenario
		var all []string
		for _, sc := range scenarios {
			if sc.Name == name {
				picked = append(picked, sc)
			}
			all = append(all, fmt.Sprintf("%q", sc.Name))
		}
		if len(picked) == 0 {
			return usageErrorf("%s has no scenario named %q; its scenarios are %s", file, name, strings.Join(all, ", "))
		}
		scenarios = picked
	}
	data, _ := os.ReadFile(file)
	lines := strings.Split(string(data), "\n")
	run := &report.Run{}
	for i, sc := range scenarios {
		if i > 0 {
			fmt.Fprintln(s.Out)
		}
		t := &textTracer{w: s.Out, lines: lines, s: sc}
		res := scenario.RunTraced(sc, t)
		run.Results = append(run.Results, res)
		fmt.Fprintln(s.Out, "result:")
		if err := report.Replay(report.NewText(indent{s.Out}, report.TextOptions{Verbose: true}), &report.Run{Results: []*scenario.Result{res}}); err != nil {
			return &exitError{code: ExitInternal, msg: err.Error()}
		}
	}
	return exitCode(run.Count())
}

// textTracer writes a trace for people.
type textTracer struct {
	w       io.Writer
	lines   []string // of the scenario file, to show actions as written
	s       *scenario.Scenario
	actions int // actions done
	final   bool
}

func (t *textTracer) printf(format string, args ...any) { fmt.Fprintf(t.w, format, args...) }

func (t *textTracer) Started(s *scenario.Scenario, st scenario.Step) {
	t.printf("scenario %s\n  at %s\n", s.ID, s.Pos)
	t.printf("start: turn %d, %s is active, %s; players %s\n", s.Start.TurnNumber, s.Start.Active, s.Start.Step, strings.Join(s.Players, ", "))
	t.step(st)
}

func (t *textTracer) ActionStarted(i int, a *scenario.Action) {
	t.printf("action %d at %s: %s\n", i+1, a.Pos, t.written(a.Pos))
}

func (t *textTracer) Decided(d scenario.DecisionTrace) {
	t.printf("  decision: %s chooses %s (%s); legal answers: %s\n", d.Player, d.Question, d.Rule, strings.Join(d.Legal, ", "))
	switch {
	case d.Err != nil:
		t.printf("    no answer taken (see below)\n")
	default:
		t.printf("    answer: %s (from choose: at %s)\n", d.Answer, d.From)
	}
}

func (t *textTracer) ActionDone(i int, a *scenario.Action, st scenario.Step, err error) {
	t.actions = i + 1
	if a.Verb != "expect" {
		t.step(st)
	}
	if err != nil {
		t.printf("  stopped: %v\n", err)
	}
}

func (t *textTracer) Checked(c scenario.CheckTrace) {
	if !t.final && t.actions == len(t.s.Actions) && t.s.Expect != nil {
		t.final = true
		t.printf("final expect at %s\n", t.s.Expect.Pos)
	}
	switch {
	case c.OK && c.Actual != c.Expected:
		t.printf("  check %s: %s = %s: ok (%s)\n", c.Pos, c.Path, c.Expected, c.Actual)
		return
	case c.OK:
		t.printf("  check %s: %s = %s: ok\n", c.Pos, c.Path, c.Expected)
		return
	}
	t.printf("  check %s: %s: expected %s, got %s: MISMATCH\n", c.Pos, c.Path, c.Expected, c.Actual)
}

// step prints the events of a step and the stack after it.
func (t *textTracer) step(st scenario.Step) {
	for _, e := range st.Events {
		t.printf("  event: %s\n", e)
	}
	if len(st.Stack) == 0 {
		t.printf("  stack: (empty)\n")
		return
	}
	t.printf("  stack (top first): %s\n", strings.Join(st.Stack, "; "))
}

// written is the line of the file at pos, as written, without the list dash.
func (t *textTracer) written(pos source.Pos) string {
	if pos.Line < 1 || pos.Line > len(t.lines) {
		return ""
	}
	line := strings.TrimSpace(t.lines[pos.Line-1])
	return strings.TrimSpace(strings.TrimPrefix(line, "-"))
}

// indent writes every line two spaces in.
type indent struct{ w io.Writer }

func (in indent) Write(p []byte) (int, error) {
	text := strings.TrimSuffix(string(p), "\n")
	out := "  " + strings.ReplaceAll(text, "\n", "\n  ") + "\n"
	if _, err := io.WriteString(in.w, out); err != nil {
		return 0, err
	}
	return len(p), nil
}
