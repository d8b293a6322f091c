package htmlreport

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/scenario"
	"github.com/rulecheck/rulecheck/rulings"
)

// maxPage is the most a trace page of one corpus scenario may weigh.
const maxPage = 1 << 20

// corpusPages renders the trace page of every scenario of the built-in
// corpus, and returns the largest and the smallest.
func corpusPages(t testing.TB) (largest, smallest []byte, largestID, smallestID string) {
	t.Helper()
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	fsys := rulings.FS()
	files, err := scenario.CollectFiles(fsys, []string{rulings.Root})
	if err != nil {
		t.Fatal(err)
	}
	scs, diags := scenario.LoadFiles(fsys, files, lib)
	if len(diags) > 0 {
		t.Fatalf("the corpus does not load: %v", diags)
	}
	for _, s := range scs {
		data, err := fs.ReadFile(fsys, s.File)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WriteTrace(&buf, []*Trace{Record(s, strings.Split(string(data), "\n"))}); err != nil {
			t.Fatal(err)
		}
		if largest == nil || buf.Len() > len(largest) {
			largest, largestID = buf.Bytes(), s.ID
		}
		if smallest == nil || buf.Len() < len(smallest) {
			smallest, smallestID = buf.Bytes(), s.ID
		}
	}
	return largest, smallest, largestID, smallestID
}

// TestCorpusPageSize: the trace page of the largest corpus scenario stays
// under 1 MB.
func TestCorpusPageSize(t *testing.T) {
	largest, smallest, id, _ := corpusPages(t)
	if len(largest) >= maxPage {
		t.Errorf("the trace page of %s is %d bytes, over 1 MB", id, len(largest))
	}
	t.Logf("largest trace page: %s, %d bytes (smallest %d bytes)", id, len(largest), len(smallest))
}

// BenchmarkChromiumLoad opens the trace page of the largest corpus scenario
// (and, as the baseline, of the smallest) from disk in headless Chromium
// and reports the time from the start of the navigation to the second
// animation frame after the load event, as the browser measures it
// (ms/render): parsing, script, style, layout and the first paint. Compare
// the two in the same run:
//
//	go test ./internal/htmlreport -run '^$' -bench ChromiumLoad -benchtime 20x
func BenchmarkChromiumLoad(b *testing.B) {
	largest, smallest, largestID, smallestID := corpusPages(b)
	br := startBrowser(b, 1200, 900)
	dir := b.TempDir()
	for _, tc := range []struct {
		name, id string
		page     []byte
	}{{"smallest", smallestID, smallest}, {"largest", largestID, largest}} {
		file := filepath.Join(dir, tc.name+".html")
		if err := os.WriteFile(file, tc.page, 0o644); err != nil {
			b.Fatal(err)
		}
		if err := br.open("file://" + file); err != nil { // warm up: the first page a browser opens is slower
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			b.Logf("%s: %d bytes", tc.id, len(tc.page))
			total := 0.0
			for b.Loop() {
				if err := br.open("file://" + file); err != nil {
					b.Fatal(err)
				}
				var ms float64
				if err := br.eval(rendered, &ms); err != nil {
					b.Fatal(err)
				}
				total += ms
			}
			b.ReportMetric(total/float64(b.N), "ms/render")
			b.SetBytes(int64(len(tc.page)))
		})
	}
}

// rendered waits for the second animation frame, when the first frame has
// been painted, and is the time since the navigation started, in ms.
const rendered = `new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now()))))`
