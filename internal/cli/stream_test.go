package cli

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// forestTaps is a passing scenario named name.
func forestTaps(name string) string {
	return "name: " + name + `
players: [Ana, Ben]
start:
  Ana:
    battlefield: [Forest]
actions:
  - mana: Forest
expect:
  Ana: {mana: "{G}"}
`
}

// panickyFS serves a MapFS, except that reading the file named boom
// panics: a crash while loading.
type panickyFS struct {
	fstest.MapFS
	boom string
}

func (p panickyFS) Open(name string) (fs.File, error) {
	f, err := p.MapFS.Open(name)
	if err != nil || name != p.boom {
		return f, err
	}
	return panickyFile{f}, nil
}

type panickyFile struct{ fs.File }

func (panickyFile) Read([]byte) (int, error) { panic("the disk caught fire") }

// TestStreamContainsPanics proves that a panic while loading one file or
// running one scenario is reported as an internal error of that file or
// scenario (exit 3), that every other scenario still runs and is
// reported, in input order, and that the report is the same at any
// parallelism.
func TestStreamContainsPanics(t *testing.T) {
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	fsys := panickyFS{MapFS: fstest.MapFS{}, boom: "c/broken.yaml"}
	var files []string
	for i := range 6 {
		f := fmt.Sprintf("c/%d.yaml", i)
		fsys.MapFS[f] = &fstest.MapFile{Data: []byte(forestTaps(fmt.Sprintf("one %d", i)) + "---\n" + forestTaps(fmt.Sprintf("two %d", i)))}
		files = append(files, f)
	}
	fsys.MapFS["c/broken.yaml"] = &fstest.MapFile{Data: []byte(forestTaps("never read"))}
	files = append(files[:3], append([]string{"c/broken.yaml"}, files[3:]...)...)
	c := &corpus{fsys: fsys, files: files, lib: lib, maxSize: scenario.DefaultMaxFileSize}

	// The scenario "one 4" panics in the runner, as an engine bug would.
	play := func(s *scenario.Scenario) *scenario.Result {
		if s.Name == "one 4" {
			var m map[string]int
			m["crash"]++ // assignment to a nil map
		}
		return scenario.Run(s)
	}
	var want string
	for _, p := range []int{1, 2, 8} {
		var b strings.Builder
		var counts report.Counts
		stats := c.stream(streamOptions{parallel: p, shard: shard{1, 1}, play: play}, sink{
			problems: func(ds source.Diagnostics) { fmt.Fprintln(&b, "problems:", ds) },
			result: func(res *scenario.Result, _ *scenario.Scenario) {
				counts.Add(res)
				fmt.Fprintln(&b, res.Status, res.ID)
				if res.Problem != nil {
					fmt.Fprintln(&b, "  ", res.Problem)
				}
			},
		})
		got := b.String()
		if counts.Passed != 11 || counts.Internal != 2 || stats.picked != 12 {
			t.Errorf("-p %d: %+v (picked %d), want 11 passed and 2 internal errors (the broken file, one scenario)\n%s", p, counts, stats.picked, got)
		}
		if err := exitCode(counts); err == nil || err.(*exitError).code != ExitInternal {
			t.Errorf("-p %d: exit %v, want %d", p, err, ExitInternal)
		}
		for _, part := range []string{
			"PASS c/2.yaml::two 2\nINTERNAL ERROR c/broken.yaml\n   c/broken.yaml:1:1: internal error in rulecheck while loading c/broken.yaml (please report it): the disk caught fire\nPASS c/3.yaml::one 3",
			"INTERNAL ERROR c/4.yaml::one 4\n   c/4.yaml:1:1: internal error in rulecheck while running c/4.yaml::one 4 (please report it): assignment to entry in nil map\nPASS c/4.yaml::two 4",
		} {
			if !strings.Contains(got, part) {
				t.Errorf("-p %d: the report lacks\n%s\nin\n%s", p, part, got)
			}
		}
		if want == "" {
			want = got
		} else if got != want {
			t.Errorf("-p %d: the report differs from -p 1:\n%s\nwant\n%s", p, got, want)
		}
	}
}

// TestStreamFailFastAndShards checks the cut of --fail-fast and the
// numbering of --shard across files, at several parallelisms.
func TestStreamFailFastAndShards(t *testing.T) {
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{}
	var files []string
	for i := range 5 {
		f := fmt.Sprintf("c/%d.yaml", i)
		fsys[f] = &fstest.MapFile{Data: []byte(forestTaps(fmt.Sprintf("a%d", i)) + "---\n" + forestTaps(fmt.Sprintf("b%d", i)))}
		files = append(files, f)
	}
	c := &corpus{fsys: fsys, files: files, lib: lib, maxSize: scenario.DefaultMaxFileSize}
	failB1 := func(s *scenario.Scenario) *scenario.Result {
		res := scenario.Run(s)
		if s.Name == "b1" {
			res.Status = scenario.Failed
		}
		return res
	}
	collect := func(o streamOptions) (string, streamStats) {
		var ids []string
		stats := c.stream(o, sink{problems: func(source.Diagnostics) {}, result: func(res *scenario.Result, _ *scenario.Scenario) { ids = append(ids, res.Name) }})
		return strings.Join(ids, " "), stats
	}
	for _, p := range []int{1, 3, 16} {
		got, stats := collect(streamOptions{parallel: p, shard: shard{1, 1}, failFast: true, play: failB1})
		if got != "a0 b0 a1 b1" || stats.notRun != 6 {
			t.Errorf("-p %d --fail-fast: ran %q, %d not run; want a0 b0 a1 b1 and 6 not run", p, got, stats.notRun)
		}
		got, stats = collect(streamOptions{parallel: p, shard: shard{2, 3}, play: scenario.Run})
		if got != "b0 a2 b3" || stats.matched != 10 || stats.picked != 3 {
			t.Errorf("-p %d --shard 2/3: ran %q (%+v); want b0 a2 b3 of 10", p, got, stats)
		}
	}
}
