package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docBlock is a fenced code block of a Markdown page.
type docBlock struct {
	file, lang, text string
	line             int
}

// docPages lists README.md and docs/*.md, read from the module root.
func docPages(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]string{}
	for _, f := range append([]string{"README.md"}, files...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pages[filepath.ToSlash(f)] = string(data)
	}
	return pages
}

// blocks lists the fenced code blocks of a page.
func blocks(file, page string) []docBlock {
	var out []docBlock
	var cur *docBlock
	for i, line := range strings.Split(page, "\n") {
		switch {
		case cur == nil && strings.HasPrefix(line, "```"):
			cur = &docBlock{file: file, lang: strings.TrimPrefix(line, "```"), line: i + 1}
		case cur != nil && line == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		}
	}
	return out
}

var topLevelPlayers = regexp.MustCompile(`(?m)^players:`)

// TestDocScenariosValidate checks that every scenario snippet of the README
// and docs/ (a YAML block with a top-level players: key) validates, and
// that there is at least one.
func TestDocScenariosValidate(t *testing.T) {
	t.Setenv(envRulings, "")
	t.Chdir(filepath.Join("..", ".."))
	dir := t.TempDir()
	n := 0
	for file, page := range docPages(t) {
		for _, b := range blocks(file, page) {
			if b.lang != "yaml" || !topLevelPlayers.MatchString(b.text) {
				continue
			}
			n++
			path := filepath.Join(dir, "snippet.yaml")
			if err := os.WriteFile(path, []byte(b.text), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			if code := Main([]string{"validate", path}, Streams{Out: &out, Err: &errOut}); code != ExitPassed {
				t.Errorf("%s:%d: the scenario snippet does not validate (exit %d):\n%s%s", b.file, b.line, code, out.String(), errOut.String())
			}
		}
	}
	if n < 3 {
		t.Errorf("found %d scenario snippets in the docs, want the README's and the format's", n)
	}
}

// TestDocCommandsShowTheirOutput runs every "$ go run ./cmd/rulecheck ..."
// line of a console block and compares the output with the lines shown
// after it, and checks that the README's first scenario is the file it
// names.
func TestDocCommandsShowTheirOutput(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	t.Setenv(envRulings, "")
	t.Chdir(filepath.Join("..", ".."))
	n := 0
	for file, page := range docPages(t) {
		for _, b := range blocks(file, page) {
			if b.lang != "console" {
				continue
			}
			cmd, want, ok := strings.Cut(b.text, "\n")
			args, isRun := strings.CutPrefix(cmd, "$ go run ./cmd/rulecheck ")
			if !ok || !isRun {
				t.Errorf("%s:%d: a console block starts with $ go run ./cmd/rulecheck and shows its output", b.file, b.line)
				continue
			}
			n++
			var out, errOut bytes.Buffer
			Main(strings.Fields(args), Streams{Out: &out, Err: &errOut})
			if got := out.String() + errOut.String(); got != want {
				t.Errorf("%s:%d: %s prints\n%s\nnot what the page shows:\n%s", b.file, b.line, cmd, got, want)
			}
		}
	}
	if n == 0 {
		t.Error("no console blocks in the docs")
	}
	readme := docPages(t)["README.md"]
	example, err := os.ReadFile("docs/examples/first-ruling.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(readme, "```yaml\n"+string(example)+"```\n") {
		t.Error("README.md does not show docs/examples/first-ruling.yaml as it is")
	}
}

var (
	// repoPath is a path of the repository written in a page, code or not.
	repoPath = regexp.MustCompile("(?:^|[\\s`(\\[])((?:rulings|pkg|internal|docs|testdata|cmd)/[\\w./-]*\\w)")
	mdLink   = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	heading  = regexp.MustCompile(`(?m)^#{1,6} (.+)$`)
)

// slug is GitHub's anchor for a heading.
func slug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestDocLinksAndTables checks that every relative link of the README and
// docs/ leads to a file of the repository (and an anchor to a heading),
// that no page points outside the clone, and that every table row has the
// cells of its header and no line breaks it.
func TestDocLinksAndTables(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	pages := docPages(t)
	anchors := map[string]map[string]bool{}
	for file, page := range pages {
		anchors[file] = map[string]bool{}
		for _, m := range heading.FindAllStringSubmatch(stripCode(page), -1) {
			anchors[file][slug(m[1])] = true
		}
	}
	for file, page := range pages {
		if strings.Contains(page, "../shared") {
			t.Errorf("%s names ../shared, which is not in a clone", file)
		}
		for _, m := range repoPath.FindAllStringSubmatch(page, -1) {
			if _, err := os.Stat(m[1]); err != nil && !strings.Contains(m[1], "<") {
				t.Errorf("%s shows the path %s, which is not in the repository", file, m[1])
			}
		}
		for _, m := range mdLink.FindAllStringSubmatch(stripCode(page), -1) {
			target := m[1]
			if strings.Contains(target, "://") {
				continue
			}
			path, anchor, _ := strings.Cut(target, "#")
			resolved := file
			if path != "" {
				resolved = filepath.ToSlash(filepath.Join(filepath.Dir(file), path))
				if _, err := os.Stat(resolved); err != nil {
					t.Errorf("%s links to %s, which does not exist", file, target)
					continue
				}
			}
			if anchor != "" && anchors[resolved] != nil && !anchors[resolved][anchor] {
				t.Errorf("%s links to %s: %s has no heading #%s", file, target, resolved, anchor)
			}
		}
		checkTables(t, file, stripCode(page))
	}
}

// stripCode blanks the fenced code blocks of a page, keeping its lines.
func stripCode(page string) string {
	lines := strings.Split(page, "\n")
	in := false
	for i, l := range lines {
		if strings.HasPrefix(l, "```") {
			in = !in
			lines[i] = ""
			continue
		}
		if in {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// cells counts a table row's cells: its unescaped pipes, less one.
func cells(row string) int {
	return strings.Count(row, "|") - strings.Count(row, `\|`) - 1
}

func checkTables(t *testing.T, file, page string) {
	lines := strings.Split(page, "\n")
	header := 0
	for i, l := range lines {
		inTable := strings.HasPrefix(l, "|")
		switch {
		case inTable && header == 0:
			header = cells(l)
		case inTable && cells(l) != header:
			t.Errorf("%s:%d: a table row with %d cells under a header of %d", file, i+1, cells(l), header)
		case !inTable && header > 0 && l != "":
			t.Errorf("%s:%d: this line breaks the table above it (a row must fit on one line)", file, i+1)
			header = 0
		case !inTable:
			header = 0
		}
	}
}
