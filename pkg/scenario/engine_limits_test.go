package scenario

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestEngineLimits holds the hostile cases whose fix belongs to the engine
// core (pkg/sim). Each must end within a minute, without an internal
// error, with the status it wants (and a problem citing the rule given).
func TestEngineLimits(t *testing.T) {
	lib := builtin(t)
	// Each card drawn among 100,000 objects used to cost time in
	// proportion to them all; the checked build does, on purpose.
	drawnLibrary := 99_997
	if checkedBuild {
		drawnLibrary = 2_000
	}
	tests := []struct {
		name, scenario string
		want           Status
		rule           string // a rule the problem that stopped the run cites
	}{
		{
			name: "a prevention effect that damages its own permanent",
			want: Failed, rule: "104.4b", // a loop of mandatory actions is a draw
			scenario: `name: prevention loop
players: [Ana, Ben]
cards:
  - name: Test Ouroboros
    mana_cost: "{1}"
    type_line: Artifact Creature — Snake
    power: 1
    toughness: 1
    oracle_text: If damage would be dealt to this creature, prevent that damage. This creature deals 1 damage to itself.
    abilities:
      - oracle: If damage would be dealt to this creature, prevent that damage. This creature deals 1 damage to itself.
        static:
          prevent_damage_to_self:
            then:
              - damage: {amount: 1, to: this}
start:
  Ana:
    battlefield: [Test Ouroboros]
actions:
  - effect: {damage: {amount: 1, to: Test Ouroboros}}
expect:
  game: {over: true, draw: true, winner: none}
`,
		},
		{
			name: "40 Mana Reflections",
			want: Passed, // each Mana Reflection doubles the mana (106.12b): 2^40, kept as a count
			scenario: `name: Mana Reflections double and double again
players: [Ana, Ben]
start:
  Ana:
    battlefield:
      - {card: Mana Reflection, count: 40}
      - Forest
actions:
  - mana: Forest
expect:
  Ana: {mana: "{G}x1099511627776"}
`,
		},
		{
			name: "20,000 permanents",
			want: Passed,
			scenario: "name: many\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    battlefield: [Forest" + strings.Repeat(", Forest", 19_999) +
				"]\nactions:\n  - mana: Forest#20000\nexpect:\n  Ana: {mana: \"{G}\"}\n",
		},
		{
			// every card of one name: each is labelled Forest#N, and
			// registering one used to copy the list of all the others
			name: "a library of 100,000 Forests",
			want: Passed,
			scenario: "name: big library\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    library: [Forest" + strings.Repeat(", Forest", MaxObjects-1) +
				"]\nexpect:\n  Ana: {library: " + strconv.Itoa(MaxObjects) + "}\n",
		},
		{
			// each Furnace doubles the damage (614.1a): 2^41 is past what
			// the engine counts, and refused rather than cut to 2^40
			name: "41 Furnaces of Rath",
			want: Failed, rule: "the engine's limit",
			scenario: `name: furnaces
players: [Ana, Ben]
start:
  turn: {number: 3, active: Ana, step: main1}
  Ana:
    battlefield: [{card: Furnace of Rath, count: 41}, Grizzly Bears]
actions:
  - effect: {damage: {amount: 1, to: Ben, from: Grizzly Bears}}
expect:
  Ben: {life: -2199023255532}
`,
		},
		{
			// four colors could pay the 1,000 generic mana in millions of
			// ways: refused past sim.MaxChoices, not listed
			name: "a generic cost four colors could pay",
			want: Failed, rule: "more than 10000 possible answers (the engine's limit)",
			scenario: `name: generic payment four colors
players: [Ana, Ben]
start:
  turn: {number: 3, active: Ana, step: main1}
  Ana:
    hand: [Blaze]
    mana: "{R}{W}x1000{U}x1000{B}x1000{G}x1000"
actions:
  - cast: Blaze
    x: 1000
    targets: [Ben]
    choose: ["{W}x1000"]
  - resolve: Blaze
expect:
  Ben: {life: -980}
`,
		},
		{
			// the draws past the last card are one event, not a million
			// log lines
			name: "a million draws from a library of one card",
			want: Passed,
			scenario: `name: draw a million
players: [Ana, Ben]
start: {Ana: {library: [Forest]}}
actions:
  - effect: {draw: {who: Ana, count: 1000000}}
expect:
  Ana: {lost: true, hand: [Forest]}
  log: ["draw: Ana draws Forest (CR 121.1)", "draw: Ana draws from an empty library, 999999 times (CR 704.5b)"]
`,
		},
		{
			// naming one of 100,000 Forests is ambiguous: the message names
			// 50 of them, each numbered in one pass, not one pass each
			name: "a play of Forest with 100,000 in hand",
			want: Errored, rule: "(100000 in all)",
			scenario: "name: play one\nplayers: [Ana, Ben]\nstart:\n  turn: {number: 3, active: Ana, step: main1}\n  Ana:\n    hand: [Forest" + strings.Repeat(", Forest", MaxObjects-1) +
				"]\nactions:\n  - play: Forest\nexpect:\n  Ana: {hand: " + strconv.Itoa(MaxObjects-1) + "}\n",
		},
		{
			// each counts the others: once per filter and player in the
			// layer, not once per creature (a minute before)
			name:     "10,000 creatures that count each other, for two players",
			want:     Passed,
			scenario: countingEachOther(6000, 4000),
		},
		{
			// the legend rule is looked for at each priority: once over the
			// board, not once per player
			name:     "64 players with 1,500 permanents each, to the next turn",
			want:     Passed,
			scenario: manyPlayersBoard(MaxPlayers),
		},
		{
			name:     fmt.Sprintf("drawing %d cards of a library of %d with an anthem in force", drawnLibrary/2, drawnLibrary),
			want:     Passed,
			scenario: drawingALibrary(drawnLibrary, drawnLibrary/2),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scs, diags := LoadFile("engine.yaml", []byte(tt.scenario), lib)
			if len(diags) > 0 || len(scs) != 1 {
				t.Fatal(diags)
			}
			done := make(chan *Result, 1)
			go func() { done <- Run(scs[0]) }()
			select {
			case res := <-done:
				if res.Status != tt.want {
					t.Errorf("%s, want %s: %v %v", res.Status, tt.want, res.Problem, res.Mismatches)
				}
				if tt.rule != "" && (res.Problem == nil || !strings.Contains(res.Problem.Msg, tt.rule)) {
					t.Errorf("the problem %v does not cite %s", res.Problem, tt.rule)
				}
			case <-time.After(time.Minute):
				t.Fatal("the run did not end within a minute")
			}
		})
	}
}

