package htmlreport

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// This file is the only one that reads the game: everything the page shows
// of the board is copied here, through pkg/sim's exported API, into plain
// values, so that a change in the engine is adapted in one place.

// Board is the state of the game at one step, as the page draws it.
type Board struct {
	Turn    int
	Step    string
	Active  string
	Players []PlayerBoard // in turn order
	Stack   []StackEntry  // top first
	Effects []Effect      // in timestamp order
}

// PlayerBoard is one player's side of the board.
type PlayerBoard struct {
	Name      string
	Life      int
	Lost      bool
	Active    bool
	Mana      string // the pool, "" when empty
	Hand      []string
	Library   int
	Graveyard []string
	Exile     []string
	// Permanents are the permanents they control that are attached to
	// nothing, in order of entry; attachments are drawn on their host.
	Permanents []Permanent
}

// Permanent is one card-shaped box on the battlefield.
type Permanent struct {
	Label    string // the name scenarios use: Name or Name#N
	ManaCost string
	TypeLine string
	Token    bool
	PT       string // current power/toughness, "" for none
	// PrintedPT is the printed power/toughness when the current one
	// differs, else "".
	PrintedPT string
	Damage    int
	Counters  []string // "+1/+1 ×2", in kind order
	Keywords  []string
	Tapped    bool
	Sick      bool   // summoning sick (302.6)
	Owner     string // the owner when another player controls it, else ""
	// Controller is set on an attachment whose controller is not its
	// host's controller.
	Controller string
	Attacking  string // the player it attacks, or ""
	Blocking   string // the attacker it blocks, or ""
	Effects    []string
	Attached   []Permanent
}

// StackEntry is one spell or ability on the stack.
type StackEntry struct {
	Name       string
	Spell      bool
	Controller string
	X          int
	Targets    []string
}

// Effect is one continuous effect in force.
type Effect struct {
	Layers    string // "layer 2", "layers 2, 6"
	Timestamp int
	Source    string // "" for an effect with no source object
	Affected  []string
	Text      string
}

// Snapshot copies the board of g.
func Snapshot(g *sim.Game) Board {
	turn := g.Turn()
	b := Board{Turn: turn.Number, Step: turn.Step.String(), Active: g.Player(turn.Active).Name}
	labels := func(ids []sim.ObjectID) []string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = g.Label(id)
		}
		return out
	}
	effects := g.ContinuousEffects()
	for _, e := range effects {
		ef := Effect{Layers: layersText(e.Layers), Timestamp: e.Timestamp, Affected: labels(e.Affected), Text: e.Text}
		if e.Source != 0 {
			ef.Source = g.Label(e.Source)
		}
		b.Effects = append(b.Effects, ef)
	}
	for _, p := range g.Players() {
		pb := PlayerBoard{Name: p.Name, Life: p.Life, Lost: p.Lost, Active: p.ID == turn.Active,
			Hand: labels(g.Zone(p.ID, sim.Hand)), Library: len(g.Zone(p.ID, sim.Library)),
			Graveyard: labels(g.Zone(p.ID, sim.Graveyard)), Exile: labels(g.Zone(p.ID, sim.Exile))}
		if m := p.ManaPool(); m.Total() > 0 {
			pb.Mana = m.String()
		}
		for _, id := range g.Battlefield() {
			if g.Controller(id) == p.ID && !onAHost(g, id) {
				pb.Permanents = append(pb.Permanents, permanent(g, id, effects))
			}
		}
		b.Players = append(b.Players, pb)
	}
	for _, it := range g.Stack() {
		e := StackEntry{Name: g.ItemName(it), Spell: it.Spell, Controller: g.Player(it.Controller).Name, X: it.X}
		for _, t := range it.Targets() {
			e.Targets = append(e.Targets, g.TargetLabel(t))
		}
		b.Stack = append(b.Stack, e)
	}
	return b
}

// permanent draws one permanent and, on it, what is attached to it.
func permanent(g *sim.Game, id sim.ObjectID, effects []*sim.AppliedEffect) Permanent {
	o := g.Object(id)
	c := g.Chars(id)
	controller := g.Controller(id)
	p := Permanent{Label: g.Label(id), ManaCost: c.ManaCost.String(), TypeLine: typeLine(c), Token: o.Token,
		Damage: o.Damage, Keywords: c.Keywords, Tapped: o.Tapped, Sick: g.IsSick(id)}
	if c.HasPT {
		p.PT = fmt.Sprintf("%d/%d", c.Power, c.Toughness)
		if o.Card.HasPT {
			if printed := fmt.Sprintf("%d/%d", o.Card.Power, o.Card.Toughness); printed != p.PT {
				p.PrintedPT = printed
			}
		}
	}
	kinds := make([]string, 0, len(o.Counters))
	for k, n := range o.Counters {
		if n != 0 {
			kinds = append(kinds, k)
		}
	}
	slices.Sort(kinds)
	for _, k := range kinds {
		p.Counters = append(p.Counters, fmt.Sprintf("%s ×%d", k, o.Counters[k]))
	}
	if o.Owner != controller {
		p.Owner = g.Player(o.Owner).Name
	}
	if d, ok := g.AttackTarget(id); ok {
		p.Attacking = g.Player(d).Name
	}
	if a, ok := g.BlockTarget(id); ok {
		p.Blocking = g.Label(a)
	}
	for _, e := range effects {
		if slices.Contains(e.Affected, id) {
			p.Effects = append(p.Effects, fmt.Sprintf("%s (%s, timestamp %d)", e.Text, layersText(e.Layers), e.Timestamp))
		}
	}
	for _, other := range g.Battlefield() {
		if g.Object(other).AttachedTo == id && onAHost(g, other) {
			a := permanent(g, other, effects)
			if ac := g.Controller(other); ac != controller {
				a.Controller = g.Player(ac).Name
			}
			p.Attached = append(p.Attached, a)
		}
	}
	return p
}

// typeLine is the object's type line after effects, as a card prints one:
// "Legendary Creature — Human Berserker".
func typeLine(c *sim.Characteristics) string {
	var words []string
	for _, t := range slices.Concat(c.Supertypes, c.Types) {
		if t == "" {
			continue
		}
		words = append(words, strings.ToUpper(t[:1])+t[1:])
	}
	line := strings.Join(words, " ")
	if len(c.Subtypes) > 0 {
		line += " — " + strings.Join(c.Subtypes, " ")
	}
	return line
}

// onAHost reports whether a permanent is attached to a permanent, and so is
// drawn on it.
func onAHost(g *sim.Game, id sim.ObjectID) bool {
	host := g.Object(id).AttachedTo
	return host != 0 && g.Object(host).Zone == sim.Battlefield
}

// layersText names the layers an effect applies in (613.1).
func layersText(layers []string) string {
	if len(layers) == 1 {
		return "layer " + layers[0]
	}
	return "layers " + strings.Join(layers, ", ")
}
