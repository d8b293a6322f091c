package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// scriptDecider answers the engine's decisions from an action's choose:
// list, in the order the rules ask them.
type scriptDecider struct {
	answers []Answer
	next    int
	action  *Action
	// run is the run it answers for: its aliases, and the objects and
	// players an answer may name (see aliasLabel and namesAny).
	run *runner
}

// Decide implements sim.Decider.
func (d *scriptDecider) Decide(g *sim.Game, q sim.Decision) ([]int, error) {
	who := g.Player(q.Player).Name
	legal := legalAnswers(q.Options)
	if d.action == nil || d.next >= len(d.answers) {
		pos := source.Pos{}
		if d.action != nil {
			pos = d.action.Pos
		}
		example := yamlScalar(q.Options[0])
		if q.Order {
			quoted := make([]string, len(q.Options))
			for i, o := range q.Options {
				quoted[i] = yamlScalar(o)
			}
			example = "[" + strings.Join(quoted, ", ") + "]"
		}
		return nil, scriptErrorf(pos, "unanswered decision: %s must choose %s (%s); legal answers: %s; add to this action: choose: [%s]",
			who, q.Question, q.Rule, legal, example)
	}
	ans := d.answers[d.next]
	d.next++
	if ans.By != "" && ans.By != who {
		return nil, scriptErrorf(ans.Pos, "this answer is for %s, but %s decides %s", ans.By, who, q.Question)
	}
	want := 1
	if q.Order {
		want = len(q.Options)
	}
	if len(ans.Pick) != want {
		if q.Order {
			return nil, scriptErrorf(ans.Pos, "%s orders all of %s for %s: answer with a list of %d", who, legal, q.Question, want)
		}
		return nil, scriptErrorf(ans.Pos, "%s chooses one of %s for %s; this answer has %d values", who, legal, q.Question, len(ans.Pick))
	}
	var picked []int
	for _, p := range ans.Pick {
		i := d.match(p, q.Options, picked)
		if i < 0 && d.answersInKind(p, q.Options) {
			// A real answer the rules don't allow: refused like an illegal
			// action, so expect_error can prove the ruling.
			return nil, &sim.Refusal{Action: fmt.Sprintf("answer %q", p), Reasons: []sim.Reason{{
				Text:  fmt.Sprintf("%s chooses %s, and %s is not a legal answer; legal answers: %s", who, q.Question, p, legal),
				Rules: []sim.Rule{q.Rule},
			}}}
		}
		if i < 0 {
			return nil, scriptErrorf(ans.Pos, "%q is not a legal answer: %s chooses %s (%s); legal answers: %s", p, who, q.Question, q.Rule, legal)
		}
		picked = append(picked, i)
	}
	return picked, nil
}

// answersInKind reports whether an answer that matches no option is still
// an answer of the kind asked: a number when the options are numbers (an
// amount of damage), or an object or player of the game. Anything else is
// a mistake in the script, not a choice the rules forbid.
func (d *scriptDecider) answersInKind(answer string, options []string) bool {
	if _, err := strconv.Atoi(answer); err == nil {
		return !slices.ContainsFunc(options, func(o string) bool { _, err := strconv.Atoi(o); return err != nil })
	}
	return d.run.namesAny(answer)
}

// match finds the option an answer names, skipping options already
// picked (an ordering may name two equal-looking options).
func (d *scriptDecider) match(answer string, options []string, picked []int) int {
	if label, ok := d.run.aliasLabel(answer); ok {
		answer = label
	}
	want := normalizeAnswer(answer)
	for i, o := range options {
		if normalizeAnswer(o) == want && !slices.Contains(picked, i) {
			return i
		}
	}
	return -1
}

// unused reports answers left over after an action that succeeded.
func (d *scriptDecider) unused() error {
	if d.next >= len(d.answers) {
		return nil
	}
	ans := d.answers[d.next]
	return scriptErrorf(ans.Pos, "answer %q was not used: the action asked %d question(s) that needed an answer; remove it", strings.Join(ans.Pick, ", "), d.next)
}

// normalizeAnswer makes answers match options written differently: mana
// in any order ("{G}{R}" is "{R}{G}"), a cost announced without hybrid
// symbols in any order ("{W}{1}{W} and 2 life" is "{1}{W}{W} and 2 life"),
// case and diacritics.
func normalizeAnswer(s string) string {
	if strings.Contains(s, "{") { // only then can it be mana; most answers are names
		if m, err := sim.ParseMana(s); err == nil {
			return m.String()
		}
		if cost, life, _ := strings.Cut(s, " and "); strings.HasPrefix(cost, "{") {
			if c, err := sim.ParseManaCost(cost); err == nil {
				return names.Fold(strings.TrimSuffix(c.String()+" and "+life, " and "))
			}
		}
	}
	if len(s) == 1 {
		if m, err := sim.ParseMana("{" + s + "}"); err == nil {
			return m.String()
		}
	}
	return names.Fold(s)
}

// yamlScalar quotes a value when YAML would misread it bare.
// legalAnswers lists a decision's answers for a message: at most maxListed
// of them, an answer with a comma of its own ("2, 1", a division) in
// quotes, so that the list reads unambiguously.
func legalAnswers(options []string) string {
	return firstOf(len(options), func(i int) string {
		if strings.Contains(options[i], ",") {
			return strconv.Quote(options[i])
		}
		return options[i]
	})
}

func yamlScalar(s string) string {
	if strings.ContainsAny(s, "{}[]:,#&*!|>'\"%@`") {
		return fmt.Sprintf("%q", s)
	}
	return s
}