// manyPlayersBoard is a game of n players, each with 1,000 Grizzly Bears
// and 500 Forests, that advances to the next turn's upkeep.
func manyPlayersBoard(n int) string {
	var b strings.Builder
	b.WriteString("name: many players\nplayers: [P1")
	for i := 2; i <= n; i++ {
		fmt.Fprintf(&b, ", P%d", i)
	}
	b.WriteString("]\nstart:\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  P%d:\n    battlefield:\n      - {card: Grizzly Bears, count: 1000}\n      - {card: Forest, count: 500}\n", i)
	}
	b.WriteString("actions:\n  - advance: upkeep\n    next_turn: true\nexpect:\n  turn: {number: 2, active: P2}\n")
	return b.String()
}

// countingEachOther is a game where Ana controls ana and Ben ben creatures
// that each get +1/+1 for each other creature their controller controls,
// and Ana casts one more creature.
func countingEachOther(ana, ben int) string {
	var b strings.Builder
	b.WriteString(`name: creatures that count each other
players: [Ana, Ben]
cards:
  - name: Test Rallier
    mana_cost: "{1}{W}"
    type_line: Creature — Human Soldier
    power: 1
    toughness: 1
    oracle_text: This creature gets +1/+1 for each other creature you control.
    abilities:
      - oracle: This creature gets +1/+1 for each other creature you control.
        static:
          continuous: {affected: this creature, effects: [gets: {power: 1, toughness: 1, for_each: other creature you control}]}
start:
  turn: {number: 3, active: Ana, step: main1}
`)
	for _, p := range []struct {
		name, more string
		count      int
	}{{"Ana", "    hand: [Grizzly Bears]\n    mana: \"{C}{G}\"\n", ana}, {"Ben", "", ben}} {
		fmt.Fprintf(&b, "  %s:\n    battlefield:\n", p.name)
		for left := p.count; left > 0; left -= 1000 {
			fmt.Fprintf(&b, "      - {card: Test Rallier, count: %d}\n", min(left, 1000))
		}
		b.WriteString(p.more)
	}
	// Ana's ralliers are numbered first; each counts the other creatures of
	// its controller, with the Grizzly Bears for Ana's
	fmt.Fprintf(&b, `actions:
  - cast: Grizzly Bears
  - resolve: Grizzly Bears
expect:
  Test Rallier#1: {power: %d, toughness: %d}
  Test Rallier#%d: {power: %d, toughness: %d}
`, ana+1, ana+1, ana+1, ben, ben)
	return b.String()
}

