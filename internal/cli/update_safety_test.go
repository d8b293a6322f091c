package cli

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// wrongMana is a scenario whose expectation is wrong: Forest adds {G}.
const wrongMana = `name: Forest taps for {G}
players: [Ana, Ben]
start:
  Ana:
    battlefield: [Forest]
actions:
  - mana: Forest
expect:
  Ana: {mana: "{U}"}
`

// TestUpdateRefusesWhatItWouldDamage checks that --update writes nothing
// when a file is a symbolic link, has another hard link or is read-only,
// and says why; and that a file named twice is rewritten once.
func TestUpdateRefusesWhatItWouldDamage(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string) []string // the paths to give
		want  string
	}{
		{"a symbolic link", func(t *testing.T, dir string) []string {
			must(t, os.Symlink("x.yaml", filepath.Join(dir, "link.yaml")))
			return []string{filepath.Join(dir, "link.yaml")}
		}, "is a symbolic link"},
		{"a hard link", func(t *testing.T, dir string) []string {
			must(t, os.Link(filepath.Join(dir, "x.yaml"), filepath.Join(dir, "other.yaml")))
			return []string{filepath.Join(dir, "x.yaml")}
		}, "has 2 hard links"},
		{"a read-only file", func(t *testing.T, dir string) []string {
			must(t, os.Chmod(filepath.Join(dir, "x.yaml"), 0o444))
			return []string{filepath.Join(dir, "x.yaml")}
		}, "is read-only"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "x.yaml")
			must(t, os.WriteFile(file, []byte(wrongMana), 0o644))
			paths := tt.setup(t, dir)
			code, out, errOut := run(append([]string{"run", "--update"}, paths...)...)
			if code != ExitBadInput || !strings.Contains(errOut, tt.want) || !strings.Contains(errOut, "nothing was written") {
				t.Errorf("exit %d, want %d and %q on stderr\n%s%s", code, ExitBadInput, tt.want, out, errOut)
			}
			if data, _ := os.ReadFile(file); string(data) != wrongMana {
				t.Errorf("the file was changed:\n%s", data)
			}
			assertNoTemporaryFiles(t, dir)
		})
	}
}

func TestUpdateOfAFileNamedTwiceRewritesItOnce(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	must(t, os.WriteFile("x.yaml", []byte(wrongMana), 0o644))
	code, out, errOut := run("run", "--update", "x.yaml", "./x.yaml")
	if code != ExitPassed {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if n := strings.Count(out, "UPDATED "); n != 1 {
		t.Errorf("%d UPDATED lines, want 1:\n%s", n, out)
	}
	if data, _ := os.ReadFile("x.yaml"); string(data) != strings.Replace(wrongMana, "{U}", "{G}", 1) {
		t.Errorf("the file is now:\n%s", data)
	}
	assertNoTemporaryFiles(t, dir)
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("%s holds %v, want x.yaml only", dir, names)
	}
}

func TestUpdateWithCROnlyLineEndings(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cr.yaml")
	must(t, os.WriteFile(file, []byte(strings.ReplaceAll(wrongMana, "\n", "\r")), 0o644))
	code, out, errOut := run("run", "--update", file)
	if code != ExitPassed {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	want := strings.ReplaceAll(strings.Replace(wrongMana, "{U}", "{G}", 1), "\n", "\r")
	if data, _ := os.ReadFile(file); string(data) != want {
		t.Errorf("the file is now %q, want %q", data, want)
	}
}

// TestUpdateDoesNotSuggestItself checks that a value --update can't
// rewrite is reported NOT UPDATED, and that neither the update nor a plain
// run then suggests --update.
func TestUpdateDoesNotSuggestItself(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	dir := t.TempDir()
	file := filepath.Join(dir, "log.yaml")
	scenario := strings.Replace(wrongMana, `  Ana: {mana: "{U}"}`, `  log: ["Forest adds {U}"]`, 1)
	must(t, os.WriteFile(file, []byte(scenario), 0o644))
	for _, args := range [][]string{{"run", "--update", file}, {"run", file}} {
		code, out, _ := run(args...)
		if code != ExitFailed {
			t.Errorf("%v: exit %d, want %d", args, code, ExitFailed)
		}
		if strings.Contains(out, "--update") {
			t.Errorf("%v suggests --update for a value it can't rewrite:\n%s", args, out)
		}
	}
	if _, out, _ := run("run", "--update", file); !strings.Contains(out, "NOT UPDATED") {
		t.Errorf("no NOT UPDATED line:\n%s", out)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// assertNoTemporaryFiles checks that dir holds no temporary file of
// rulecheck's.
func assertNoTemporaryFiles(t *testing.T, dir string) {
	t.Helper()
	for _, name := range dirNames(t, dir) {
		if strings.HasPrefix(name, ".rulecheck") {
			t.Errorf("a temporary file was left behind: %s", name)
		}
	}
}

func TestUpdateRewritesTheNewKeys(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "keys.yaml")
	scenario := `name: Bolt to the last life point
players: [Ana, Ben]
start:
  turn: {number: 3, active: Ana, step: main1}
  Ana: {hand: [Lightning Bolt], mana: "{R}", battlefield: [Forest]}
  Ben: {life: 3}
actions:
  - cast: Lightning Bolt
    targets: [Ben]
  - resolve: Lightning Bolt
expect:
  Ana: {battlefield: [Forest, Forest], won: false}
  game: {over: false, winner: Ben, draw: true}
  Lightning Bolt: {zone: hand}
`
	must(t, os.WriteFile(file, []byte(scenario), 0o644))
	code, out, errOut := run("run", "--update", file)
	if code != ExitPassed {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	data, _ := os.ReadFile(file)
	for _, want := range []string{"Ana: {battlefield: [Forest], won: true}", "game: {over: true, winner: Ana, draw: false}", "Lightning Bolt: {zone: graveyard}"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the file lacks %q:\n%s", want, data)
		}
	}
}

// TestUpdateRefusesAFileChangedDuringTheRun checks that --update rewrites
// a file only if it still holds the bytes whose scenarios ran: the
// positions of the mismatches are theirs.
func TestUpdateRefusesAFileChangedDuringTheRun(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "x.yaml")
	must(t, os.WriteFile(file, []byte(wrongMana), 0o644))
	tests := []struct {
		name   string
		loaded string // the bytes the run loaded; "" for a file it did not load
		want   string // "" for no error
	}{
		{"unchanged", wrongMana, ""},
		{"edited meanwhile", "# a comment added since\n" + wrongMana, "changed while its scenarios ran"},
		{"never loaded", "", "changed while its scenarios ran"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sums := &sync.Map{}
			if tt.loaded != "" {
				sums.Store(file, sha256.Sum256([]byte(tt.loaded)))
			}
			got, err := readUnchanged([]string{file}, sums)
			switch {
			case tt.want == "" && (err != nil || string(got[file]) != wrongMana):
				t.Errorf("got %q, %v; want the file's bytes", got[file], err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}
