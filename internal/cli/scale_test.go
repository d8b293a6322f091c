package cli

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rulecheck/rulecheck/rulings"
)

var scale = flag.Bool("scale", false, "run TestScale: a generated corpus of 100,000 scenarios (a few minutes)")

// TestScale measures `rulecheck run` (the binary, built by the test) on
// corpora generated from copies of the built-in rulings: peak memory on
// 100,000 scenarios, the cost per scenario at 100,000 against 1,000, and
// -p 2 against -p 1. It runs only with -scale:
//
//	go test ./internal/cli -run TestScale -scale -v
//
// Times are the best of a few runs, since other processes share the
// machine; the load average is logged with them.
func TestScale(t *testing.T) {
	if !*scale {
		t.Skip("run with -scale")
	}
	bin := filepath.Join(t.TempDir(), "rulecheck")
	build := exec.Command("go", "build", "-o", bin, "./cmd/rulecheck")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	small, nSmall := generateCorpus(t, 1_000)
	large, nLarge := generateCorpus(t, 100_000)
	t.Logf("corpora: %d and %d scenarios", nSmall, nLarge)

	best := func(dir string, p int) (time.Duration, int64) {
		var wall time.Duration
		var rss int64
		for i := range 3 {
			w, r := measure(t, bin, dir, p)
			if i == 0 || w < wall {
				wall = w
			}
			rss = max(rss, r)
		}
		return wall, rss
	}
	smallWall, _ := best(small, 1)
	largeWall, largeRSS := best(large, 1)
	largeWall2, largeRSS2 := best(large, 2)
	perSmall := float64(smallWall) / float64(nSmall)
	perLarge := float64(largeWall) / float64(nLarge)
	t.Logf("load average: %s", loadAverage())
	t.Logf("-p 1: %d scenarios %v (%.1f µs each), %d scenarios %v (%.1f µs each): ratio %.2f",
		nSmall, smallWall, perSmall/1e3, nLarge, largeWall, perLarge/1e3, perLarge/perSmall)
	t.Logf("-p 2: %d scenarios %v: -p 1 / -p 2 = %.2f", nLarge, largeWall2, float64(largeWall)/float64(largeWall2))
	t.Logf("peak RSS on %d scenarios: %d MB at -p 1, %d MB at -p 2", nLarge, largeRSS>>20, largeRSS2>>20)
	if limit := int64(150 << 20); max(largeRSS, largeRSS2) > limit {
		t.Errorf("peak RSS %d MB, want under 150 MB", max(largeRSS, largeRSS2)>>20)
	}
	if r := perLarge / perSmall; r > 1.1 {
		t.Errorf("a scenario costs %.2fx at %d scenarios what it costs at %d, want at most 1.1x", r, nLarge, nSmall)
	}
}

// generateCorpus writes copies of the built-in corpus into a directory
// until it holds at least n scenarios, and returns it with the count.
func generateCorpus(t *testing.T, n int) (string, int) {
	t.Helper()
	dir := t.TempDir()
	var files []string
	perCopy := 0
	err := fs.WalkDir(rulings.FS(), rulings.Root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yaml" {
			return err
		}
		data, err := fs.ReadFile(rulings.FS(), p)
		if err != nil {
			return err
		}
		files = append(files, p)
		perCopy += strings.Count("\n"+string(data), "\nname: ")
		return nil
	})
	if err != nil || perCopy == 0 {
		t.Fatalf("the built-in corpus: %v (%d scenarios)", err, perCopy)
	}
	count := 0
	for c := 0; count < n; c++ {
		for _, f := range files {
			data, _ := fs.ReadFile(rulings.FS(), f)
			out := filepath.Join(dir, fmt.Sprintf("c%05d", c), filepath.FromSlash(f))
			if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(out, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		count += perCopy
	}
	return dir, count
}

// measure runs the binary on dir and returns its wall time and peak RSS.
func measure(t *testing.T, bin, dir string, p int) (time.Duration, int64) {
	t.Helper()
	cmd := exec.Command(bin, "run", "-p", fmt.Sprint(p), dir)
	start := time.Now()
	out, err := cmd.Output()
	wall := time.Since(start)
	if err != nil {
		t.Fatalf("rulecheck run -p %d: %v\n%s", p, err, out)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("no resource usage on this system")
	}
	return wall, ru.Maxrss << 10 // kilobytes on Linux
}

func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(data))[:3], " ")
}
