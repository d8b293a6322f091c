package cli

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/bad and testdata/good")

// TestGolden runs `rulecheck run FILE` on every scenario file of
// testdata/bad and testdata/good (from the module root, so that paths in the
// output are relative and machine-independent) and compares the exit code,
// stdout and stderr with FILE.golden next to it. Bad files must exit nonzero
// and name a file:line:col; good files must exit 0.
func TestGolden(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	t.Setenv(envRulings, "")
	t.Chdir(filepath.Join("..", ".."))
	for _, dir := range []string{"testdata/bad", "testdata/good"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Fatalf("no scenario files in %s", dir)
		}
		for _, file := range files {
			file = filepath.ToSlash(file)
			t.Run(file, func(t *testing.T) {
				var out, errBuf bytes.Buffer
				code := Main([]string{"run", file}, Streams{Out: &out, Err: &errBuf})
				got := renderGolden(code, out.String(), errBuf.String())

				bad := dir == "testdata/bad"
				switch {
				case bad && code == ExitPassed:
					t.Errorf("exit code 0, want nonzero for a bad file\n%s", got)
				case !bad && code != ExitPassed:
					t.Errorf("exit code %d, want 0 for a good file\n%s", code, got)
				}
				if code == ExitInternal {
					t.Errorf("internal error\n%s", got)
				}
				if bad {
					pos := regexp.MustCompile(regexp.QuoteMeta(file) + `:[1-9][0-9]*:[1-9][0-9]*: `)
					if !pos.MatchString(out.String() + errBuf.String()) {
						t.Errorf("no %s:line:col in the output\n%s", file, got)
					}
				}

				checkGolden(t, strings.TrimSuffix(file, ".yaml")+".golden", got)
			})
		}
	}
}

// renderGolden is the content of a golden file: a header line with the exit
// code, then stdout and stderr.
func renderGolden(code int, stdout, stderr string) string {
	return fmt.Sprintf("exit code: %d\n-- stdout --\n%s-- stderr --\n%s", code, stdout, stderr)
}
