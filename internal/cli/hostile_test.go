package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSpecialFiles runs files that are not regular files, or are too
// large: each is refused at file:1:1 (exit 2) without being read, so
// nothing blocks (a named pipe with no writer) or reads forever (a link to
// /dev/zero), and the other files of the directory still run.
func TestSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a-good.yaml", forestTaps("good"))
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.yaml"), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero.yaml")); err != nil {
			t.Fatal(err)
		}
	}
	write("large.yaml", forestTaps("large")+"# "+strings.Repeat("x", 2000)+"\n")

	type outcome struct {
		code     int
		out, err string
	}
	done := make(chan outcome, 1)
	go func() {
		code, out, errOut := run("run", "--max-file-size", "1000", dir)
		done <- outcome{code, out, errOut}
	}()
	var got outcome
	select {
	case got = <-done:
	case <-time.After(time.Minute):
		t.Fatal("rulecheck run blocked on a special file")
	}
	if got.code != ExitBadInput {
		t.Errorf("exit code %d, want %d", got.code, ExitBadInput)
	}
	wants := []string{
		"fifo.yaml:1:1: not a regular file (a named pipe): rulecheck reads only regular files",
		"large.yaml:1:1: the file is 2130 bytes, over the limit of 1000 bytes (raise it with --max-file-size)",
		"1 passed, 0 failed, ",
	}
	if _, err := os.Lstat(filepath.Join(dir, "zero.yaml")); err == nil {
		wants = append(wants, "zero.yaml:1:1: not a regular file (a character device): rulecheck reads only regular files")
	}
	for _, want := range wants {
		if !strings.Contains(got.out, want) {
			t.Errorf("the report lacks %q:\n%s%s", want, got.out, got.err)
		}
	}
}
