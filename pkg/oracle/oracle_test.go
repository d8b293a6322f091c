package oracle

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func fixture(t testing.TB, name string) *os.File {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", "oracle", name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func TestReadCardsFormats(t *testing.T) {
	for _, file := range []string{"cards.jsonl", "scryfall-cards.json", "atomic-cards.json"} {
		t.Run(file, func(t *testing.T) {
			cards, err := ReadCards(fixture(t, file))
			if err != nil {
				t.Fatal(err)
			}
			if len(cards) != 5 {
				t.Fatalf("%d cards, want 5", len(cards))
			}
			ix := NewIndex(cards)
			tests := []struct {
				lookup, name, field, want string
				exact                     bool
			}{
				{"Llanowar Elves", "Llanowar Elves", "oracle_text", "{T}: Add {G}.", true},
				{"Llanowar Elves", "Llanowar Elves", "power", "1", true},
				{"Kharn the Betrayer", "Khârn the Betrayer", "mana_cost", "{3}{R}", false},
				{"khârn the betrayer", "Khârn the Betrayer", "type_line", "Legendary Creature — Astartes Berserker", false},
				{"Ice", "Ice", "oracle_text", "Tap target permanent.\nDraw a card.", true},
				{"Fire", "Fire", "mana_cost", "{1}{R}", true},
				{"Forest", "Forest", "oracle_text", "({T}: Add {G}.)", true},
			}
			for _, tt := range tests {
				c, exact := ix.Lookup(tt.lookup)
				if c == nil {
					t.Errorf("Lookup(%q) found nothing", tt.lookup)
					continue
				}
				got := map[string]string{"mana_cost": c.ManaCost, "type_line": c.TypeLine, "power": c.Power, "oracle_text": c.OracleText}[tt.field]
				if c.Name != tt.name || exact != tt.exact || got != tt.want {
					t.Errorf("Lookup(%q) = %q (exact %v) %s %q, want %q (exact %v) %q", tt.lookup, c.Name, exact, tt.field, got, tt.name, tt.exact, tt.want)
				}
			}
			if c, _ := ix.Lookup("Llanowar Elfs"); c != nil {
				t.Errorf("a near miss found %q", c.Name)
			}
			if got := ix.DidYouMean("Llanowar Elfs"); !strings.Contains(got, `"Llanowar Elves"`) {
				t.Errorf("DidYouMean = %q", got)
			}
		})
	}
}

