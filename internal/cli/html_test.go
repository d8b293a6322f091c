package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHTMLFlags: trace --html and run --html write a page beside their
// usual output, with the same exit code; run's page is the same bytes at
// any -p with --no-durations; a page that can't be written is a usage
// error that leaves nothing behind.
func TestHTMLFlags(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	t.Chdir(filepath.Join("..", ".."))
	dir := t.TempDir()
	page := func(name string) string { return filepath.Join(dir, name) }
	read := func(file string) string {
		t.Helper()
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}

	tests := []struct {
		name string
		args []string
		code int
		file string
		want []string // in the page
	}{
		{"trace", []string{"trace", "--html", page("trace.html"), mixed + "::Forest taps for {G}"}, ExitPassed, page("trace.html"),
			[]string{"<title>Forest taps for {G} · rulecheck trace</title>", `data-label="Forest"`, "Step 3 of 3: Final expectation"}},
		{"run-p1", []string{"run", "--html", page("run1.html"), "--no-durations", "-p", "1", mixed}, ExitBadInput, page("run1.html"),
			[]string{"1 passed, 2 failed, 1 errors</strong></p>", "Where it failed: Action 3", "Scenarios that passed (1)"}},
		{"run-p4", []string{"run", "--html", page("run4.html"), "--no-durations", "-p", "4", mixed}, ExitBadInput, page("run4.html"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errBuf bytes.Buffer
			code := Main(tt.args, Streams{Out: &out, Err: &errBuf})
			if code != tt.code {
				t.Fatalf("exit code %d, want %d\n%s%s", code, tt.code, out.String(), errBuf.String())
			}
			got := read(tt.file)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("the page does not contain %q", w)
				}
			}
		})
	}
	if read(page("run1.html")) != read(page("run4.html")) {
		t.Error("run --html at -p 1 and -p 4 wrote different pages")
	}

	var out, errBuf bytes.Buffer
	missing := filepath.Join(dir, "no-such-dir", "page.html")
	code := Main([]string{"run", "--html", missing, mixed}, Streams{Out: &out, Err: &errBuf})
	if code != ExitBadInput || !strings.Contains(errBuf.String(), "--html:") {
		t.Errorf("--html into a missing directory: exit %d, stderr %q; want 2 and a --html: message", code, errBuf.String())
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("a page was written into a missing directory")
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".rulecheck-*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}