// BenchmarkCountingEachOther runs a board of N creatures that each get
// +1/+1 for each other creature their controller controls, for N from 500
// to 4,000: the time per creature should not grow with N.
func BenchmarkCountingEachOther(b *testing.B) {
	benchmarkPerObject(b, "ns/creature", func(n int) string { return countingEachOther(n/2, n/2) })
}

// BenchmarkManyPermanents loads and runs a board of N Forests that taps
// the last one, for N from 500 to 4,000: the time per permanent should not
// grow with N.
func BenchmarkManyPermanents(b *testing.B) {
	benchmarkPerObject(b, "ns/permanent", func(n int) string {
		return "name: many\nplayers: [Ana, Ben]\nstart:\n  Ana:\n    battlefield: [Forest" + strings.Repeat(", Forest", n-1) +
			"]\nactions:\n  - mana: Forest#" + strconv.Itoa(n) + "\nexpect:\n  Ana: {mana: \"{G}\"}\n"
	})
}

// benchmarkPerObject loads and runs the scenario of n objects that
// scenario writes, for n from 500 to 4,000, and reports the time per
// object as unit: it should not grow with n.
func benchmarkPerObject(b *testing.B, unit string, scenario func(n int) string) {
	lib := builtin(b)
	for _, n := range []int{500, 1000, 2000, 4000} {
		data := []byte(scenario(n))
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				scs, diags := LoadFile("bench.yaml", data, lib)
				if len(diags) > 0 {
					b.Fatal(diags)
				}
				if res := Run(scs[0]); res.Status != Passed {
					b.Fatal(res.Status, res.Problem, res.Mismatches)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), unit)
		})
	}
}

// drawingALibrary is a game where Ana, with Glorious Anthem and Grizzly
// Bears on the battlefield and a library of size Forests, draws n cards
// with one effect: each card drawn is an event of its own (121.2).
func drawingALibrary(size, n int) string {
	return fmt.Sprintf(`name: drawing
players: [Ana, Ben]
start:
  Ana:
    battlefield: [Glorious Anthem, Grizzly Bears]
    library: [Forest%s]
actions:
  - effect: {draw: {who: Ana, count: %d}}
expect:
  Ana: {hand: %d, library: %d}
  Grizzly Bears: {power: 3, toughness: 3}
`, strings.Repeat(", Forest", size-1), n, n, size-n)
}

// BenchmarkDrawingALibrary draws half of a library of N cards with one
// effect while an anthem is in force, for N from 500 to 4,000: the time
// per card should not grow with N.
func BenchmarkDrawingALibrary(b *testing.B) {
	benchmarkPerObject(b, "ns/card", func(n int) string { return drawingALibrary(n, n/2) })
}