func TestReadBadInput(t *testing.T) {
	tests := []struct{ name, input, want string }{
		{"not JSON", "hello", "line 1: not JSON (expected a Scryfall JSON array, JSON Lines with the same fields, or MTGJSON AtomicCards)"},
		{"CSV", "name,type_line\nForest,Basic Land\n", "line 1: not JSON"},
		{"empty", "", "the file is empty"},
		{"a scalar", `42`, "line 1: not card data: expected a Scryfall JSON array"},
		{"no name", `{"date":"2020-01-01","text":"x"}`, "line 1: entry 1 is not a card: it has no name"},
		{"rulings as cards", `{"name":"Forest","date":"2020-01-01","text":"x"}`, "has no type_line"},
		{"truncated", "{\"name\":\"Forest\",\"type_line\":\"Basic Land\"}\n{\"name\":\"Island\",\"type_line\":\"Basic", "line 2: the file ends inside this entry (truncated)"},
		{"malformed on line 3", "{\"name\":\"A\",\"type_line\":\"Land\"}\n\n{\"name\":\"B\",, \"type_line\":\"Land\"}\n", "line 3: malformed JSON"},
		{"a truncated array", "[\n{\"name\":\"A\",\"type_line\":\"Land\"},\n{\"name\":\"B\"", "line 3: the file ends inside this entry (truncated)"},
		{"an array never closed", "[", "line 1: the file ends inside this entry (truncated)"},
		{"a duplicate", "{\"name\":\"A\",\"type_line\":\"Land\"}\n{\"name\":\"A\",\"type_line\":\"Land\"}\n", "line 2: A is listed again (first at line 1)"},
		{"JSON Lines whose first key is data", "{\"data\":\"x\",\"name\":\"A\",\"type_line\":\"Land\"}\n{\"data\":{\"y\":1},\"name\":\"B\"}\n", "line 2: entry 2 (B) is not a card: it has no type_line"},
		{"a wrong type", "{\"name\":\"A\",\"type_line\":3}", "line 1: json: cannot unmarshal number"},
		{"a wrong type on line 3", "{\"name\":\"A\",\"type_line\":\"Land\"}\n{\"name\":\"B\",\"type_line\":\"Land\"}\n{\"name\": 3}\n", "line 3: json: cannot unmarshal number"},
		{"a wrong type in a pretty-printed array", "[\n  {\n    \"name\": \"A\",\n    \"type_line\": \"Land\"\n  },\n  {\n    \"name\": \"B\",\n    \"power\": 2\n  }\n]\n", "line 8: json: cannot unmarshal number"},
		{"a wrong type in an MTGJSON card", "{\"meta\": {},\n \"data\": {\n  \"A\":\n   [{\"name\": \"A\",\n     \"type\": 3}]}}", "line 5: MTGJSON card A: json: cannot unmarshal number"},
		{"a wrong type in an array", "[\n{\"name\":\"A\",\"type_line\":\"Land\"},\n{\"name\":\"B\",\n\"power\": 3}]", "line 4: json: cannot unmarshal number"},
		{"an Oracle text over the limit", "{\"name\":\"A\",\"type_line\":\"Land\"}\n{\"name\":\"Z\",\"type_line\":\"Instant\",\"oracle_text\":\"" + strings.Repeat("x", MaxOracleTextBytes+1) + "\"}\n",
			"line 2: Z: the Oracle text is 8193 bytes, over the limit of 8192 bytes (rulecheck's limit: see docs/limits.md)"},
		{"a face's Oracle text over the limit", "[{\"name\":\"F // G\",\"type_line\":\"Instant // Instant\",\"card_faces\":[{\"name\":\"F\",\"type_line\":\"Instant\"},\n{\"name\":\"G\",\"type_line\":\"Instant\",\"oracle_text\":\"" + strings.Repeat("x\\n", 5000) + "\"}]}]",
			"line 1: G: the Oracle text is 10000 bytes, over the limit of 8192 bytes"},
		{"an MTGJSON text over the limit", `{"meta":{},"data":{"Z":[{"name":"Z","type":"Instant","text":"` + strings.Repeat("x", 9000) + `"}]}}`,
			"line 1: Z: the Oracle text is 9000 bytes, over the limit of 8192 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadCards(strings.NewReader(tt.input))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// TestOracleTextAtTheLimit: a text of exactly MaxOracleTextBytes is read.
func TestOracleTextAtTheLimit(t *testing.T) {
	for _, text := range []string{"", strings.Repeat("x", MaxOracleTextBytes), strings.Repeat("Flying\n", MaxOracleTextBytes/7)} {
		cs, err := ReadCards(strings.NewReader(`{"name":"A","type_line":"Instant","oracle_text":` + strconv.Quote(text) + "}\n"))
		if err != nil || len(cs) != 1 || cs[0].OracleText != text {
			t.Errorf("a text of %d bytes: %v", len(text), err)
		}
	}
}

func TestReadRulingsFormats(t *testing.T) {
	scryfall, err := ReadCards(fixture(t, "scryfall-cards.json"))
	if err != nil {
		t.Fatal(err)
	}
	byID := NewIndex(scryfall).NameByOracleID()
	for _, file := range []string{"rulings.jsonl", "scryfall-rulings.json", "atomic-cards.json"} {
		t.Run(file, func(t *testing.T) {
			rs, err := ReadRulings(fixture(t, file), byID)
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != 8 {
				t.Fatalf("%d rulings, want 8", len(rs))
			}
			want := []struct{ id, text string }{
				{"Khârn the Betrayer@2022-09-19#1", "An opponent gaining control of it is part of the replacement effect"},
				{"Khârn the Betrayer@2022-09-19#4", "You lose control of Khârn the Betrayer"},
				{"Pili-Pala@2008-05-01#1", "If Pili-Pala is already untapped"},
			}
			for _, w := range want {
				found := false
				for _, r := range rs {
					if r.ID == w.id {
						found = true
						if !strings.HasPrefix(r.Text, w.text) {
							t.Errorf("%s: text %q, want it to start %q", w.id, r.Text, w.text)
						}
					}
				}
				if !found {
					t.Errorf("no ruling %s", w.id)
				}
			}
		})
	}
	if _, err := ReadRulings(fixture(t, "scryfall-rulings.json"), nil); err == nil || !strings.Contains(err.Error(), "oracle_id") {
		t.Errorf("Scryfall rulings without card data: error %v, want one about oracle_id", err)
	}
}

func TestRulingKey(t *testing.T) {
	tests := []struct {
		id, key string
		ok      bool
	}{
		{"Khârn the Betrayer@2022-09-19#1", "kharn the betrayer@2022-09-19#1", true},
		{"KHARN THE BETRAYER@2022-09-19#1", "kharn the betrayer@2022-09-19#1", true},
		{"CR-107.5", "", false},
		{"Forest@2020-01-01", "", false},
		{"@2020-01-01#1", "", false},
		{"Forest@2020-01-01#x", "", false},
	}
	for _, tt := range tests {
		key, ok := RulingKey(tt.id)
		if key != tt.key || ok != tt.ok {
			t.Errorf("RulingKey(%q) = %q, %v; want %q, %v", tt.id, key, ok, tt.key, tt.ok)
		}
	}
}

func TestCompare(t *testing.T) {
	ref := &Card{Name: "Llanowar Elves", ManaCost: "{G}", TypeLine: "Creature — Elf Druid", Power: "1", Toughness: "1", OracleText: "{T}: Add {G}."}
	tests := []struct {
		name   string
		def    Definition
		fields []string
		lines  []string
		words  string
	}{
		{"same", Definition{"Llanowar Elves", "{G}", "Creature — Elf Druid", "1", "1", "{T}: Add {G}."}, nil, nil, ""},
		{"old wording", Definition{"Llanowar Elves", "{G}", "Creature — Elf Druid", "1", "1", "{T}: Add {G} to your mana pool."},
			[]string{"oracle_text"}, []string{"-{T}: Add {G} to your mana pool.", "+{T}: Add {G}."}, "{T}: Add {G}[- to your mana pool-]."},
		{"several fields", Definition{"llanowar elves", "{1}{G}", "Creature — Elf", "1", "1", "{T}: Add {G}.\nFlying"},
			[]string{"name", "mana_cost", "type_line", "oracle_text"}, []string{" {T}: Add {G}.", "-Flying"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			diffs := Compare(tt.def, ref)
			var fields []string
			for _, d := range diffs {
				fields = append(fields, d.Field)
			}
			if strings.Join(fields, ",") != strings.Join(tt.fields, ",") {
				t.Fatalf("fields %v, want %v", fields, tt.fields)
			}
			if len(diffs) == 0 {
				return
			}
			last := diffs[len(diffs)-1]
			if strings.Join(last.Lines, "\n") != strings.Join(tt.lines, "\n") {
				t.Errorf("diff\n%s\nwant\n%s", strings.Join(last.Lines, "\n"), strings.Join(tt.lines, "\n"))
			}
			if last.Words != tt.words {
				t.Errorf("words %q, want %q", last.Words, tt.words)
			}
		})
	}
}

func TestCheckAll(t *testing.T) {
	cards, err := ReadCards(fixture(t, "cards.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defs := []Definition{
		{Name: "Forest", TypeLine: "Basic Land — Forest", OracleText: "({T}: Add {G}.)"},
		{Name: "Llanowar Elves", ManaCost: "{G}", TypeLine: "Creature — Elf Druid", Power: "1", Toughness: "1", OracleText: "{T}: Add {G} to your mana pool."},
		{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", OracleText: "Fire deals 2 damage divided as you choose among one or two targets."},
		{Name: "Grizzly Bears", ManaCost: "{1}{G}", TypeLine: "Creature — Bear", Power: "2", Toughness: "2"},
	}
	results := CheckAll(NewIndex(cards), defs)
	var got []string
	for _, r := range results {
		got = append(got, r.Name+":"+string(r.Status))
	}
	want := "Llanowar Elves:stale Khârn the Betrayer:lacking Fire:match Forest:match Pili-Pala:lacking Grizzly Bears:unknown"
	if strings.Join(got, " ") != want {
		t.Errorf("CheckAll = %s\nwant %s", strings.Join(got, " "), want)
	}
	if c := Count(results); c != (Counts{Match: 2, Stale: 1, Lacking: 2, Unknown: 1}) {
		t.Errorf("Count = %+v", c)
	}
}

func TestReadCardsBOMAndDataKey(t *testing.T) {
	cards, err := ReadCards(strings.NewReader("\xef\xbb\xbf{\"name\":\"A\",\"type_line\":\"Land\"}\n\n{\"name\":\"B\",\"type_line\":\"Land\"}\n"))
	if err != nil || len(cards) != 2 || cards[1].Line != 3 {
		t.Fatalf("a BOM: %v, %d cards", err, len(cards))
	}
	cards, err = ReadCards(strings.NewReader(`{"data":{"x":1},"name":"A","type_line":"Land"}` + "\n"))
	if err != nil || len(cards) != 1 || cards[0].Name != "A" {
		t.Fatalf("JSON Lines with a data key: %v, %v", err, cards)
	}
}

// TestCompareLongLine checks that a one-line field past MaxWordDiffBytes
// gets its line diff and no word diff, whose time would grow with the
// length times the differences.
func TestCompareLongLine(t *testing.T) {
	var lib, ref []string
	for i := range 20000 {
		lib = append(lib, fmt.Sprintf("w%d", i*7%1009))
		ref = append(ref, fmt.Sprintf("x%d", i*13%1013))
	}
	def := Definition{Name: "Long", OracleText: strings.Join(lib, " ")}
	diffs := Compare(def, &Card{Name: "Long", OracleText: strings.Join(ref, " ")})
	if len(diffs) != 1 || diffs[0].Field != "oracle_text" {
		t.Fatalf("diffs %+v, want one of oracle_text", diffs)
	}
	if diffs[0].Words != "" || len(diffs[0].Lines) != 2 {
		t.Errorf("words %d bytes and %d diff lines, want no words and 2 lines", len(diffs[0].Words), len(diffs[0].Lines))
	}
}

// TestReferenceFileTooLarge: a reference file over MaxReferenceBytes is
// refused without being read (the file is sparse: it takes no disk).
func TestReferenceFileTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(MaxReferenceBytes + 1); err != nil {
		t.Fatal(err)
	}
	for name, read := range map[string]func() error{
		"cards":   func() error { _, err := ReadCards(f); return err },
		"rulings": func() error { _, err := ReadRulings(f, nil); return err },
	} {
		if err := read(); err == nil || !strings.Contains(err.Error(), "over the limit of 268435456 bytes for reference data") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// hideLen hides a reader's Len method, as a pipe or a network stream has
// none.
type hideLen struct{ io.Reader }

// TestReadingCostsWhatIsRead: a reference text is read in pieces that
// start at its size or small, so looking up one card (as every scenario
// does) does not cost a megabyte; and a text in several pieces is read
// whole.
func TestReadingCostsWhatIsRead(t *testing.T) {
	card := func(i int) string {
		return fmt.Sprintf(`{"name": "Forest %d", "type_line": "Basic Land — Forest", "oracle_text": "({T}: Add {G}.)"}`+"\n", i)
	}
	one, many := card(0), ""
	for i := range 1000 { // about 90 KB: several pieces
		many += card(i)
	}
	tests := []struct {
		name      string
		text      string
		reader    func(string) io.Reader
		cards     int
		bytesEach uint64 // the most a read may allocate, beyond what it decodes
	}{
		{"one card, sized", one, func(s string) io.Reader { return strings.NewReader(s) }, 1, 16 << 10},
		{"one card, unsized", one, func(s string) io.Reader { return hideLen{strings.NewReader(s)} }, 1, 16 << 10},
		{"many cards, unsized", many, func(s string) io.Reader { return hideLen{strings.NewReader(s)} }, 1000, 2 << 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			const reads = 20
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for range reads {
				cards, err := ReadCards(tt.reader(tt.text))
				if err != nil {
					t.Fatal(err)
				}
				if len(cards) != tt.cards {
					t.Fatalf("%d cards, want %d", len(cards), tt.cards)
				}
			}
			runtime.ReadMemStats(&after)
			if each := (after.TotalAlloc - before.TotalAlloc) / reads; each > tt.bytesEach {
				t.Errorf("a read allocated %d bytes, want at most %d", each, tt.bytesEach)
			}
		})
	}
}
