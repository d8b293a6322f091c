package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
)

// args checks a command's positional arguments with a message for people:
// what the command takes (its usage line) and what it was given, instead
// of cobra's "accepts 1 arg(s)": at least least arguments and at most
// most.
func args(least, most int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, given []string) error {
		if len(given) >= least && len(given) <= most {
			return nil
		}
		var what string
		switch {
		case len(given) < least:
			what = "needs " + pluralize(least, "argument")
		case most == 0:
			what = "takes no arguments, and was given " + quoteArgs(given)
		default:
			what = fmt.Sprintf("takes at most %s, and was given %d: %s", pluralize(most, "argument"), len(given), quoteArgs(given))
		}
		return usageErrorf("%s %s (usage: %s; see rulecheck %s --help)", cmd.CommandPath(), what, cmd.UseLine(), strings.TrimPrefix(cmd.CommandPath(), "rulecheck "))
	}
}

func quoteArgs(given []string) string {
	q := make([]string, len(given))
	for i, a := range given {
		q[i] = strconv.Quote(a)
	}
	return strings.Join(q, " ")
}

// flagError rewrites pflag's parse errors for people: a flag's bad value is
// named with the kind of value it takes.
func flagError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	// pflag: invalid argument "x" for "-p, --parallel" flag: strconv.ParseInt: parsing "x": invalid syntax
	if rest, ok := strings.CutPrefix(msg, "invalid argument "); ok {
		value, flagPart, _ := strings.Cut(rest, " for ")
		name, cause, _ := strings.Cut(flagPart, " flag: ")
		name = strings.Trim(name, `"`)
		if i := strings.LastIndex(name, ", "); i >= 0 {
			name = name[i+2:]
		}
		kind := "a valid value"
		switch {
		case strings.Contains(cause, "ParseInt"):
			kind = "a whole number"
		case strings.Contains(cause, "ParseBool"):
			kind = "true or false"
		}
		return usageErrorf("%s %s: the value must be %s (see %s --help)", name, value, kind, cmd.CommandPath())
	}
	return usageErrorf("%s (see %s --help)", msg, cmd.CommandPath())
}
