package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/coverage"
)

func TestCoverageCommand(t *testing.T) {
	t.Setenv(envOracle, "")
	t.Setenv(envRulings, "")
	seeds, err := coverage.Seeds()
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("coverage")
	if code != ExitPassed {
		t.Fatalf("exit code %d\n%s%s", code, out, errOut)
	}
	for _, s := range seeds {
		if !strings.Contains(out, "\n  "+s.ID+" ") {
			t.Errorf("seed %s not listed", s.ID)
		}
	}
	for _, want := range []string{"Comprehensive Rules\n", "  CR-107.5  covered by ", "      by rulings/cr/107.5-tap-symbol.yaml::", "\nKhârn the Betrayer",
		"  KB-1 = Khârn the Betrayer@2022-09-19#1  "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// The official rulings of the library's cards are built in: no
	// --rulings needed.
	if !strings.Contains(out, "\n  Pili-Pala@2008-05-01#1  ") {
		t.Errorf("the built-in official rulings are not listed:\n%s", out)
	}
}

func TestCoverageFlags(t *testing.T) {
	t.Setenv(envOracle, "")
	t.Setenv(envRulings, "")
	tests := []struct {
		name string
		args []string
		code int
		want []string
		not  []string
	}{
		{"MTGJSON rulings", []string{"coverage", "--rulings", fixtures + "oracle/atomic-cards.json"}, ExitPassed, []string{"Pili-Pala\n  Pili-Pala@2008-05-01#1  ", "27 rulings: "}, nil}, // covered or not depends on the corpus
		{"--uncovered", []string{"coverage", "--no-corpus", "--uncovered", "testdata/covers-107.5.yaml"}, ExitPassed, []string{"CR-106.5"}, []string{"CR-107.5 "}},
		{"--strict", []string{"coverage", "--no-corpus", "--strict", "testdata/covers-107.5.yaml"}, ExitFailed, []string{"uncovered"}, nil},
		{"scenario paths only", []string{"coverage", "--no-corpus", "testdata/pass.yaml"}, ExitPassed, []string{" rulings: 0 covered, "}, nil},
		{"a missing rulings file", []string{"coverage", "--rulings", "no-such-file.jsonl"}, ExitBadInput, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\n%s%s", code, tt.code, out, errOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(out, n) {
					t.Errorf("output has %q:\n%s", n, out)
				}
			}
		})
	}
	code, out, _ := run("coverage", "--format", "json")
	var rep coverage.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != ExitPassed || rep.Total <= 23 {
		t.Errorf("coverage --format json: code %d, total %d, %v", code, rep.Total, err)
	}
}

func TestCoverageOfPathsIncludesTheCorpus(t *testing.T) {
	t.Setenv(envOracle, "")
	t.Setenv(envRulings, "")
	mine := "      by internal/cli/testdata/covers-107.5.yaml::"
	corpus := "      by rulings/cr/107.5-tap-symbol.yaml::"
	tests := []struct {
		name        string
		args        []string
		has, hasNot []string
	}{
		{"paths and the corpus", []string{"coverage", "testdata/covers-107.5.yaml"}, []string{corpus}, nil},
		{"--no-corpus", []string{"coverage", "--no-corpus", "testdata/covers-107.5.yaml"}, nil, []string{corpus}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != ExitPassed {
				t.Fatalf("exit code %d\n%s%s", code, out, errOut)
			}
			out = strings.ReplaceAll(out, "      by testdata/", "      by internal/cli/testdata/")
			if !strings.Contains(out, mine) {
				t.Errorf("output lacks the scenario of the path:\n%s", out)
			}
			for _, want := range tt.has {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q", want)
				}
			}
			for _, not := range tt.hasNot {
				if strings.Contains(out, not) {
					t.Errorf("output has %q", not)
				}
			}
		})
	}
}
