package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/internal/refdata"
)

const fixtures = "../../testdata/"

func TestCardsCommands(t *testing.T) {
	t.Setenv(envOracle, "")
	t.Setenv(envRulings, "")
	tests := []struct {
		name string
		args []string
		code int
		want []string // parts of stdout, or of stderr when the code is 2
	}{
		{"the library is valid", []string{"cards", "check"}, ExitPassed, []string{"ok Khârn the Betrayer (library/kharn-the-betrayer.yaml:2:1)", " ok, 0 problems"}},
		{"a stale card has a diff", []string{"cards", "check", "--oracle", fixtures + "oracle/cards.jsonl", fixtures + "cards/stale-llanowar-elves.yaml"}, ExitFailed,
			[]string{"STALE Llanowar Elves (../../testdata/cards/stale-llanowar-elves.yaml:3:1)", "  oracle_text:", "    -{T}: Add {G} to your mana pool.", "    +{T}: Add {G}.",
				"words: {T}: Add {G}[- to your mana pool-].", "1 card definition: 0 match, 1 stale"}},
		{"Scryfall reference", []string{"cards", "check", "--oracle", fixtures + "oracle/scryfall-cards.json", fixtures + "cards/kharn-the-betrayer.yaml"}, ExitPassed,
			[]string{"match Khârn the Betrayer", "  unsupported: Berzerker — Khârn the Betrayer attacks or blocks each combat if able. (attack and block requirements)"}},
		{"MTGJSON reference", []string{"cards", "check", "--oracle", fixtures + "oracle/atomic-cards.json", fixtures + "cards/kharn-the-betrayer.yaml"}, ExitPassed,
			[]string{"1 card definition: 1 match, 0 stale"}},
		{"a card the reference lacks", []string{"cards", "check", "--oracle", fixtures + "oracle/cards.jsonl"}, ExitFailed,
			[]string{"UNKNOWN Captivating Glance (library/captivating-glance.yaml:2:1): not in the reference", "match Khârn the Betrayer"}},
		{"--all", []string{"cards", "check", "--all", "--oracle", fixtures + "oracle/cards.jsonl"}, ExitPassed,
			[]string{"unsupported Fire // Ice (../../testdata/oracle/cards.jsonl:3): split card (its characteristics combine both halves (709.4))\n",
				"  land              1 of      1 (100.0%)\n", "\ncards: 3 compiled, 2 unsupported, 5 total\n"}},
		{"broken card files", []string{"cards", "check", fixtures + "cards/broken"}, ExitFailed,
			[]string{"BROKEN ../../testdata/cards/broken/broken.yaml:6:1: unknown key \"abilites\"", "0 card definitions: 0 ok, 2 problems"}},
		{"--all: a truncated reference", []string{"cards", "check", "--all", "--oracle", fixtures + "oracle/truncated.jsonl"}, ExitBadInput,
			[]string{"truncated.jsonl: line 3: the file ends inside this entry (truncated)"}},
		{"--all: a card listed twice", []string{"cards", "check", "--all", "--oracle", fixtures + "oracle/duplicate.jsonl"}, ExitBadInput,
			[]string{"duplicate.jsonl: line 3: Forest is listed again (first at line 1)"}},
		{"--all: a format rulecheck doesn't read", []string{"cards", "check", "--all", "--oracle", fixtures + "oracle/cards.csv"}, ExitBadInput,
			[]string{"cards.csv: line 1: not JSON (expected a Scryfall JSON array, JSON Lines with the same fields, or MTGJSON AtomicCards)"}},
		{"--all: an unknown symbol, an absurdly long line, an empty text", []string{"cards", "check", "--all", "--oracle", fixtures + "oracle/odd-cards.jsonl"}, ExitPassed,
			[]string{"unsupported Odd Symbol (../../testdata/oracle/odd-cards.jsonl:1): mana_cost (mana cost \"{H}\": not supported yet: mana symbol {H})\n",
				"unsupported Long (../../testdata/oracle/odd-cards.jsonl:2): ", "…\": cannot read \"(a line longer than 2000 characters)\" at column 2001\n",
				"cards: 1 compiled, 2 unsupported, 3 total\n"}},
		{"--all: the built-in database", []string{"cards", "check", "--all"}, ExitPassed, []string{"unsupported Mijae Djinn: ", " unsupported, 32565 total\n"}},
		{"a missing reference", []string{"cards", "check", "--oracle", "no-such-file.json"}, ExitBadInput, []string{"no-such-file.json"}},
		{"a reference that is not card data", []string{"cards", "check", "--oracle", fixtures + "oracle/rulings.jsonl"}, ExitBadInput, []string{"has no type_line"}},
		{"a bad format", []string{"cards", "check", "--format", "xml"}, ExitBadInput, []string{`--format "xml"`}},
		{"list", []string{"cards", "list"}, ExitPassed, []string{"NAME", "Llanowar Elves", "Forest", "1 reminder"}},
		{"show, folded name", []string{"cards", "show", "pili-pala"}, ExitPassed,
			[]string{"Pili-Pala  {2}\nArtifact Creature — Scarecrow  1/1", "  compiled     Flying"}},
		{"show, a near miss", []string{"cards", "show", "Pilipala"}, ExitBadInput, []string{`no card "Pilipala" in the library or the Oracle database (did you mean "Pili-Pala"?)`}},
		{"show, a card of the Oracle database", []string{"cards", "show", "air elemental"}, ExitPassed,
			[]string{"Air Elemental  {3}{U}{U}\nCreature — Elemental  4/4\ndefined at the built-in Oracle database", "  compiled     Flying\n", "keyword:"}},
		{"show, an unsupported line and its rulings", []string{"cards", "show", "Mijae Djinn"}, ExitPassed,
			[]string{"  unsupported  Whenever this creature attacks, flip a coin. If you lose the flip, remove this creature from combat and tap it.\n",
				"cannot read \"~ from combat and tap it\" at column 75", "Mijae Djinn@"}},
		{"show with JSON Lines rulings", []string{"cards", "show", "Pili-Pala", "--rulings", fixtures + "oracle/rulings.jsonl"}, ExitPassed,
			// covered or not depends on the corpus; pkg/coverage tests that
			[]string{"Rulings (4):", "  Pili-Pala@2008-05-01#1  ", "      If Pili-Pala is already untapped"}},
		{"show with Scryfall rulings", []string{"cards", "show", "Pili-Pala", "--rulings", fixtures + "oracle/scryfall-rulings.json", "--oracle", fixtures + "oracle/scryfall-cards.json"},
			ExitPassed, []string{"Pili-Pala@2008-05-01#4"}},
		{"Scryfall rulings without card data", []string{"cards", "show", "Pili-Pala", "--rulings", fixtures + "oracle/scryfall-rulings.json"}, ExitBadInput, []string{"oracle_id"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out, errOut)
			}
			where := out
			if tt.code == ExitBadInput {
				where = errOut
			}
			for _, w := range tt.want {
				if !strings.Contains(where, w) {
					t.Errorf("output lacks %q:\n%s", w, where)
				}
			}
		})
	}
}

