package cli

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mixed is a fixture with a passing scenario, a failing one with several
// mismatches, one in error (an unanswered decision) and a refused action.
const mixed = "internal/report/testdata/mixed.yaml"

// TestFormatGoldens runs the report formats, trace and new over fixtures
// and compares each output (exit code, stdout, stderr, and a written
// file) with internal/report/testdata/NAME.golden. Run go test
// ./internal/cli -update to rewrite them.
func TestFormatGoldens(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	t.Setenv("RULECHECK_RULINGS", "")
	t.Chdir(filepath.Join("..", ".."))
	tests := []struct {
		name string
		args []string
		file string // a file the command writes, appended to the golden
	}{
		{"text", []string{"run", mixed}, ""},
		{"text-verbose", []string{"run", "-v", mixed}, ""},
		{"json", []string{"run", "--format", "json", "--no-durations", mixed}, ""},
		{"github", []string{"run", "--format", "github", "-v", mixed}, ""},
		{"junit", []string{"run", "--format", "json", "--no-durations", "--junit", "JUNIT", mixed}, "JUNIT"},
		{"fail-fast", []string{"run", "--fail-fast", "-p", "4", mixed}, ""},
		{"trace", []string{"trace", mixed}, ""},
		{"trace-one", []string{"trace", mixed + "::Forest taps for {G}"}, ""},
		{"new", []string{"new", "--card", "Llanowar Elves", "--players", "3", "--rulings", "internal/report/testdata/rulings.jsonl"}, ""},
		{"new-unknown-card", []string{"new", "--card", "Llanowar Elf"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			written := filepath.Join(t.TempDir(), "out")
			args := make([]string, len(tt.args))
			for i, a := range tt.args {
				args[i] = strings.ReplaceAll(a, "JUNIT", written)
			}
			var out, errBuf bytes.Buffer
			code := Main(args, Streams{Out: &out, Err: &errBuf})
			got := renderGolden(code, out.String(), errBuf.String())
			if tt.file != "" {
				data, err := os.ReadFile(written)
				if err != nil {
					t.Fatal(err)
				}
				got += "-- " + tt.file + " --\n" + string(data)
			}
			checkGolden(t, filepath.Join("internal", "report", "testdata", tt.name+".golden"), got)
		})
	}
}

func checkGolden(t *testing.T, golden, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/cli -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (run go test ./internal/cli -update if the change is intended)\n--- want\n%s\n+++ got\n%s", golden, want, got)
	}
}

// TestParallelOutputIsIdentical runs the whole corpus at -p 1 and -p 8 in
// every format and wants the same bytes.
func TestParallelOutputIsIdentical(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	t.Chdir(filepath.Join("..", ".."))
	for _, format := range []string{"text", "json", "github"} {
		t.Run(format, func(t *testing.T) {
			var outs [2]string
			for i, p := range []string{"1", "8"} {
				junit := filepath.Join(t.TempDir(), "junit.xml")
				code, out, errOut := run("run", "rulings", "-v", "--no-durations", "--format", format, "--junit", junit, "-p", p)
				data, err := os.ReadFile(junit)
				if err != nil {
					t.Fatal(err)
				}
				outs[i] = renderGolden(code, out, errOut) + string(data)
			}
			if outs[0] != outs[1] {
				t.Errorf("-p 1 and -p 8 differ\n--- -p 1\n%s\n+++ -p 8\n%s", outs[0], outs[1])
			}
		})
	}
}

