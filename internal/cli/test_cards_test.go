package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// judgeDir lays out a judge's directory: a card file under cards/, and
// scenarios under rulings/ that use it.
func judgeDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"cards/test-bear.yaml": `name: Test Bear
mana_cost: "{1}{G}"
type_line: Creature — Bear
power: 2
toughness: 2
oracle_text: ""
`,
		"rulings/bear.yaml": `name: A test bear is a 2/2
players: [Ana, Ben]
start:
  Ana: {battlefield: [Test Bear]}
expect:
  Test Bear: {power: 2, toughness: 2}
`,
		"rulings/by-file.yaml": `name: A test bear named by its file
cards: [../cards/test-bear.yaml]
players: [Ana, Ben]
start:
  Ana: {battlefield: [Test Bear]}
expect:
  Ana: {battlefield: [Test Bear]}
`,
		"oracle.jsonl": `{"name":"Test Bear","mana_cost":"{1}{G}","type_line":"Creature — Bear","power":"2","toughness":"2","oracle_text":"Trample"}` + "\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(text), 0o644))
	}
	t.Chdir(dir)
	return dir
}

func TestTestCards(t *testing.T) {
	t.Setenv(envRulings, "")
	t.Setenv(envOracle, "")
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"--cards on run", []string{"run", "--cards", "cards", "rulings"}, ExitPassed, "2 passed, 0 failed"},
		{"--cards on validate", []string{"validate", "--cards", "cards", "rulings"}, ExitPassed, "2 scenarios valid, 0 problems"},
		{"--cards on trace", []string{"trace", "--cards", "cards", "rulings/bear.yaml"}, ExitPassed, "1 passed"},
		{"--cards on coverage", []string{"coverage", "--no-corpus", "--cards", "cards", "rulings"}, ExitPassed, " rulings: 0 covered, "},
		{"a cards: file reference alone", []string{"run", "rulings/by-file.yaml"}, ExitPassed, "1 passed, 0 failed"},
		{"a card file among the scenarios", []string{"run", "cards", "rulings"}, ExitPassed, "2 passed, 0 failed"},
		{"without the cards", []string{"run", "rulings/bear.yaml"}, ExitBadInput, `rulings/bear.yaml:4:23: unknown card "Test Bear"`},
		{"--cards naming nothing", []string{"run", "--cards", "nowhere", "rulings"}, ExitBadInput, "--cards"},
		{"test cards against Oracle data", []string{"validate", "--cards", "cards", "--oracle", "oracle.jsonl", "rulings"}, ExitBadInput,
			`cards/test-bear.yaml:1:1: card "Test Bear": its oracle_text differs from the Oracle text of oracle.jsonl: "" here, "Trample" in the reference`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			judgeDir(t)
			code, out, errOut := run(tt.args...)
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Errorf("exit %d, want %d and %q in:\n%s%s", code, tt.code, tt.want, out, errOut)
			}
		})
	}
}

func TestCardFileReferenceProblems(t *testing.T) {
	t.Setenv(envRulings, "")
	judgeDir(t)
	bad := `name: bad card references
cards: [../cards/missing.yaml, ../rulings/bear.yaml, 3]
players: [Ana, Ben]
`
	must(t, os.WriteFile("rulings/bad.yaml", []byte(bad), 0o644))
	code, out, _ := run("validate", "rulings/bad.yaml")
	for _, want := range []string{
		`rulings/bad.yaml:2:9: card file "../cards/missing.yaml": no such file or directory`,
		`rulings/bad.yaml:2:32: card file "../rulings/bear.yaml" is a scenario file (it has players:), not a card file`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code != ExitBadInput {
		t.Errorf("exit %d, want %d", code, ExitBadInput)
	}
}
