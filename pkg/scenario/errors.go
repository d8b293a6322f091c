package scenario

import (
	"fmt"

	"github.com/rulecheck/rulecheck/internal/source"
)

// scriptError is a mistake in the scenario found while running it: an
// ambiguous reference, an unanswered decision, an unused answer.
type scriptError struct {
	pos source.Pos
	msg string
}

func (e *scriptError) Error() string { return e.msg }

func scriptErrorf(pos source.Pos, format string, args ...any) *scriptError {
	return &scriptError{pos: pos, msg: fmt.Sprintf(format, args...)}
}

// failure is a disagreement between the scenario and the simulator that
// stops the run, such as an action refused without expect_error.
type failure struct {
	pos source.Pos
	msg string
}

func (e *failure) Error() string { return e.msg }
