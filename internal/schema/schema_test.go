package schema

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// yamlDocs decodes every YAML document of a file into JSON-like values.
func yamlDocs(t *testing.T, data []byte) []any {
	t.Helper()
	var out []any
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var v any
		err := dec.Decode(&v)
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if v != nil {
			out = append(out, v)
		}
	}
}

// files lists the .yaml files under dir.
func files(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".yaml") {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("no .yaml files in %s", dir)
	}
	return out
}

// TestCorpusValidates checks every scenario file of the corpus and of
// testdata/good, and every card file of the library, against the schemas.
func TestCorpusValidates(t *testing.T) {
	scenarioV, err := New(Scenario())
	if err != nil {
		t.Fatal(err)
	}
	cardV, err := New(Card())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join("..", "..")
	sets := []struct {
		dir string
		v   *Validator
	}{
		{filepath.Join(root, "rulings"), scenarioV},
		{filepath.Join(root, "testdata", "good"), scenarioV},
		{filepath.Join(root, "internal", "cli", "testdata"), scenarioV},
		{filepath.Join(root, "pkg", "cards", "library"), cardV},
	}
	for _, set := range sets {
		if _, err := os.Stat(set.dir); err != nil {
			continue // another part of the tree may not exist yet
		}
		for _, file := range files(t, set.dir) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			for i, doc := range yamlDocs(t, data) {
				for _, e := range set.v.Validate(doc) {
					t.Errorf("%s (document %d): %s", file, i+1, e)
				}
			}
		}
	}
}

func TestValidatorFindsProblems(t *testing.T) {
	v, err := New(Scenario())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, yaml, want string
	}{
		{"valid", "name: x\nplayers: [Ana, Ben]\n", ""},
		{"missing players", "name: x\n", `missing required key "players"`},
		{"unknown top key", "name: x\nplayers: [Ana, Ben]\nexpected: {}\n", `unknown key "expected"`},
		{"one player", "name: x\nplayers: [Ana]\n", "at least 2 items"},
		{"bad step", "name: x\nplayers: [A, B]\nstart: {turn: {step: main}}\n", `main is not one of`},
		{"bad field type", "name: x\nplayers: [A, B]\nexpect: {A: {life: lots}}\n", "$.expect.A.life: expected integer, found string"},
		{"unknown verb", "name: x\nplayers: [A, B]\nactions: [{tap: Forest}]\n", `$.actions[0]: unknown key "tap"`},
		{"negative count", "name: x\nplayers: [A, B]\nexpect: {A: {hand: -1}}\n", "matches none"},
		{"two effects", "name: x\nplayers: [A, B]\nactions: [{effect: {tap: X, untap: X}}]\n", "at most 1 keys"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			docs := yamlDocs(t, []byte(tt.yaml))
			got := strings.Join(v.Validate(docs[0]), "\n")
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("Validate = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCardSchemaIsTheCardDefinition(t *testing.T) {
	v, err := New(Card())
	if err != nil {
		t.Fatal(err)
	}
	docs := yamlDocs(t, []byte("name: X\ntype_line: Land\nmana_cost: 3\nbogus: 1\n"))
	got := strings.Join(v.Validate(docs[0]), "\n")
	for _, want := range []string{`unknown key "bogus"`, "$.mana_cost: expected string"} {
		if !strings.Contains(got, want) {
			t.Errorf("Validate = %q, want %q", got, want)
		}
	}
}
