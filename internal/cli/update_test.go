package cli

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/rulecheck/rulecheck/rulings"
)

// copyDir copies the .yaml files of the embedded corpus under dir.
func copyCorpus(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := fs.WalkDir(rulings.FS(), rulings.Root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(rulings.FS(), p)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		files[dst] = data
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// breakable is an expected scalar of the corpus that can be changed.
type breakable struct {
	file      string
	line, col int
	old, new  string
}

// breakables lists expected booleans and integers of the corpus, at most
// one per scenario, each with a wrong value to write instead.
func breakables(t *testing.T, dir string) []breakable {
	t.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	files, err := scenario.CollectFiles(scenario.OSFS{}, []string{filepath.Join(dir, "rulings")})
	if err != nil {
		t.Fatal(err)
	}
	scs, diags := scenario.LoadFiles(scenario.OSFS{}, files, lib)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	var out []breakable
	for _, s := range scs {
		var exps []*scenario.Expectation
		for _, a := range s.Actions {
			if a.Expect != nil {
				exps = append(exps, a.Expect)
			}
		}
		if s.Expect != nil {
			exps = append(exps, s.Expect)
		}
	scan:
		for _, ex := range exps {
			for _, e := range ex.Entries {
				for _, f := range e.Fields {
					b := breakable{file: f.Pos.File, line: f.Pos.Line, col: f.Pos.Col}
					switch v := f.Value.(type) {
					case bool:
						b.old, b.new = fmt.Sprint(v), fmt.Sprint(!v)
					case int:
						b.old, b.new = fmt.Sprint(v), fmt.Sprint(v+7)
					default:
						continue
					}
					out = append(out, b)
					break scan
				}
			}
		}
	}
	return out
}

// TestUpdateRestoresTheCorpus breaks five expected values in a copy of
// rulings/, runs run --update, and wants every file back byte for byte.
func TestUpdateRestoresTheCorpus(t *testing.T) {
	dir := t.TempDir()
	originals := copyCorpus(t, dir)
	all := breakables(t, dir)
	if len(all) < 5 {
		t.Fatalf("only %d breakable values in the corpus", len(all))
	}
	// Five values spread over the corpus.
	var broken []breakable
	for i := range 5 {
		broken = append(broken, all[i*len(all)/5])
	}
	for _, b := range broken {
		data, _ := os.ReadFile(b.file)
		lines := strings.SplitAfter(string(data), "\n")
		l := lines[b.line-1]
		at := len(string([]rune(l)[:b.col-1])) // columns count characters, not bytes
		if !strings.HasPrefix(l[at:], b.old) {
			t.Fatalf("%s:%d:%d: %q does not start with %q", b.file, b.line, b.col, l[at:], b.old)
		}
		lines[b.line-1] = l[:at] + b.new + l[at+len(b.old):]
		if err := os.WriteFile(b.file, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root := filepath.Join(dir, "rulings")
	if code, out, _ := run("run", root); code != ExitFailed || strings.Count(out, "FAIL ") != 5 {
		t.Fatalf("the broken copy: exit %d, want 5 failures\n%s", code, out)
	}
	mtimes := map[string]int64{}
	for f := range originals {
		if info, err := os.Stat(f); err == nil {
			mtimes[f] = info.ModTime().UnixNano()
		}
	}
	code, out, errOut := run("run", "--update", root)
	if code != ExitPassed {
		t.Errorf("run --update: exit %d\n%s%s", code, out, errOut)
	}
	if n := strings.Count(out, "UPDATED "); n != 5 {
		t.Errorf("%d values updated, want 5\n%s", n, out)
	}
	brokenFiles := map[string]bool{}
	for _, b := range broken {
		brokenFiles[b.file] = true
	}
	for f, want := range originals {
		got, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the original after --update", f)
		}
		info, _ := os.Stat(f)
		if !brokenFiles[f] && info.ModTime().UnixNano() != mtimes[f] {
			t.Errorf("%s passed but was rewritten", f)
		}
	}
	leftovers, _ := filepath.Glob(filepath.Join(root, "*", ".rulecheck-update-*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

// TestUpdateComposesWithRun updates only the scenarios --run selects.
func TestUpdateComposesWithRun(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "two.yaml")
	text := `name: first
players: [Ana, Ben]
start:
  Ana: {battlefield: [Forest]}
actions:
  - mana: Forest
expect:
  Ana: {mana: "{U}", life: 3}   # both wrong
---
name: second
players: [Ana, Ben]
expect:
  Ana: {life: 4}
`
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := run("run", "--update", "--run", "first", file)
	if code != ExitPassed {
		t.Errorf("exit %d\n%s", code, out)
	}
	got, _ := os.ReadFile(file)
	want := strings.Replace(text, `"{U}", life: 3`, `"{G}", life: 20`, 1)
	if string(got) != want {
		t.Errorf("after --update --run first:\n%s\nwant:\n%s", got, want)
	}
	for _, line := range []string{`UPDATED ` + file + `:8:15: Ana.mana: "{U}" -> "{G}"`, `UPDATED ` + file + `:8:28: Ana.life: 3 -> 20`} {
		if !strings.Contains(out, line) {
			t.Errorf("output lacks %q:\n%s", line, out)
		}
	}
}
