package cli

import (
	"bytes"
	"strings"
	"testing"
)

func run(args ...string) (code int, stdout, stderr string) {
	var out, errBuf bytes.Buffer
	code = Main(args, Streams{Out: &out, Err: &errBuf})
	return code, out.String(), errBuf.String()
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		code       int
		wantOut    string // a part of stdout
		wantStderr string // a part of stderr
	}{
		{"the corpus passes", []string{"run"}, ExitPassed, " passed, 0 failed", ""},
		{"a passing file", []string{"run", "testdata/pass.yaml"}, ExitPassed, "1 passed, 0 failed", ""},
		{"a failing file", []string{"run", "testdata/fail.yaml"}, ExitFailed, `testdata/fail.yaml:9:15: Ana.mana: expected "{U}", got "{G}"`, ""},
		{"a directory", []string{"run", "testdata"}, ExitFailed, "2 passed, 1 failed", ""},
		{"--run filters", []string{"run", "--run", "Forest taps", "testdata"}, ExitPassed, "1 passed, 0 failed", ""},
		{"--run matching nothing", []string{"run", "--run", "no such scenario", "testdata"}, ExitBadInput, "", "matched none"},
		{"a bad --run expression", []string{"run", "--run", "(", "testdata"}, ExitBadInput, "", "--run"},
		{"a missing path", []string{"run", "testdata/missing.yaml"}, ExitBadInput, "", "missing.yaml"},
		{"an unknown flag", []string{"run", "--no-such-flag"}, ExitBadInput, "", "unknown flag"},
		{"an unknown command", []string{"frobnicate"}, ExitBadInput, "", "unknown command"},
		{"validate a valid file", []string{"validate", "testdata/fail.yaml"}, ExitPassed, "1 scenario valid, 0 problems", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out, errOut)
			}
			if !strings.Contains(out, tt.wantOut) {
				t.Errorf("stdout lacks %q:\n%s", tt.wantOut, out)
			}
			if !strings.Contains(errOut, tt.wantStderr) {
				t.Errorf("stderr lacks %q:\n%s", tt.wantStderr, errOut)
			}
		})
	}
}

func TestFailureReportHasDiffAndSummaryLast(t *testing.T) {
	_, out, _ := run("run", "testdata/fail.yaml")
	for _, want := range []string{"FAIL testdata/fail.yaml::Forest does not tap for {U}", "--- expected", "+++ actual", `-  mana: "{U}"`, `+  mana: "{G}"`} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; last != "0 passed, 1 failed" {
		t.Errorf("last line = %q, want the summary", last)
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colors written to a non-terminal")
	}
}
