// Package cli is rulecheck's command line: cobra commands, each an options
// struct filled from flags and a run function that tests call directly
// with captured streams.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Exit codes.
const (
	ExitPassed   = 0 // every scenario passed
	ExitFailed   = 1 // a scenario failed
	ExitBadInput = 2 // bad input or usage
	ExitInternal = 3 // a bug in rulecheck
)

// exitError carries an exit code out of a command; its message, if any, is
// printed on stderr.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func usageErrorf(format string, args ...any) error {
	return &exitError{code: ExitBadInput, msg: fmt.Sprintf(format, args...)}
}

// Streams are where a command writes.
type Streams struct {
	Out, Err io.Writer
}

// isTerminal reports whether w is a terminal, for colors and progress.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// useColor says whether to color output written to w: only on a terminal,
// and never when NO_COLOR is set to a non-empty value
// (https://no-color.org: an empty NO_COLOR does not count).
func useColor(w io.Writer) bool {
	return colorAllowed() && isTerminal(w)
}

// colorAllowed is false when NO_COLOR is set to a non-empty value.
func colorAllowed() bool { return os.Getenv("NO_COLOR") == "" }

// Main runs the command line and returns the exit code.
func Main(args []string, s Streams) int {
	root := newRoot(s)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return ExitPassed
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintln(s.Err, "rulecheck: "+ee.msg)
		}
		return ee.code
	}
	// cobra's own errors: unknown commands and flags, wrong arguments.
	fmt.Fprintln(s.Err, "rulecheck: "+err.Error())
	fmt.Fprintln(s.Err, "Run 'rulecheck --help' for usage.")
	return ExitBadInput
}
