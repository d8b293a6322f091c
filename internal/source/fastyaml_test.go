package source

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// libraryDocuments is what the YAML library reads from text: the roots
// of its documents that are not empty, as Reader.decode keeps them.
func libraryDocuments(text []byte) ([]*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(text))
	var roots []*yaml.Node
	for {
		var n yaml.Node
		err := dec.Decode(&n)
		if errors.Is(err, io.EOF) {
			return roots, nil
		}
		if err != nil {
			return nil, err
		}
		if root := documentRoot(&n); root != nil {
			roots = append(roots, root)
		}
	}
}

// nodeDifference names the first difference between two trees in what
// fastDocuments promises to make as the library does (everything but
// comments), or "".
func nodeDifference(path string, got, want *yaml.Node) string {
	if got.Kind != want.Kind || got.Style != want.Style || got.Tag != want.Tag || got.Value != want.Value ||
		got.Anchor != want.Anchor || got.Alias != nil || want.Alias != nil ||
		got.Line != want.Line || got.Column != want.Column || len(got.Content) != len(want.Content) {
		return fmt.Sprintf("%s: got kind %d style %d tag %s value %q at %d:%d with %d children; the library: kind %d style %d tag %s value %q at %d:%d with %d children",
			path, got.Kind, got.Style, got.Tag, got.Value, got.Line, got.Column, len(got.Content),
			want.Kind, want.Style, want.Tag, want.Value, want.Line, want.Column, len(want.Content))
	}
	for i := range got.Content {
		if d := nodeDifference(fmt.Sprintf("%s/%d", path, i), got.Content[i], want.Content[i]); d != "" {
			return d
		}
	}
	return ""
}

// fastDifference reads text with fastDocuments and, unless it declines,
// with the library, and names the first difference, or "": reading every
// document, and reading the first alone (FirstDocument). It reports
// whether fastDocuments read the text.
func fastDifference(text []byte) (read bool, difference string) {
	roots, ok := fastDocuments(text)
	if !ok {
		return false, ""
	}
	switch first := libraryFirstDocument(text); {
	case first == nil && len(roots) > 0:
		return true, "a first document the library does not read alone"
	case first != nil && len(roots) == 0:
		return true, "no first document; the library reads one"
	case first != nil:
		if d := nodeDifference("the first document", roots[0], first); d != "" {
			return true, d
		}
	}
	want, err := libraryDocuments(text)
	if err != nil {
		return true, "fastDocuments read a text the library refuses: " + err.Error()
	}
	if len(roots) != len(want) {
		return true, fmt.Sprintf("%d documents, the library %d", len(roots), len(want))
	}
	for i := range roots {
		if d := nodeDifference(fmt.Sprint("document ", i+1), roots[i], want[i]); d != "" {
			return true, d
		}
	}
	return true, ""
}

