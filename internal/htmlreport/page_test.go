package htmlreport

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rulecheck/rulecheck/internal/report"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata")

// load reads the scenarios of a testdata file and the file's lines.
func load(t testing.TB, file string) ([]*scenario.Scenario, []string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := cards.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	scs, diags := scenario.LoadFile(file, data, lib)
	if len(diags) > 0 {
		t.Fatalf("%s does not load: %v", file, diags)
	}
	return scs, strings.Split(string(data), "\n")
}

// tracePage is the trace page of every scenario of a testdata file.
func tracePage(t testing.TB, file string) []byte {
	t.Helper()
	scs, lines := load(t, file)
	var traces []*Trace
	for _, s := range scs {
		traces = append(traces, Record(s, lines))
	}
	var buf bytes.Buffer
	if err := WriteTrace(&buf, traces); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// runPage is the run report page of a testdata file.
func runPage(t testing.TB, file string, opts RunOptions) []byte {
	t.Helper()
	scs, lines := load(t, file)
	run := &report.Run{}
	traces := make([]*Trace, len(scs))
	for i, s := range scs {
		res := scenario.Run(s)
		run.Results = append(run.Results, res)
		if res.Status != scenario.Passed {
			traces[i] = Record(s, lines)
		}
	}
	var buf bytes.Buffer
	if err := WriteRun(&buf, run, traces, opts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestGoldenStructure compares the structure of pages (elements, their
// classes and ids, their text; not the style or script) with golden
// files. go test -update rewrites them.
func TestGoldenStructure(t *testing.T) {
	for _, tc := range []struct {
		name string
		page func(t testing.TB) []byte
	}{
		{"trace-board", func(t testing.TB) []byte { return tracePage(t, "testdata/board.yaml") }},
		{"run-mixed", func(t testing.TB) []byte {
			return runPage(t, "../report/testdata/mixed.yaml", RunOptions{})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := outline(tc.page(t))
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (go test -update writes it)", err)
			}
			if got != string(want) {
				t.Errorf("the page's structure differs from %s (go test -update rewrites it; review the diff):\n%s", golden, firstDifference(string(want), got))
			}
		})
	}
}

// outline parses a page and writes one line per element: its name, id,
// class, role, aria and data attributes, hidden, and its own text, indented
// by depth. Parsing fails on markup that is not well formed, so the outline
// also checks that every element is closed where it should be.
func outline(page []byte) (string, error) {
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	var b strings.Builder
	depth := 0
	var stack []string
	skip := false // inside style or script
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			name := tok.Name.Local
			stack = append(stack, name)
			fmt.Fprintf(&b, "%s<%s", strings.Repeat("  ", depth), name)
			for _, a := range tok.Attr {
				k := a.Name.Local
				if k == "id" || k == "class" || k == "role" || k == "hidden" || k == "for" || k == "href" ||
					strings.HasPrefix(k, "aria-") || strings.HasPrefix(k, "data-") || a.Name.Space == "aria" || a.Name.Space == "data" {
					full := k
					if a.Name.Space != "" {
						full = a.Name.Space + ":" + k
					}
					fmt.Fprintf(&b, " %s=%q", full, a.Value)
				}
			}
			b.WriteString(">\n")
			depth++
			skip = name == "style" || name == "script"
		case xml.EndElement:
			if len(stack) == 0 || stack[len(stack)-1] != tok.Name.Local {
				return "", fmt.Errorf("</%s> closes <%s>", tok.Name.Local, strings.Join(stack, "><"))
			}
			stack = stack[:len(stack)-1]
			depth--
			skip = false
		case xml.CharData:
			text := strings.Join(strings.Fields(string(tok)), " ")
			if text != "" && !skip {
				fmt.Fprintf(&b, "%s%q\n", strings.Repeat("  ", depth), text)
			}
		}
	}
	if len(stack) > 0 {
		return "", fmt.Errorf("unclosed <%s>", strings.Join(stack, "><"))
	}
	return b.String(), nil
}

// firstDifference shows the first line where two texts differ.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  want %s\n  got  %s", i+1, wl, gl)
		}
	}
	return "(no difference)"
}

// TestEscaping: markup in a scenario's name, its ruling, a card's name and
// type line, and an expected value is shown as text, never run.
func TestEscaping(t *testing.T) {
	for name, page := range map[string][]byte{
		"trace": tracePage(t, "testdata/escape.yaml"),
		"run":   runPage(t, "testdata/escape.yaml", RunOptions{}),
	} {
		t.Run(name, func(t *testing.T) {
			if n := bytes.Count(page, []byte("<script")); n != 1 {
				t.Errorf("%d <script elements, want only the page's own", n)
			}
			for _, bad := range []string{"<b>friends", "<img", "</p><script"} {
				if bytes.Contains(page, []byte(bad)) {
					t.Errorf("the page contains %q unescaped", bad)
				}
			}
			for _, want := range []string{
				"&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt; &amp; &lt;b&gt;friends&lt;/b&gt;", // scenario name
				"&lt;script&gt;alert(&#39;card&#39;)&lt;/script&gt; Golem",                            // card name
				"&lt;img src=x onerror=alert(1)&gt;",                                                  // type line
			} {
				if !bytes.Contains(page, []byte(want)) {
					t.Errorf("the page does not show %q", want)
				}
			}
			if _, err := outline(page); err != nil {
				t.Errorf("the page is not well formed: %v", err)
			}
		})
	}
	if !bytes.Contains(tracePage(t, "testdata/escape.yaml"), []byte("&lt;/p&gt;&lt;script&gt;alert(&#39;ruling&#39;)")) {
		t.Error("the trace page does not show the ruling as text")
	}
}

// TestDeterministic: the same input gives the same bytes, and a run page
// shows a duration only when given one, in one place.
func TestDeterministic(t *testing.T) {
	if a, b := tracePage(t, "testdata/board.yaml"), tracePage(t, "testdata/board.yaml"); !bytes.Equal(a, b) {
		t.Error("two trace pages of the same scenario differ")
	}
	a := runPage(t, "../report/testdata/mixed.yaml", RunOptions{})
	b := runPage(t, "../report/testdata/mixed.yaml", RunOptions{})
	if !bytes.Equal(a, b) {
		t.Error("two run pages of the same scenarios differ")
	}
	timed := runPage(t, "../report/testdata/mixed.yaml", RunOptions{Duration: 1234 * time.Millisecond})
	if n := bytes.Count(timed, []byte("1.234s")); n != 1 {
		t.Errorf("the duration appears %d times, want once", n)
	}
	if !bytes.Equal(bytes.Replace(timed, []byte(" in 1.234s"), nil, 1), a) {
		t.Error("a page with a duration differs from one without in more than the duration")
	}
}
