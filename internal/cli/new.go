package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"github.com/spf13/cobra"
)

// newOptions are the flags of rulecheck new.
type newOptions struct {
	card    string
	players int
	rulings string
	file    string
}

// playerNames are the players of a new scenario, in turn order.
var playerNames = []string{"Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal"}

func newNewCommand(s Streams) *cobra.Command {
	opts := &newOptions{}
	cmd := &cobra.Command{
		Use:   "new --card NAME [--players N] [FILE]",
		Short: "Write a scenario skeleton for a card",
		Long: `Write a scenario skeleton for any real card (or a card of the library) with
the card in play (on the battlefield, or in hand for an instant or sorcery,
or for a card with a line the engine does not support yet), its Oracle text
and its official rulings as comments, to FILE or, without FILE, to stdout. The
skeleton passes as it is; edit its actions and expectations into the ruling.
An existing FILE is never overwritten.

The official rulings are built in; --rulings or the RULECHECK_RULINGS
environment variable names another file of rulings (JSON Lines with "name",
"date" and "text", or the other formats the cards command reads).`,
		Example: `  rulecheck new --card "Llanowar Elves" rulings/cards/llanowar-elves/new.yaml
  RULECHECK_RULINGS=rulings.jsonl rulecheck new --card "Sol Ring" --players 4`,
		Args: args(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.file = args[0]
			}
			if opts.rulings == "" {
				opts.rulings = os.Getenv(envRulings)
			}
			return runNew(opts, s)
		},
	}
	cmd.Flags().StringVar(&opts.card, "card", "", "the card's name (required)")
	cmd.Flags().IntVar(&opts.players, "players", 2, "the number of players (2 to 8)")
	cmd.Flags().StringVar(&opts.rulings, "rulings", "", "a file of official rulings instead of the built-in ones (default $RULECHECK_RULINGS)")
	return cmd
}

func runNew(opts *newOptions, s Streams) error {
	if opts.card == "" {
		return usageErrorf("new needs --card NAME, such as rulecheck new --card \"Llanowar Elves\"")
	}
	if opts.players < 2 || opts.players > len(playerNames) {
		return usageErrorf("--players %d: a scenario has 2 to %d players", opts.players, len(playerNames))
	}
	lib, err := cards.Builtin()
	if err != nil {
		return &exitError{code: ExitInternal, msg: "the built-in card library is broken: " + err.Error()}
	}
	card, ok := lib.Lookup(opts.card)
	if !ok {
		return usageErrorf("no card %q in the card library or the Oracle database%s", opts.card, lib.Suggest(opts.card))
	}
	all, err := readRulings(opts.rulings, nil, []string{card.Name()})
	if err != nil {
		return err
	}
	var rulings []oracle.Ruling
	for _, r := range all {
		if names.Equal(r.Card, card.Name()) {
			rulings = append(rulings, r)
		}
	}
	text := skeleton(card, lib, opts.players, rulings)
	if opts.file == "" {
		_, err := io.WriteString(s.Out, text)
		return err
	}
	f, err := os.OpenFile(opts.file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return usageErrorf("%s already exists and new never overwrites a file: choose another name, or remove it first", opts.file)
	}
	if err != nil {
		return usageErrorf("%v", err)
	}
	if _, err := io.WriteString(f, text); err != nil {
		f.Close()
		return usageErrorf("%v", err)
	}
	if err := f.Close(); err != nil {
		return usageErrorf("%v", err)
	}
	fmt.Fprintf(s.Err, "wrote %s: edit its actions and expectations, then rulecheck run %s\n", opts.file, opts.file)
	return nil
}