// fastCases are texts fastDocuments reads (read true), each as the library
// does, and texts it leaves to the library (read false).
var fastCases = []struct {
	name string
	text string
	read bool
}{
	{"map", "a: 1\nb: two words\n", true},
	{"nested map", "a:\n  b: 1\n  c:\n    d: x\ne: y\n", true},
	{"list under a key", "a:\n  - x\n  - y\n", true},
	{"list indented as its key", "a:\n- x\n- y\nb: 2\n", true},
	{"map in a list", "- cast: X\n  choose: [a]\n- resolve: all\n", true},
	{"list of lists written as flow", "- [a, b]\n- []\n- {}\n", true},
	{"flow map and list", "start: {turn: {number: 3, active: Ana}, Ana: [Forest, \"{G}\", 'it''s']}\n", true},
	{"flow over lines", "a: [x,\n  y, # a comment\n  z]\n", true},
	{"quoted keys and escapes", "\"a b\": \"say \\\"hi\\\" \\\\ there\"\n'c': 'd'\n", true},
	{"comments everywhere", "# head\na: 1 # one\n\n  # indented\nb: x#y\n", true},
	{"documents", "---\na: 1\n--- # two\nb: 2\n---\n---\n", true},
	{"plain tags", "a: true\nb: NULL\nc: -12\nd: 0\ne: x\nf: False\ng: Ærønaut\n", true},
	{"folded", "r: >-\n  one\n  two\n\n  three\nn: 1\n", true},
	{"folded clipped at the end", "r: >\n  one\n  two\n", true},
	{"folded without a last line feed", "r: >\n  one", true},
	{"literal", "r: |-\n  one\n    more\n\n  two\n", true},
	{"literal clipped", "- |\n  one\n\n\n- x\n", true},
	{"key spaced from its colon", "a : 1\n", true},
	{"columns in characters", "é: [ü, 'ö']\n", true},
	{"a scalar on the line after its key", "a:\n  b\nc: 1\n", true},

	{"an empty value", "a:\nb: 1\n", false},
	{"an empty item", "-\n- x\n", false},
	{"a plain scalar over two lines", "a: one\n  two\n", false},
	{"a quoted scalar over two lines", "a: \"one\n  two\"\n", false},
	{"an anchor and an alias", "a: &x 1\nb: *x\n", false},
	{"a tag", "a: !!str 1\n", false},
	{"a float", "a: 1.5\n", false},
	{"an octal", "a: 012\n", false},
	{"a version-like number", "rules: [603.2]\n", false},
	{"a tilde", "a: ~\n", true},
	{"a merge key", "<<: {a: 1}\n", false},
	{"a tab", "a:\t1\n", false},
	{"a carriage return", "a: 1\r\n", false},
	{"an escape", "a: \"\\n\"\n", false},
	{"keep chomping", "a: |+\n  x\n", false},
	{"an indentation indicator", "a: |2\n  x\n", false},
	{"a blank line opening a block scalar", "a: |\n\n  x\n", false},
	{"a more indented folded line", "a: >\n  x\n    y\n", false},
	{"a complex key", "? a\n: 1\n", false},
	{"a directive", "%YAML 1.2\n---\na: 1\n", false},
	{"a document end", "a: 1\n...\n", false},
	{"a map of one pair in a flow list", "a: [x: 1, y, {z: 2}, w: [b: c], \"q\": 1]\nb:\n- [ k : v ]\n", true},
	{"strings that start as numbers do", "a: +1/+1\nb: 4 damage\nc: .x y\nd: -\"x\"\n", true},
	{"a date", "a: 2024-01-02\n", false},
	{"a date and time", "a: 2024-01-02 10:11:12\n", false},
	{"a hexadecimal number", "a: 0x1F\n", false},
	{"a flow key without a value", "{a, b: 1}\n", false},
	{"a trailing comma", "[a, b,]\n", false},
	{"an unclosed flow list", "a: [x, y\n", false},
	{"a list after a map's value", "a: 1\n- x\n", false},
	{"a badly indented key", "a:\n    b: 1\n  c: 2\n", false},
	{"a colon in a value", "a: b: c\n", false},
	{"a root scalar over two lines", "one\ntwo\n", false},
	{"a list in a list on one line", "- - a\n", false},
	{"a key too long", strings.Repeat("k", 1100) + ": 1\n", false},
	{"too deep", strings.Repeat("[", 200) + strings.Repeat("]", 200) + "\n", false},
	{"a line separator", "a: x\u2028y\n", false},
}

// TestFastDocuments: fastDocuments reads what it says it reads exactly as
// the YAML library does, and leaves the rest to the library.
func TestFastDocuments(t *testing.T) {
	for _, tt := range fastCases {
		t.Run(tt.name, func(t *testing.T) {
			read, d := fastDifference([]byte(tt.text))
			if d != "" {
				t.Fatal(d)
			}
			if read != tt.read {
				t.Errorf("read %v, want %v", read, tt.read)
			}
		})
	}
}

// TestFastDocumentsOnTheProjectsFiles: every YAML file of the project
// (the rulings corpus, test fixtures, docs) that fastDocuments reads, it
// reads as the library does; and it reads nearly every file of the
// corpus, or a run would not be faster for it.
func TestFastDocumentsOnTheProjectsFiles(t *testing.T) {
	root := filepath.Join("..", "..")
	read, corpus, corpusRead := 0, 0, 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || (filepath.Ext(path) != ".yaml" && filepath.Ext(path) != ".yml") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := utf8Text(data)
		if bad, _ := badChar(text); bad >= 0 {
			return nil
		}
		ok, difference := fastDifference(text)
		if difference != "" {
			t.Errorf("%s: %s", path, difference)
		}
		inCorpus := strings.HasPrefix(filepath.ToSlash(path), "../../rulings/")
		if ok {
			read++
			if inCorpus {
				corpusRead++
			}
		}
		if inCorpus {
			corpus++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if corpus == 0 || corpusRead*100 < corpus*97 {
		t.Errorf("fastDocuments read %d of the corpus's %d files; it should read at least 97%%", corpusRead, corpus)
	}
	t.Logf("read %d files, %d of the corpus's %d", read, corpusRead, corpus)
}

// FuzzFastDocuments: whatever fastDocuments reads, the library reads to the
// same nodes.
func FuzzFastDocuments(f *testing.F) {
	for _, tt := range fastCases {
		f.Add(tt.text)
	}
	// and some scenario and card files, for the fuzzer to change
	for _, name := range []string{
		"rulings/cards/clone/copiable-values.yaml",
		"rulings/cards/enchantresss-presence/trigger.yaml",
		"testdata/good/folded-card-names.yaml",
		"rulings/cr/701.19-regenerate.yaml",
		"testdata/cards/kharn-the-betrayer.yaml",
	} {
		if data, err := os.ReadFile(filepath.Join("..", "..", name)); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		data := utf8Text([]byte(text))
		if bad, _ := badChar(data); bad >= 0 {
			return // Documents never hands such a text to the decoder
		}
		if _, d := fastDifference(data); d != "" {
			t.Fatal(d)
		}
	})
}
