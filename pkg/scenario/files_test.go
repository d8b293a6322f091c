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
