package sim

import (
	"fmt"
	"strings"
)

// Refusal is the answer to an action the rules forbid. It lists every reason,
// most specific first, each with the rules that forbid it; the game is left
// unchanged.
type Refusal struct {
	Action  string // what was tried: "activate <card name>"
	Reasons []Reason
}

// Reason is one rule-backed objection to an action.
type Reason struct {
	Text  string
	Rules []Rule
}

// Error renders "can't ACTION: REASON (CR n, CR m); REASON (CR k)".
func (r *Refusal) Error() string {
	parts := make([]string, len(r.Reasons))
	for i, reason := range r.Reasons {
		parts[i] = reason.Text + " (" + citeRules(reason.Rules) + ")"
	}
	return "can't " + r.Action + ": " + strings.Join(parts, "; ")
}

// Rules lists every rule cited by the refusal, in order, without repeats.
func (r *Refusal) Rules() []Rule {
	var out []Rule
	seen := map[Rule]bool{}
	for _, reason := range r.Reasons {
		for _, rule := range reason.Rules {
			if !seen[rule] {
				seen[rule] = true
				out = append(out, rule)
			}
		}
	}
	return out
}

func citeRules(rules []Rule) string {
	parts := make([]string, len(rules))
	for i, r := range rules {
		parts[i] = r.String()
	}
	return strings.Join(parts, ", ")
}

// refuse builds a refusal when reasons is not empty.
func refuse(action string, reasons []Reason) error {
	if len(reasons) == 0 {
		return nil
	}
	return &Refusal{Action: action, Reasons: reasons}
}

// reason is a shorthand for one Reason.
func reason(rules []Rule, format string, args ...any) Reason {
	return Reason{Text: fmt.Sprintf(format, args...), Rules: rules}
}

// NotSupportedError reports a rule or card feature the engine does not model
// yet. It is never a pass and never the user's mistake.
type NotSupportedError struct{ What string }

func (e *NotSupportedError) Error() string { return "not supported yet: " + e.What }

// BudgetError reports that the step budget ran out: a loop in the game or a
// request that would take unreasonably long.
type BudgetError struct {
	Limit int
	// Depth is set when events causing events went deeper than this.
	Depth int
}

func (e *BudgetError) Error() string {
	if e.Depth > 0 {
		return fmt.Sprintf("events caused events more than %d deep: a loop of mandatory actions, which the rules make a draw (%s)", e.Depth, RuleMandatoryLoop)
	}
	return fmt.Sprintf("the game's step budget of %d is exceeded: a loop of mandatory actions (%s), or more game than a scenario needs", e.Limit, RuleMandatoryLoop)
}
