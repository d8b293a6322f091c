package scenario

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// FuzzBoard builds a random game from the fuzzer's bytes: a board, hands
// and libraries of cards of the built-in library, a pool of mana, then a
// random sequence of actions (mana abilities, casting, activating,
// resolving, advancing, attacking, judge effects). The scenario is written
// as YAML and goes through the loader, so loops, overflows and crashes
// are found by the fuzzer rather than by hand. Refusals and scripting
// errors are expected; a hang, an internal error or a problem without a
// position is a bug.
//
// Seeds are under testdata/fuzz/FuzzBoard; go test -fuzz FuzzBoard explores.
func FuzzBoard(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x02\x01\x05\x03\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f"))
	lib := builtin(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		text := []byte((&boardGen{data: data, lib: lib}).scenario())
		bounded(t, text, func() { loadAndRun(t, "board.yaml", text, lib) })
	})
}

// boardGen turns bytes into a scenario: each choice takes one byte (0
// when the bytes run out), so small changes of the input make small
// changes of the game.
type boardGen struct {
	data []byte
	lib  *cards.Library
	b    strings.Builder
	// objects are the aliases of the permanents and the names of the
	// cards in hands, for actions to name.
	permanents, hand []string
}

func (g *boardGen) next(n int) int {
	if len(g.data) == 0 || n <= 1 {
		return 0
	}
	v := int(g.data[0]) % n
	g.data = g.data[1:]
	return v
}

func (g *boardGen) card() string {
	names := g.lib.Names()
	return names[g.next(len(names))]
}

func (g *boardGen) pick(list []string) string {
	if len(list) == 0 {
		return "Forest"
	}
	return list[g.next(len(list))]
}

var fuzzPlayers = []string{"Ana", "Ben"}

func (g *boardGen) scenario() string {
	fmt.Fprintf(&g.b, "name: fuzzed board\nplayers: [Ana, Ben]\nstart:\n")
	steps := sim.StepNames()
	fmt.Fprintf(&g.b, "  turn: {number: %d, active: %s, step: %s}\n", 1+g.next(5), g.pick(fuzzPlayers), g.pick(steps))
	for _, p := range fuzzPlayers {
		fmt.Fprintf(&g.b, "  %s:\n    life: %d\n    mana: %q\n    battlefield:\n", p, 1+g.next(30), g.mana())
		for i := range 1 + g.next(8) {
			alias := fmt.Sprintf("%s%d", strings.ToLower(p), i)
			name := g.card()
			c, _ := g.lib.Lookup(name)
			if c.Def.HasType("instant") || c.Def.HasType("sorcery") || (c.Def.HasSubtype("Aura") && len(g.permanents) == 0) {
				name = "Forest" // a permanent (110.4b), and an Aura needs something to enchant (303.4a)
			}
			fmt.Fprintf(&g.b, "      - {card: %q, as: %s, tapped: %t", name, alias, g.next(4) == 0)
			if name != "Forest" && c.Def.HasSubtype("Aura") {
				fmt.Fprintf(&g.b, ", attached_to: %s", g.pick(g.permanents))
			}
			g.permanents = append(g.permanents, alias)
			if g.next(4) == 0 {
				fmt.Fprintf(&g.b, ", counters: {\"+1/+1\": %d}", g.next(5))
			}
			if g.next(3) == 0 {
				g.b.WriteString(", arrived: this_turn")
			}
			g.b.WriteString("}\n")
		}
		g.b.WriteString("    hand: [")
		for i := range g.next(4) {
			c := g.card()
			if p == "Ana" {
				g.hand = append(g.hand, c)
			}
			if i > 0 {
				g.b.WriteString(", ")
			}
			fmt.Fprintf(&g.b, "%q", c)
		}
		g.b.WriteString("]\n    library: [Forest, Island, Mountain]\n")
	}
	g.b.WriteString("actions:\n")
	for range 1 + g.next(10) {
		g.action()
	}
	return g.b.String()
}

func (g *boardGen) mana() string {
	var m strings.Builder
	for range g.next(6) {
		m.WriteString("{" + string("WUBRGC"[g.next(6)]) + "}")
	}
	return m.String()
}

// action writes one random action, with random answers to the decisions
// it may ask.
func (g *boardGen) action() {
	by := g.pick(fuzzPlayers)
	switch g.next(10) {
	case 0:
		fmt.Fprintf(&g.b, "  - mana: %s\n", g.pick(g.permanents))
	case 1:
		fmt.Fprintf(&g.b, "  - cast: %q\n    by: %s\n", g.pick(g.hand), by)
		if g.next(2) == 0 {
			fmt.Fprintf(&g.b, "    targets: [%s]\n", g.pick(append(g.permanents, fuzzPlayers...)))
		}
		if g.next(3) == 0 {
			fmt.Fprintf(&g.b, "    x: %d\n", g.next(4))
		}
	case 2:
		fmt.Fprintf(&g.b, "  - activate: %s\n    ability: %d\n", g.pick(g.permanents), 1+g.next(2))
	case 3:
		fmt.Fprintf(&g.b, "  - play: %q\n", g.pick(g.hand))
	case 4:
		fmt.Fprintf(&g.b, "  - resolve: %s\n", []string{"1", "2", "all"}[g.next(3)])
	case 5:
		fmt.Fprintf(&g.b, "  - advance: %s\n", g.pick(sim.StepNames()))
		if g.next(3) == 0 {
			g.b.WriteString("    next_turn: true\n")
		}
	case 6:
		fmt.Fprintf(&g.b, "  - attack: {%s: %s}\n", g.pick(g.permanents), g.pick(fuzzPlayers))
	case 7:
		fmt.Fprintf(&g.b, "  - effect: {damage: {amount: %d, to: %s}}\n", g.next(6), g.pick(append(g.permanents, fuzzPlayers...)))
	case 8:
		fmt.Fprintf(&g.b, "  - effect: {%s: %s}\n", []string{"destroy", "bounce", "exile", "tap", "untap"}[g.next(5)], g.pick(g.permanents))
	case 9:
		fmt.Fprintf(&g.b, "  - effect: {counters: {on: %s, kind: \"+1/+1\", count: %d}}\n", g.pick(g.permanents), g.next(4))
	}
	if g.next(3) == 0 {
		fmt.Fprintf(&g.b, "    choose: [%s]\n", g.pick(append(g.permanents, "yes", "no", "1", "2", "{G}", "Ana", "Ben")))
	}
}