func TestCardsJSON(t *testing.T) {
	t.Setenv(envOracle, "")
	t.Setenv(envRulings, "")
	code, out, errOut := run("cards", "check", "--format", "json", "--oracle", fixtures+"oracle/cards.jsonl", fixtures+"cards/stale-llanowar-elves.yaml")
	if code != ExitFailed {
		t.Fatalf("exit code %d\n%s", code, errOut)
	}
	var rep checkReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Cards) != 1 || rep.Cards[0].Status != "stale" || rep.Cards[0].Diffs[0].Field != "oracle_text" || rep.Summary.Stale != 1 {
		t.Errorf("report %+v", rep)
	}
	if !strings.HasPrefix(out, "{\n  \"reference\": ") {
		t.Errorf("field order: %s", out)
	}
	code, out, _ = run("cards", "list", "--format", "json")
	var infos []cardInfo
	if err := json.Unmarshal([]byte(out), &infos); err != nil || code != ExitPassed || len(infos) < 17 {
		t.Errorf("cards list --format json: code %d, %d cards, %v", code, len(infos), err)
	}
}

// TestLibraryMatchesOracle checks the embedded library against the real
// Oracle data when it is present (RULECHECK_ORACLE, or
// shared/data/cards.jsonl beside the repository), and that the stale
// fixture is reported against it.
func TestLibraryMatchesOracle(t *testing.T) {
	path := refdata.Find("data/cards.jsonl")
	if path == "" {
		t.Skip("no reference cards.jsonl (set RULECHECK_ORACLE or put it in shared/data beside the repository)")
	}
	code, out, errOut := run("cards", "check", "--oracle", path)
	if code != ExitPassed || !strings.Contains(out, " 0 stale, 0 not in the reference, 0 problems") {
		t.Errorf("the library does not match %s: exit code %d\n%s%s", path, code, out, errOut)
	}
	code, out, _ = run("cards", "check", "--oracle", path, fixtures+"cards/stale-llanowar-elves.yaml")
	if code != ExitFailed || !strings.Contains(out, "+{T}: Add {G}.") {
		t.Errorf("the stale card is not reported: exit code %d\n%s", code, out)
	}
}

// TestOracleTextLimit: every command that reads --oracle refuses a card
// whose Oracle text is over oracle.MaxOracleTextBytes, naming it and its
// line, before compiling anything.
func TestOracleTextLimit(t *testing.T) {
	t.Setenv(envOracle, "")
	t.Setenv(envRulings, "")
	path := filepath.Join(t.TempDir(), "long.jsonl")
	long, err := json.Marshal(map[string]string{"name": "Z Lines", "mana_cost": "{1}", "type_line": "Creature — Bear",
		"power": "2", "toughness": "2", "oracle_text": strings.Repeat("Flying\n", 250_000)})
	if err != nil {
		t.Fatal(err)
	}
	data := `{"name":"Forest","type_line":"Basic Land — Forest","oracle_text":"({T}: Add {G}.)"}` + "\n" + string(long) + "\n"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	want := "--oracle " + path + ": line 2: Z Lines: the Oracle text is 1750000 bytes, over the limit of 8192 bytes (rulecheck's limit: see docs/limits.md)\n"
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"cards check --all", []string{"cards", "check", "--oracle", path, "--all"}},
		{"cards check", []string{"cards", "check", "--oracle", path}},
		{"cards show", []string{"cards", "show", "Forest", "--oracle", path}},
		{"validate", []string{"validate", "--oracle", path}},
		{"run", []string{"run", "--oracle", path}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(tt.args...)
			if code != ExitBadInput || !strings.HasSuffix(errOut, want) {
				t.Errorf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, ExitBadInput, out, errOut)
			}
		})
	}
}
