package scenario

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
)

// FuzzCardFile compiles arbitrary bytes as a card file, then plays each
// card that compiles: in hand with mana to cast it, and on the battlefield
// (its abilities activated, damage dealt to it, destroyed). Whatever the
// input, compiling must not panic and must place every problem in the
// file, and each game must end within fuzzTimeBound without an internal
// error.
//
// The seeds are the card files of the library and of ../../testdata/cards,
// and testdata/fuzz/FuzzCardFile; go test -fuzz FuzzCardFile explores.
func FuzzCardFile(f *testing.F) {
	for _, root := range []string{filepath.Join("..", "cards", "library"), filepath.Join("..", "..", "testdata", "cards")} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(path)
			if err == nil {
				f.Add(data)
			}
			return err
		})
		if err != nil {
			f.Fatal(err)
		}
	}
	lib := builtin(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		bounded(t, data, func() { playCardFile(t, lib, data) })
	})
}

// playCardFile compiles a card file and plays each new card it defines.
func playCardFile(t *testing.T, lib *cards.Library, data []byte) {
	compiled, diags := cards.ParseFile("card.yaml", data)
	for _, d := range diags {
		checkPos(t, "card.yaml", "diagnostic", d.Pos, d.Msg)
	}
	for _, c := range compiled {
		if c.Def == nil || strings.TrimSpace(c.Name()) == "" {
			t.Errorf("a card without a definition or a name compiled from\n%s", data)
			return
		}
		withCard, errs := lib.With([]*cards.Card{c})
		if len(errs) > 0 {
			continue // a library card's name: nothing new to play
		}
		loadAndRun(t, "play.yaml", []byte(playCard(c.Name())), withCard)
	}
}

// playCard is a file of scenarios that play the card named name every
// way a script can without knowing what it does, one way each, so that
// one refusal does not hide the others.
func playCard(name string) string {
	q := fmt.Sprintf("%q", name)
	const pool = `"{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{C}{C}"`
	docs := []string{
		"name: cast it\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    hand: [" + q + "]\n    mana: " + pool +
			"\n    battlefield: [Forest, Grizzly Bears]\nactions:\n  - cast: " + q + "\n  - resolve: all\n",
	}
	for i, actions := range []string{
		"  - activate: it\n  - resolve: all\n",
		"  - mana: it\n",
		"  - effect: {damage: {amount: 3, to: it}}\n  - resolve: all\n",
		"  - effect: {destroy: it}\n  - resolve: all\n",
		"  - advance: upkeep\n    next_turn: true\n  - resolve: all\n",
	} {
		docs = append(docs, fmt.Sprintf("name: use it %d\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    mana: %s\n"+
			"    battlefield: [{card: %s, as: it}, Forest, Grizzly Bears]\nactions:\n%s", i, pool, q, actions))
	}
	return strings.Join(docs, "---\n")
}
