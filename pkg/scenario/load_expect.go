package scenario

import (
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// Expectation is an expect: map, a checkpoint or the final expectation.
// Only what is written is compared.
type Expectation struct {
	Pos     source.Pos
	Entries []*ExpectEntry // in written order
}

// EntryKind says what an expectation key names.
type EntryKind int

// The kinds of expectation keys.
const (
	PlayerEntry EntryKind = iota
	ObjectEntry
	StackEntry
	TurnEntry
	LogEntry
	GameEntry
)

// ExpectEntry is one key of an expectation with its expected values.
type ExpectEntry struct {
	Kind   EntryKind
	Key    Ref
	Fields []*Field       // player, object and turn entries
	Stack  []*StackExpect // the stack, top first
	Log    []*Field       // log lines, each a Field named "log" with a string
	Pos    source.Pos     // of the value
}

// Field is one expected value: Value is an int, bool, string, []string
// (names or keywords), map[string]int (counters) or Ref.
type Field struct {
	Name  string
	Pos   source.Pos
	Value any
}

// StackExpect is one expected stack entry.
type StackExpect struct {
	Pos        source.Pos
	Name       Ref
	Kind       string // "ability", "spell" or "" for either
	Controller string
	Targets    []Ref
	HasTargets bool
	// Modes are the modes chosen for it, 1-based in the order chosen,
	// when HasModes.
	Modes    []int
	HasModes bool
}

var playerFields = []string{"life", "hand", "library", "graveyard", "exile", "battlefield", "mana", "lost", "won", "poison"}

var gameFields = []string{"over", "winner", "draw"}

// NoZone is the zone: value of an object that is in no zone: a token that
// ceased to exist, a card that left the game with its owner, a token that
// was never created.
const NoZone = "none"

// zoneValues are the values zone: takes.
var zoneValues = append(sim.ZoneNames(), NoZone)

// noneWord is what attached_to: and winner: take for "nothing" or "nobody".
const noneWord = "none"

var objectFields = []string{"zone", "controller", "owner", "tapped", "power", "toughness", "damage", "counters",
	"attached_to", "has", "colors", "sick", "mana_value", "could_produce", "attacking", "blocking"}

func (l *loader) loadExpectation(n *yaml.Node) *Expectation {
	kvs, ok := l.Map(n, "an expectation", nil)
	if !ok {
		return nil
	}
	ex := &Expectation{Pos: l.Pos(n)}
	for _, kv := range kvs {
		e := &ExpectEntry{Key: Ref{Text: kv.Key, Pos: l.Pos(kv.KeyN)}, Pos: l.Pos(kv.Value)}
		switch {
		case kv.Key == "stack":
			e.Kind = StackEntry
			e.Stack = l.loadStackExpect(kv.Value)
		case kv.Key == "turn":
			e.Kind = TurnEntry
			e.Fields = l.loadFields(kv.Value, "turn", []string{"number", "active", "step"})
		case kv.Key == "game":
			e.Kind = GameEntry
			e.Fields = l.loadFields(kv.Value, "the game", gameFields)
		case kv.Key == "log":
			e.Kind = LogEntry
			if items, ok := l.List(kv.Value, "log (a list of lines)"); ok {
				for _, item := range items {
					if s, ok := l.String(item, "a log line"); ok {
						e.Log = append(e.Log, &Field{Name: "log", Pos: l.Pos(item), Value: s})
					}
				}
			}
		default:
			if p, ok := l.player(kv.Key); ok {
				e.Kind = PlayerEntry
				e.Key.Text = p
				e.Fields = l.loadFields(kv.Value, "player "+p, playerFields)
			} else {
				e.Kind = ObjectEntry
				e.Fields = l.loadFields(kv.Value, kv.Key, objectFields)
			}
		}
		ex.Entries = append(ex.Entries, e)
	}
	return ex
}

// loadFields reads the fields of one entry and checks each value's type.
func (l *loader) loadFields(n *yaml.Node, what string, known []string) []*Field {
	kvs, ok := l.Map(n, "the expectation for "+what, known)
	if !ok {
		return nil
	}
	var out []*Field
	for _, kv := range kvs {
		f := &Field{Name: kv.Key, Pos: l.Pos(kv.Value)}
		var ok bool
		switch kv.Key {
		case "power", "toughness":
			// none: a noncreature permanent has no power or toughness (208.3)
			if kv.Value.Kind == yaml.ScalarNode && kv.Value.Value == noneWord {
				f.Value, ok = noneWord, true
			} else {
				f.Value, ok = l.Int(kv.Value, kv.Key)
			}
		case "life", "damage", "mana_value", "number", "poison":
			f.Value, ok = l.Int(kv.Value, kv.Key)
		case "tapped", "sick", "lost", "won", "attacking", "blocking", "over", "draw":
			f.Value, ok = l.Bool(kv.Value, kv.Key)
		case "hand", "library", "graveyard", "exile":
			f.Value, ok = l.countOrCards(kv.Value, kv.Key)
		case "battlefield":
			f.Value, ok = l.countOrPermanents(kv.Value)
		case "winner":
			f.Value, ok = l.playerOrNone(kv.Value, "winner")
		case "mana", "could_produce":
			var m sim.Mana
			m, ok = l.mana(kv.Value)
			f.Value = m
		case "zone":
			f.Value, ok = l.OneOf(kv.Value, "zone", zoneValues)
		case "controller", "owner", "active":
			f.Value, ok = l.playerRef(kv.Value, kv.Key)
		case "step":
			var s sim.Step
			s, ok = l.step(kv.Value)
			f.Value = s
		case "counters":
			f.Value = l.counters(kv.Value)
			ok = f.Value != nil
		case "attached_to":
			f.Value, ok = l.attachedTo(kv.Value)
		case "has":
			f.Value, ok = l.keywordList(kv.Value)
		case "colors":
			f.Value, ok = l.colorList(kv.Value)
		}
		if ok {
			out = append(out, f)
		}
	}
	return out
}

// countOrCards reads a zone expectation: a count, or a list of card names.
func (l *loader) countOrCards(n *yaml.Node, what string) (any, bool) {
	if n.Kind == yaml.ScalarNode {
		return l.NonNegInt(n, what+" (a count, or a list of card names)")
	}
	items, ok := l.List(n, what+" (a count, or a list of card names)")
	if !ok {
		return nil, false
	}
	list := []string{}
	for _, item := range items {
		if o := l.card(item); o != nil {
			list = append(list, o.Card.Name())
		}
	}
	return list, len(list) == len(items)
}

// countOrPermanents reads a player's battlefield expectation: a count, or
// a list of the names of the permanents they control (cards or tokens).
func (l *loader) countOrPermanents(n *yaml.Node) (any, bool) {
	const what = "battlefield (a count, or a list of the names of the permanents the player controls)"
	if n.Kind == yaml.ScalarNode {
		return l.NonNegInt(n, what)
	}
	items, ok := l.List(n, what)
	if !ok {
		return nil, false
	}
	list := []string{}
	for _, item := range items {
		name, ok := l.String(item, "a permanent's name")
		if !ok {
			continue
		}
		if c, ok := l.s.Cards.Lookup(name); ok {
			list = append(list, c.Name())
			continue
		}
		if l.namesToken(name) {
			list = append(list, name)
			continue
		}
		l.Errorf(item, "unknown card or token %q%s; define it under cards: or add it to the card library", name, l.s.Cards.Suggest(name))
	}
	return list, len(list) == len(items)
}

// isNone reports whether a value says "nothing": none, or YAML's null (an
// empty value).
func isNone(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && (n.Tag == "!!null" || names.Fold(n.Value) == noneWord)
}

// attachedTo reads attached_to: an object, or none (not attached).
func (l *loader) attachedTo(n *yaml.Node) (Ref, bool) {
	if isNone(n) {
		return Ref{Pos: l.Pos(n)}, true
	}
	return l.ref(n, "what it is attached to (an object, or none)")
}

// playerOrNone reads a player's name, or none.
func (l *loader) playerOrNone(n *yaml.Node, what string) (string, bool) {
	if isNone(n) {
		return noneWord, true
	}
	return l.playerRef(n, what+" (a player, or none)")
}

func (l *loader) keywordList(n *yaml.Node) ([]string, bool) {
	items, ok := l.List(n, "has (a list of keywords)")
	if !ok {
		return nil, false
	}
	out := []string{}
	for _, item := range items {
		if s, ok := l.String(item, "a keyword"); ok {
			if slices.Contains(out, strings.ToLower(s)) {
				l.Errorf(item, "has: %s is listed twice; has checks that each keyword is there, not how many instances", s)
				return nil, false
			}
			out = append(out, strings.ToLower(s))
		}
	}
	return out, true
}

// colorList reads an object's colors: color names in any order, [] for
// colorless (105.2c); kept in the W U B R G order the engine lists them in.
func (l *loader) colorList(n *yaml.Node) ([]string, bool) {
	items, ok := l.List(n, "colors (a list of colors, [] for colorless)")
	if !ok {
		return nil, false
	}
	var set sim.ColorBits
	for _, item := range items {
		c, ok := l.OneOf(item, "a color", sim.ColorNames())
		if !ok {
			return nil, false
		}
		t, _ := sim.ParseColor(c)
		if set&sim.ColorSet(t) != 0 {
			l.Errorf(item, "colors: %s is listed twice; an object has each color once (105.2)", c)
			return nil, false
		}
		set |= sim.ColorSet(t)
	}
	return sim.ColorNamesOf(set), true
}

func (l *loader) loadStackExpect(n *yaml.Node) []*StackExpect {
	items, ok := l.List(n, "stack (a list, top first)")
	if !ok {
		return nil
	}
	out := []*StackExpect{}
	for _, item := range items {
		se := &StackExpect{Pos: l.Pos(item)}
		if item.Kind == yaml.ScalarNode {
			se.Name, ok = l.ref(item, "a stack entry")
			if ok {
				out = append(out, se)
			}
			continue
		}
		kvs, ok := l.Map(item, "a stack entry", []string{"ability", "spell", "controller", "targets", "modes"})
		if !ok {
			continue
		}
		for _, kv := range kvs {
			switch kv.Key {
			case "ability", "spell":
				if se.Kind != "" {
					l.Errorf(kv.KeyN, "a stack entry is an ability or a spell, not both")
				}
				se.Kind = kv.Key
				se.Name, _ = l.ref(kv.Value, "the "+kv.Key)
			case "controller":
				se.Controller, _ = l.playerRef(kv.Value, "the controller")
			case "targets":
				se.Targets = l.refList(kv.Value, "a target")
				se.HasTargets = true
			case "modes":
				se.Modes, se.HasModes = l.modeList(kv.Value)
			}
		}
		if se.Kind == "" {
			l.Errorf(item, "a stack entry written as a map needs ability: or spell:")
			continue
		}
		out = append(out, se)
	}
	return out
}