// TestJUnitParses checks that the JUnit report of the corpus is XML with
// one testcase per scenario.
func TestJUnitParses(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	junit := filepath.Join(t.TempDir(), "junit.xml")
	_, out, _ := run("run", "rulings", "-v", "--junit", junit)
	data, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests  int `xml:"tests,attr"`
		Suites []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Name string `xml:"name,attr"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("the JUnit report is not XML: %v", err)
	}
	scenarios := strings.Count(out, "PASS ") + strings.Count(out, "FAIL ")
	cases := 0
	for _, s := range doc.Suites {
		cases += len(s.Cases)
	}
	if cases != scenarios || doc.Tests != scenarios || scenarios == 0 {
		t.Errorf("%d testcases (tests=%d) for %d scenarios", cases, doc.Tests, scenarios)
	}
}

// TestShardsSplitTheCorpus checks that shards are disjoint, cover every
// scenario, and are the same on every run.
func TestShardsSplitTheCorpus(t *testing.T) {
	_, all, _ := run("run", "-v", "-p", "1")
	want := passLines(all)
	seen := map[string]int{}
	for _, sh := range []string{"1/3", "2/3", "3/3"} {
		_, out, _ := run("run", "-v", "--shard", sh)
		_, again, _ := run("run", "-v", "--shard", sh, "-p", "1")
		if out != again {
			t.Errorf("--shard %s differs between runs", sh)
		}
		for _, l := range passLines(out) {
			seen[l]++
		}
	}
	if len(seen) != len(want) {
		t.Errorf("the shards ran %d scenarios, the corpus has %d", len(seen), len(want))
	}
	for l, n := range seen {
		if n != 1 {
			t.Errorf("%s ran in %d shards", l, n)
		}
	}
}

func passLines(out string) []string {
	var lines []string
	for l := range strings.SplitSeq(out, "\n") {
		if strings.HasPrefix(l, "PASS ") || strings.HasPrefix(l, "FAIL ") {
			lines = append(lines, l)
		}
	}
	return lines
}

func TestRunFlagErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"bad format", []string{"run", "--format", "xml"}, "use text, json or github"},
		{"bad shard", []string{"run", "--shard", "4/3"}, "1 <= K <= N"},
		{"bad shard syntax", []string{"run", "--shard", "two"}, "K/N"},
		{"zero parallel", []string{"run", "-p", "0"}, "-p 0: run at least 1 scenario at once"},
		{"negative parallel", []string{"run", "--parallel", "-3"}, "-p -3: run at least 1 scenario at once"},
		{"parallel over the limit", []string{"run", "-p", "33", "testdata/pass.yaml"}, "-p 33: run at most 32 scenarios at once (rulecheck's limit: see docs/commands.md)"},
		{"a million parallel", []string{"run", "-p", "1000000", "testdata/pass.yaml"}, "-p 1000000: run at most 32"},
		{"a million parallel with --update", []string{"run", "-p", "1000000", "--update", "testdata/pass.yaml"}, "-p 1000000: run at most 32"},
		{"update the built-in corpus", []string{"run", "--update"}, "read-only"},
		{"trace a missing scenario", []string{"trace", "testdata/pass.yaml::nope"}, `its scenarios are "Forest taps for {G}"`},
		{"schema of what", []string{"schema", "deck"}, "use scenario or card"},
		{"new without a card", []string{"new"}, "--card"},
		{"new with one player", []string{"new", "--card", "Forest", "--players", "1"}, "2 to 8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(tt.args...)
			if code != ExitBadInput || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 and %q", code, errOut, tt.want)
			}
		})
	}
}

// TestParallelBounds: -p takes 1 to maxParallel, and the default is within.
func TestParallelBounds(t *testing.T) {
	if p := defaultParallel(); p < 1 || p > maxParallel {
		t.Errorf("the default -p is %d", p)
	}
	for _, p := range []string{"1", "2", "32"} {
		t.Run(p, func(t *testing.T) {
			if code, out, errOut := run("run", "-p", p, "testdata/pass.yaml"); code != ExitPassed {
				t.Errorf("exit %d\n%s%s", code, out, errOut)
			}
		})
	}
}

func TestNewWritesARunnableFileAndNeverOverwrites(t *testing.T) {
	file := filepath.Join(t.TempDir(), "elves.yaml")
	if code, _, errOut := run("new", "--card", "llanowar elves", file); code != ExitPassed {
		t.Fatalf("new: exit %d: %s", code, errOut)
	}
	if code, out, _ := run("run", file); code != ExitPassed {
		t.Errorf("the skeleton does not pass: exit %d\n%s", code, out)
	}
	before, _ := os.ReadFile(file)
	code, _, errOut := run("new", "--card", "Forest", file)
	after, _ := os.ReadFile(file)
	if code != ExitBadInput || !strings.Contains(errOut, "already exists") || !bytes.Equal(before, after) {
		t.Errorf("new over an existing file: exit %d, %q; the file changed: %v", code, errOut, !bytes.Equal(before, after))
	}
}

func TestSchemaCommand(t *testing.T) {
	for _, which := range []string{"scenario", "card"} {
		code, out, _ := run("schema", which)
		if code != ExitPassed || !strings.Contains(out, `"$schema"`) {
			t.Errorf("schema %s: exit %d\n%.200s", which, code, out)
		}
	}
}
