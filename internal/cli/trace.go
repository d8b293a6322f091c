package cli

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/htmlreport"
	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/spf13/cobra"
)

func newTraceCommand(s Streams) *cobra.Command {
	var cardDirs []string
	var html string
	cmd := &cobra.Command{
		Use:   "trace FILE[::NAME]",
		Short: "Show step by step how the rules engine plays a scenario",
		Long: `Run the scenarios of FILE (or only the one named NAME) and show, for a judge,
each action; each event it caused with its Comprehensive Rules number; each
decision asked (who decides, the question, the legal answers, the answer
taken and the choose: entry it came from); the stack after each step; and
each expected value checked, at its file:line:col. The result follows.

--html FILE also writes the trace as a self-contained page with the board
after each step, to open in a browser (from disk; it loads nothing).

` + exitCodesHelp,
		Example: `  rulecheck trace rulings/cr/302.6-summoning-sickness.yaml
  rulecheck trace "rulings/cr/107.5-tap-symbol.yaml::Llanowar Elves that arrived this turn can't tap for mana"
  rulecheck trace --html kharn.html rulings/cards/kharn-the-betrayer/combat.yaml`,
		Args: args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTrace(args[0], cardDirs, html, s)
		},
	}
	cardsFlag(cmd, &cardDirs)
	cmd.Flags().StringVar(&html, "html", "", "also write the trace as a self-contained HTML page to this file")
	return cmd
}

func runTrace(arg string, cardDirs []string, html string, s Streams) error {
	file, name, named := strings.Cut(arg, "::")
	scenarios, diags, err := selection{paths: []string{file}, cardDirs: cardDirs}.load()
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
		picked, err := scenarioNamed(scenarios, file, name)
		if err != nil {
			return err
		}
		scenarios = []*scenario.Scenario{picked}
	}
	data, _ := os.ReadFile(file)
	lines := strings.Split(string(data), "\n")
	run := &report.Run{}
	var traces []*htmlreport.Trace
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
		if html != "" {
			traces = append(traces, htmlreport.Record(sc, lines)) // the engine is deterministic: the same run again
		}
	}
	if html != "" {
		if err := writePage(html, func(w io.Writer) error { return htmlreport.WriteTrace(w, traces) }); err != nil {
			return err
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
	t.printf("action %d at %s: %s\n", i+1, a.Pos, source.Written(t.lines, a.Pos))
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

// scenarioNamed finds a scenario of a file by name: exactly, else
// case-insensitively with diacritics folded, with a "did you mean" when
// nothing matches.
func scenarioNamed(scenarios []*scenario.Scenario, file, name string) (*scenario.Scenario, error) {
	var all []string
	var folded []*scenario.Scenario
	for _, sc := range scenarios {
		if sc.Name == name {
			return sc, nil
		}
		if names.Fold(sc.Name) == names.Fold(name) {
			folded = append(folded, sc)
		}
		all = append(all, sc.Name)
	}
	if len(folded) == 1 {
		return folded[0], nil
	}
	quoted := make([]string, len(all))
	for i, n := range all {
		quoted[i] = strconv.Quote(n)
	}
	return nil, usageErrorf("%s has no scenario named %q%s; its scenarios are %s", file, name, names.DidYouMean(name, all), strings.Join(quoted, ", "))
}
