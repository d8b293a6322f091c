package scenario

import (
	"fmt"
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
}

// Decide implements sim.Decider.
func (d *scriptDecider) Decide(g *sim.Game, q sim.Decision) (int, error) {
	who := g.Player(q.Player).Name
	legal := strings.Join(q.Options, ", ")
	if d.action == nil || d.next >= len(d.answers) {
		pos := source.Pos{}
		if d.action != nil {
			pos = d.action.Pos
		}
		return 0, scriptErrorf(pos, "unanswered decision: %s must choose %s (%s); legal answers: %s; add to this action: choose: [%s]",
			who, q.Question, q.Rule, legal, yamlScalar(q.Options[0]))
	}
	ans := d.answers[d.next]
	d.next++
	if ans.By != "" && ans.By != who {
		return 0, scriptErrorf(ans.Pos, "this answer is for %s, but %s decides %s", ans.By, who, q.Question)
	}
	if len(ans.Pick) != 1 {
		return 0, scriptErrorf(ans.Pos, "%s chooses one of %s for %s; this answer has %d values", who, legal, q.Question, len(ans.Pick))
	}
	want := normalizeAnswer(ans.Pick[0])
	for i, o := range q.Options {
		if normalizeAnswer(o) == want {
			return i, nil
		}
	}
	return 0, scriptErrorf(ans.Pos, "%q is not a legal answer: %s chooses %s (%s); legal answers: %s", ans.Pick[0], who, q.Question, q.Rule, legal)
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
// in any order ("{G}{R}" is "{R}{G}"), case and diacritics.
func normalizeAnswer(s string) string {
	if m, err := sim.ParseMana(s); err == nil && strings.Contains(s, "{") {
		return m.String()
	}
	if m, err := sim.ParseMana("{" + s + "}"); err == nil && len(s) == 1 {
		return m.String()
	}
	return names.Fold(s)
}

// yamlScalar quotes a value when YAML would misread it bare.
func yamlScalar(s string) string {
	if strings.ContainsAny(s, "{}[]:,#&*!|>'\"%@`") {
		return fmt.Sprintf("%q", s)
	}
	return s
}
