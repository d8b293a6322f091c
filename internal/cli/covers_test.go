package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCoversAreCheckedByRunAndValidate(t *testing.T) {
	t.Setenv(envRulings, "")
	dir := t.TempDir()
	file := filepath.Join(dir, "covers.yaml")
	scenario := `name: covers
covers: [CR-107.5, "kharn the betrayer@2022-09-19#1", "Khârn the Betrayer@2022-09-19#9", CR-1075]
players: [Ana, Ben]
`
	if err := os.WriteFile(file, []byte(scenario), 0o644); err != nil {
		t.Fatal(err)
	}
	rulings := fixtures + "oracle/rulings.jsonl"
	tests := []struct {
		name    string
		args    []string
		want    []string
		notWant []string
	}{
		{"validate, the built-in rulings", []string{"validate", file}, []string{file + `:2:90: covers: "CR-1075" names no ruling of the seed catalogue or of the built-in rulings (did you mean "CR-107.5"`,
			file + `:2:55: covers: "Khârn the Betrayer@2022-09-19#9" names no ruling of the seed catalogue or of the built-in rulings`}, []string{"kharn the betrayer@2022-09-19#1\" names"}},
		{"run, the built-in rulings", []string{"run", file}, []string{file + `:2:90: covers: "CR-1075"`, `"Khârn the Betrayer@2022-09-19#9"`}, nil},
		{"validate --rulings", []string{"validate", "--rulings", rulings, file}, []string{file + `:2:55: covers: "Khârn the Betrayer@2022-09-19#9" names no ruling of the seed catalogue or of ` + rulings, `did you mean "Khârn the Betrayer@2022-09-19#1"`, `"CR-1075"`}, []string{"kharn the betrayer@2022-09-19#1\" names"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != ExitBadInput {
				t.Errorf("exit code %d, want %d", code, ExitBadInput)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s%s", w, out, errOut)
				}
			}
			for _, n := range tt.notWant {
				if strings.Contains(out, n) {
					t.Errorf("output has %q:\n%s", n, out)
				}
			}
		})
	}
}
