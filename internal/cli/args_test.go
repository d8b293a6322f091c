package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPeopleMessages(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name    string
		args    []string
		code    int
		want    string // a part of stdout+stderr
		notWant string
	}{
		{"--version", []string{"--version"}, ExitPassed, "rulecheck ", ""},
		{"trace without a file", []string{"trace"}, ExitBadInput, "rulecheck trace needs 1 argument (usage: rulecheck trace FILE[::NAME]", "arg(s)"},
		{"trace with two files", []string{"trace", "a.yaml", "b.yaml"}, ExitBadInput, `takes at most 1 argument, and was given 2: "a.yaml" "b.yaml"`, "arg(s)"},
		{"new with two files", []string{"new", "--card", "Forest", "a", "b"}, ExitBadInput, "rulecheck new takes at most 1 argument", "arg(s)"},
		{"schema with two kinds", []string{"schema", "card", "scenario"}, ExitBadInput, "rulecheck schema takes at most 1 argument", "arg(s)"},
		{"cards list with an argument", []string{"cards", "list", "x"}, ExitBadInput, `rulecheck cards list takes no arguments, and was given "x"`, "arg(s)"},
		{"a number flag given a word", []string{"run", "-p", "x"}, ExitBadInput, `--parallel "x": the value must be a whole number`, "strconv"},
		// 0 is no way to turn the size limit off: it used to mean the default
		{"--max-file-size 0", []string{"run", "--max-file-size", "0", "testdata/pass.yaml"}, ExitBadInput,
			`--max-file-size "0": the value must be a whole number of at least 1 (see rulecheck run --help)`, "passed"},
		{"--max-file-size -1", []string{"validate", "--max-file-size=-1", "testdata/pass.yaml"}, ExitBadInput,
			`--max-file-size "-1": the value must be a whole number of at least 1 (see rulecheck validate --help)`, "scenarios valid"},
		{"--max-file-size given a word", []string{"run", "--max-file-size", "4MB"}, ExitBadInput, `--max-file-size "4MB": the value must be a whole number (see`, "strconv"},
		{"--max-file-size 1", []string{"run", "--max-file-size", "1", "testdata/pass.yaml"}, ExitBadInput, "over the limit of 1 bytes", ""},
		{"--junit into a missing directory", []string{"run", "--junit", filepath.Join(dir, "no", "such", "r.xml"), "testdata/pass.yaml"}, ExitBadInput, "--junit " + filepath.Join(dir, "no", "such", "r.xml") + ": can't write there", "passed"},
		{"a misspelt flag", []string{"run", "--formt", "json"}, ExitBadInput, `unknown flag: --formt (did you mean "--format"?)`, ""},
		{"a misspelt subcommand of cards", []string{"cards", "shw", "Forest"}, ExitBadInput, `rulecheck cards has no command "shw" (did you mean "show"?)`, "Usage:"},
		{"cards alone prints its help", []string{"cards"}, ExitPassed, "Available Commands:", ""},
		{"--junit naming a directory", []string{"run", "--junit", dir, "testdata/pass.yaml"}, ExitBadInput, "is a directory", "passed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			all := out + errOut
			if code != tt.code {
				t.Errorf("exit code %d, want %d\n%s", code, tt.code, all)
			}
			if !strings.Contains(all, tt.want) {
				t.Errorf("output lacks %q:\n%s", tt.want, all)
			}
			if tt.notWant != "" && strings.Contains(all, tt.notWant) {
				t.Errorf("output has %q:\n%s", tt.notWant, all)
			}
		})
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("the --junit check left %d files behind", len(entries))
	}
}

func TestNoColorCountsOnlyWhenNotEmpty(t *testing.T) {
	for _, tt := range []struct {
		value string
		color bool
	}{{"", true}, {"1", false}, {"0", false}, {"false", false}} {
		t.Setenv("NO_COLOR", tt.value)
		if got := colorAllowed(); got != tt.color {
			t.Errorf("NO_COLOR=%q: colors allowed %v, want %v", tt.value, got, tt.color)
		}
	}
}

func TestNameLookupsFold(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"trace NAME folded", []string{"trace", "../../docs/examples/first-ruling.yaml::LLANOWAR ELVES that arrived this turn can't tap for mana"}, ExitPassed, "1 passed"},
		{"trace NAME near miss", []string{"trace", "../../docs/examples/first-ruling.yaml::Llanowar Elves that arived this turn can't tap for mana"}, ExitBadInput, `(did you mean "Llanowar Elves that arrived this turn can't tap for mana"?)`},
		{"new --card folded", []string{"new", "--card", "kharn the betrayer"}, ExitPassed, "name: Khârn the Betrayer"},
		{"new --card near miss", []string{"new", "--card", "Kharn the Betrayr"}, ExitBadInput, `did you mean "Khârn the Betrayer"`},
		{"schema kind in capitals", []string{"schema", "Card"}, ExitPassed, "card"},
		{"schema kind near miss", []string{"schema", "scenaro"}, ExitBadInput, `did you mean "scenario"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Errorf("exit %d, want %d and %q in:\n%s%s", code, tt.code, tt.want, out, errOut)
			}
		})
	}
}