// skeleton is the scenario file for a card: a comment block with the card
// and its rulings (with the IDs covers: takes), then a scenario that passes
// as it is: an Aura is attached to a permanent it can enchant (303.4a), and
// a creature printed with 0 toughness starts with a +1/+1 counter, so that
// it does not die at once (704.5f).
func skeleton(c *cards.Card, lib *cards.Library, players int, rulings []oracle.Ruling) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("# %s %s\n# %s", c.Name(), c.ManaCost, c.TypeLine)
	if c.Power != "" || c.Toughness != "" {
		w(" %s/%s", c.Power, c.Toughness)
	}
	w("\n#\n# Oracle text:\n")
	for _, line := range strings.Split(c.OracleText, "\n") {
		comment(&b, line, "#   ")
	}
	if len(rulings) > 0 {
		w("#\n# Official rulings, each with the ID that covers: takes:\n")
		for _, r := range rulings {
			comment(&b, r.ID+": "+r.Text, "#   ")
		}
	}
	ps := playerNames[:players]
	name := yamlName(c.Name())
	zone, verb := "battlefield", ""
	if c.Def.HasType("instant") || c.Def.HasType("sorcery") {
		zone, verb = "hand", "cast"
	}
	if len(c.Unsupported) > 0 {
		// Its abilities would function on the battlefield and the stack
		// (113.6): it waits in hand, where the scenario can run.
		zone, verb = "hand", "unsupported"
		if c.Unsupported[0].Characteristic {
			w("#\n# Not supported yet in any zone (its characteristics count everywhere), so this\n# skeleton fails until the engine supports:\n")
		} else {
			w("#\n# Not supported yet, so the card stays in hand (113.6):\n")
		}
		for _, u := range c.Unsupported {
			comment(&b, u.Oracle+" ("+u.Why+")", "#   ")
		}
	}
	w("name: %s - TODO say what this scenario proves\n", c.Name())
	if len(rulings) > 0 {
		w("covers: []  # TODO the IDs of the rulings above that it proves\n")
	}
	w("rules: []  # TODO the Comprehensive Rules it cites, such as [\"302.6\"]\n")
	w("ruling: TODO the ruling in one sentence\n")
	w("players: [%s]\n", strings.Join(ps, ", "))
	w("start:\n  turn: {number: 3, active: %s, step: main1}\n  %s:\n", ps[0], ps[0])
	w("    %s:\n", zone)
	var host *cards.Card
	if zone == "battlefield" {
		host = enchantable(c, lib)
	}
	switch {
	case host != nil:
		w("      - %s\n      - {card: %s, attached_to: %s}   # an Aura is attached to what it enchants (303.4a)\n", yamlName(host.Name()), name, yamlName(host.Name()))
	case zone == "battlefield" && c.Def.HasType("creature") && c.Toughness == "0":
		w("      - {card: %s, counters: {\"+1/+1\": 1}}   # a 0/0 with no counters would die at once (704.5f)\n", name)
	default:
		w("      - %s\n", name)
	}
	w("actions:\n")
	switch verb {
	case "cast":
		w("  # - cast: %s    # add the mana it costs to the pool in start first\n", name)
	case "unsupported":
	default:
		w("  # - activate: %s\n", name)
	}
	expect := fmt.Sprintf("%s: {zone: %s}", name, zone)
	if host != nil {
		expect = fmt.Sprintf("%s: {zone: %s, attached_to: %s}", name, zone, yamlName(host.Name()))
	}
	w("  - expect:\n      %s\n", expect)
	w("expect:\n  %s\n", expect)
	return b.String()
}

// enchantable is, for an Aura, a library card it can enchant: the first
// by name of a type its enchant ability allows, a card with no abilities
// when there is one (a vanilla creature, a basic land). It is nil for a
// card that is not an Aura.
func enchantable(c *cards.Card, lib *cards.Library) *cards.Card {
	var types []string
	for _, a := range c.Def.Abilities {
		if e, ok := a.Static.(sim.Enchant); ok && c.Def.HasSubtype("Aura") {
			types = e.Types
		}
	}
	if types == nil {
		return nil
	}
	var fallback *cards.Card
	for _, n := range lib.Names() {
		h, _ := lib.Lookup(n)
		if h == c || h.Def.HasSubtype("Aura") || !slices.ContainsFunc(types, h.Def.HasType) {
			continue
		}
		if len(h.Def.Abilities) == 0 {
			return h
		}
		if fallback == nil {
			fallback = h
		}
	}
	return fallback
}

// comment writes text as comment lines of at most about 96 columns.
func comment(b *strings.Builder, text, prefix string) {
	line := prefix
	for _, word := range strings.Fields(text) {
		if len(line) > len(prefix) && len(line)+1+len(word) > 96 {
			b.WriteString(line + "\n")
			line = prefix + "  "
		}
		if len(line) > len(prefix) && !strings.HasSuffix(line, " ") {
			line += " "
		}
		line += word
	}
	b.WriteString(strings.TrimRight(line, " ") + "\n")
}

// yamlName writes a card name, quoted only when YAML needs it.
func yamlName(s string) string {
	if strings.ContainsAny(s, ":#,[]{}&*!|>'\"%@`") {
		return fmt.Sprintf("%q", s)
	}
	return s
}
