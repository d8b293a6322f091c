package sim

import (
	"fmt"
	"strings"
)

// modesText names the modes chosen for a modal spell or ability (700.2a),
// 1-based and in the order chosen, each with its text, for the event log:
// ` choosing mode 1 ("..."), mode 3 ("...")`. It is "" when nothing is
// modal.
func modesText(a *Ability, modes []int) string {
	if a == nil || len(modes) == 0 {
		return ""
	}
	parts := make([]string, len(modes))
	for i, m := range modes {
		parts[i] = fmt.Sprintf("mode %d (%q)", m+1, strings.TrimPrefix(a.Modes[m].Text, "• "))
	}
	return " choosing " + strings.Join(parts, ", ")
}

// ChosenModes lists the modes chosen for a stack item, 1-based, in the
// order chosen; nil when it is not modal.
func (it *StackItem) ChosenModes() []int {
	if len(it.Modes) == 0 {
		return nil
	}
	out := make([]int, len(it.Modes))
	for i, m := range it.Modes {
		out[i] = m + 1
	}
	return out
}
