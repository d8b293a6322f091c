package scenario

import (
	"os"
	"slices"
	"testing"
	"testing/fstest"
)

func TestCollectFilesKeepsTheOrderGiven(t *testing.T) {
	fsys := fstest.MapFS{
		"b.yaml":       {},
		"a.yaml":       {},
		"dir/z.yml":    {},
		"dir/c.yaml":   {},
		"dir/note.txt": {},
	}
	tests := []struct {
		name  string
		roots []string
		want  []string
	}{
		{"files in the order given", []string{"b.yaml", "a.yaml"}, []string{"b.yaml", "a.yaml"}},
		{"a directory in lexical order", []string{"dir"}, []string{"dir/c.yaml", "dir/z.yml"}},
		{"a directory after a file", []string{"b.yaml", "dir", "a.yaml"}, []string{"b.yaml", "dir/c.yaml", "dir/z.yml", "a.yaml"}},
		{"a file named twice is kept first", []string{"a.yaml", "dir", "dir/c.yaml", "a.yaml"}, []string{"a.yaml", "dir/c.yaml", "dir/z.yml"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CollectFiles(fsys, tt.roots)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("CollectFiles(%q) = %q, want %q", tt.roots, got, tt.want)
			}
		})
	}
}

func TestCollectFilesFoldsSpellingsOfOnePath(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("x.yaml", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := CollectFiles(OSFS{}, []string{"x.yaml", "./x.yaml"})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"x.yaml"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestIsCardFile checks how a file is told to be a card file: by its first
// document, which a problem in a later one does not hide.
func TestIsCardFile(t *testing.T) {
	const card = "name: Test Bear\ntype_line: Creature — Bear\npower: 2\ntoughness: 2\n"
	tests := []struct {
		name string
		data string
		want bool
	}{
		{"a card", card, true},
		{"two cards, an invalid byte in the second", card + "---\nname: Test Elk\ntype_line: Creature — \xC3lk\n", true},
		{"a control character in the first card", "name: Test\x01 Bear\ntype_line: Creature — Bear\n", false},
		{"a syntax error in the second card", card + "---\nname: [Test Elk\n", true},
		{"a scenario with inline cards", "name: s\nplayers: [Ana, Ben]\ncards:\n  - " + "{name: Test Bear, type_line: Creature — Bear}\n", false},
		{"an empty first document", "---\n---\n" + card, true},
		{"no type_line", "name: s\nplayers: [Ana, Ben]\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := IsCardFile([]byte(tt.data)); got != tt.want {
				t.Errorf("IsCardFile = %v, want %v", got, tt.want)
			}
		})
	}
}
