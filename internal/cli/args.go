package cli

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/spf13/cobra"
)

// flagName finds the long flag names in a command's flag usages.
var flagName = regexp.MustCompile(`(?m)^\s+(?:-\w, )?--([\w-]+)`)

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
		case cause == errAtLeastOne.Error():
			kind = "a whole number of at least 1"
		}
		return usageErrorf("%s %s: the value must be %s (see %s --help)", name, value, kind, cmd.CommandPath())
	}
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		var known []string
		for _, m := range flagName.FindAllStringSubmatch(cmd.Flags().FlagUsages(), -1) {
			known = append(known, m[1])
		}
		if hint := names.DidYouMean(name, known); hint != "" {
			return usageErrorf("%s%s (see %s --help)", msg, strings.Replace(hint, `"`, `"--`, 1), cmd.CommandPath())
		}
	}
	return usageErrorf("%s (see %s --help)", msg, cmd.CommandPath())
}

// groupCommands makes each command that only groups subcommands (cards)
// refuse an unknown subcommand, with a "did you mean", instead of printing
// its help and exiting 0; with no argument it prints its help.
func groupCommands(cmd *cobra.Command) {
	for _, c := range cmd.Commands() {
		groupCommands(c)
	}
	if !cmd.HasSubCommands() || cmd.Runnable() || !cmd.HasParent() {
		return
	}
	cmd.Args = cobra.ArbitraryArgs
	cmd.RunE = func(cmd *cobra.Command, given []string) error {
		if len(given) == 0 {
			return cmd.Help()
		}
		var subs []string
		for _, c := range cmd.Commands() {
			subs = append(subs, c.Name())
		}
		return usageErrorf("%s has no command %q%s; its commands are %s (see %s --help)", cmd.CommandPath(), given[0], names.DidYouMean(given[0], subs), strings.Join(subs, ", "), cmd.CommandPath())
	}
}
