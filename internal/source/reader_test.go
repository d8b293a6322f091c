package source

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestFields(t *testing.T) {
	tests := []struct {
		name     string
		doc      string
		wantSeen string // keys read, in order
		wantDiag string // part of the only diagnostic, or "" for none
	}{
		{"keys in file order", "b: 2\na: 1\n", "b=2 a=1", ""},
		{"unknown key", "a: 1\nc: 3\n", "a=1", `unknown key "c" in a test (did you mean "a" or "b"?)`},
		{"duplicate key", "a: 1\na: 2\n", "a=1", `duplicate key "a"`},
		{"not a map", "[1, 2]\n", "", "expected a test (a map of key: value), found a list"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Reader{File: "f.yaml"}
			docs := r.Documents([]byte(tt.doc))
			var seen []string
			read := func(key string) Field {
				return Field{Key: key, Read: func(v *yaml.Node) { seen = append(seen, key+"="+v.Value) }}
			}
			r.Fields(docs[0], "a test", read("a"), read("b"))
			if got := strings.Join(seen, " "); got != tt.wantSeen {
				t.Errorf("read %q, want %q", got, tt.wantSeen)
			}
			switch {
			case tt.wantDiag == "" && len(r.Diags) > 0:
				t.Errorf("unexpected diagnostics: %v", r.Diags)
			case tt.wantDiag != "" && (len(r.Diags) != 1 || !strings.Contains(r.Diags[0].Msg, tt.wantDiag)):
				t.Errorf("diagnostics %v, want one containing %q", r.Diags, tt.wantDiag)
			}
		})
	}
}
