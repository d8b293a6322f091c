package scenario

import (
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

var topKeys = []string{"name", "covers", "rules", "ruling", "source", "tags", "players", "cards", "seed", "start", "actions", "expect"}

// LoadFile reads every scenario of one file (YAML documents separated by
// ---). It returns the scenarios that are valid and every problem of the
// file, each at its file:line:col. A card file named under cards: can't be
// read: LoadFileFS reads them.
func LoadFile(file string, data []byte, library *cards.Library) ([]*Scenario, source.Diagnostics) {
	return LoadFileFS(nil, file, data, library)
}

// LoadFileFS is LoadFile for a file of fsys: a card file named under
// cards: (a path relative to the scenario file) is read from fsys.
func LoadFileFS(fsys fs.FS, file string, data []byte, library *cards.Library) ([]*Scenario, source.Diagnostics) {
	r := &source.Reader{File: file}
	docs := r.Documents(data)
	if len(docs) == 0 && len(r.Diags) == 0 {
		r.Diags = append(r.Diags, source.Diagnostic{Pos: source.Pos{File: file, Line: 1, Col: 1}, Msg: "the file holds no scenario"})
	}
	var out []*Scenario
	seen := map[string]source.Pos{}
	for _, doc := range docs {
		before := len(r.Diags)
		s := loadScenario(r, fsys, doc, library)
		if s == nil {
			continue
		}
		if prev, dup := seen[s.Name]; dup {
			r.Errorf(nameNode(doc), "scenario name %q is already used in this file (at line %d); names must be unique within a file", s.Name, prev.Line)
			continue
		}
		seen[s.Name] = r.Pos(nameNode(doc))
		if len(r.Diags) == before {
			out = append(out, s)
		}
	}
	r.Diags.Sort()
	// A card file named by several scenarios reports its problems once.
	return out, slices.Compact(r.Diags)
}

// nameNode is the value of a scenario's name: key, else the scenario.
func nameNode(doc *yaml.Node) *yaml.Node {
	return mapValue(doc, "name", doc)
}

// mapValue is the value of key in a mapping node, or fallback.
func mapValue(n *yaml.Node, key string, fallback *yaml.Node) *yaml.Node {
	if n.Kind != yaml.MappingNode {
		return fallback
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; k.Kind == yaml.ScalarNode && k.Value == key {
			return n.Content[i+1]
		}
	}
	return fallback
}

// loader holds what the parts of one scenario's loading share.
type loader struct {
	*source.Reader
	// fsys is where card files named under cards: are read, or nil.
	fsys fs.FS
	s    *Scenario
	// broken holds stand-ins for inline cards whose definitions have
	// errors, so that their uses are not reported again as unknown cards.
	broken map[*cards.Card]bool
	// tooMany records that the starting state went over MaxObjects.
	tooMany bool
}

func loadScenario(r *source.Reader, fsys fs.FS, doc *yaml.Node, library *cards.Library) *Scenario {
	kvs, ok := r.Map(doc, "a scenario", topKeys)
	if !ok {
		return nil
	}
	s := &Scenario{File: r.File, Pos: r.Pos(doc), Cards: library}
	l := &loader{Reader: r, fsys: fsys, s: s}
	nodes := map[string]*yaml.Node{}
	for _, kv := range kvs {
		nodes[kv.Key] = kv.Value
	}
	if n := nodes["name"]; n != nil {
		s.Name, _ = r.String(n, "the scenario's name")
	} else {
		r.Errorf(doc, "a scenario needs a name")
	}
	s.ID = s.File + "::" + s.Name
	s.Covers, s.CoversPos = l.stringList(nodes["covers"], "covers", "a covers entry")
	s.Rules, _ = l.stringList(nodes["rules"], "rules", "a rules entry")
	s.Tags, _ = l.stringList(nodes["tags"], "tags", "a tags entry")
	if n := nodes["ruling"]; n != nil {
		s.Ruling, _ = r.String(n, "the ruling text")
	}
	if n := nodes["source"]; n != nil {
		s.Source, _ = r.String(n, "the source")
	}
	if n := nodes["seed"]; n != nil {
		s.Seed, _ = r.Int(n, "seed")
	}
	if n := nodes["cards"]; n != nil {
		l.loadInlineCards(n)
	}
	if n := nodes["players"]; n != nil {
		l.loadPlayers(n)
	} else {
		r.Errorf(doc, "a scenario needs players: the players' names in turn order, such as [Ana, Ben]")
	}
	l.loadStart(nodes["start"], doc)
	if n := nodes["actions"]; n != nil {
		l.loadActions(n)
	}
	if n := nodes["expect"]; n != nil {
		s.Expect = l.loadExpectation(n)
	}
	l.validate()
	return s
}

// stringList reads a string or a list of strings, with each one's
// position; entry names one string in messages.
func (l *loader) stringList(n *yaml.Node, what, entry string) ([]string, []source.Pos) {
	if n == nil {
		return nil, nil
	}
	items, ok := l.ListOrOne(n, what)
	if !ok {
		return nil, nil
	}
	var out []string
	var at []source.Pos
	for _, item := range items {
		if v, ok := l.String(item, entry); ok {
			out = append(out, v)
			at = append(at, l.Pos(item))
		}
	}
	return out, at
}

// loadInlineCards compiles the scenario's own cards, written inline or
// named as card files, and makes the scenario's library: the built-in one
// plus these.
func (l *loader) loadInlineCards(n *yaml.Node) {
	items, ok := l.List(n, "cards (card definitions, or paths of card files)")
	if !ok {
		return
	}
	var extra []*cards.Card
	for _, item := range items {
		if item.Kind == yaml.ScalarNode {
			for _, c := range l.cardFile(item) {
				// The same file may already be in the library (--cards, or a
				// card file next to the scenarios): the same card, not a clash.
				if known, ok := l.s.Cards.Lookup(c.Name()); !ok || known.Pos != c.Pos {
					extra = append(extra, c)
				}
			}
			continue
		}
		if c := cards.Compile(l.Reader, item); c != nil {
			extra = append(extra, c)
			continue
		}
		// The definition's errors are reported; a stand-in keeps the name
		// known, so its uses are not reported again as unknown cards.
		if name := mapValue(item, "name", nil); name != nil && name.Kind == yaml.ScalarNode && strings.TrimSpace(name.Value) != "" {
			if _, builtin := l.s.Cards.Lookup(name.Value); !builtin {
				c := &cards.Card{Def: &sim.CardDef{Name: name.Value}, Pos: l.Pos(item)}
				if l.broken == nil {
					l.broken = map[*cards.Card]bool{}
				}
				l.broken[c] = true
				extra = append(extra, c)
			}
		}
	}
	lib, errs := l.s.Cards.With(extra)
	for _, err := range errs {
		l.Errorf(n, "%v: give the test card another name", err)
	}
	l.s.Cards = lib
}

// cardFile reads the cards of a card file named under cards:, a path
// relative to the scenario file's directory.
func (l *loader) cardFile(n *yaml.Node) []*cards.Card {
	rel, ok := l.String(n, "a card file's path")
	if !ok {
		return nil
	}
	if l.fsys == nil {
		l.Errorf(n, "card file %q can't be read here: only scenario files read from disk may name card files", rel)
		return nil
	}
	p := rel
	if !path.IsAbs(rel) {
		p = path.Join(path.Dir(l.File), rel)
	}
	if _, err := fs.Stat(l.fsys, p); err != nil {
		l.Errorf(n, "card file %q: %v", rel, unwrapPath(err))
		return nil
	}
	// Only a regular file, under the size limit: a card file may be a
	// named pipe or a link to /dev/zero as well as a scenario file.
	data, d := ReadFile(l.fsys, p, DefaultMaxFileSize)
	if d != nil {
		l.Errorf(n, "card file %q: %s", rel, d.Msg)
		return nil
	}
	if isScenarioData(data) {
		l.Errorf(n, "card file %q %s", rel, notACardFile)
		return nil
	}
	cs, diags := cards.ParseFile(p, data)
	l.Diags = append(l.Diags, diags...)
	if len(cs) == 0 && len(diags) == 0 {
		l.Errorf(n, "card file %q holds no card", rel)
	}
	return cs
}

// unwrapPath drops the path a file error repeats.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func (l *loader) loadPlayers(n *yaml.Node) {
	items, ok := l.List(n, "players")
	if !ok {
		return
	}
	seen := map[string]bool{}
	for _, item := range items {
		name, ok := l.String(item, "a player's name")
		if !ok {
			continue
		}
		key := names.Fold(name)
		switch {
		case strings.TrimSpace(name) == "":
			l.Errorf(item, "a player's name can't be empty")
			continue
		case seen[key]:
			l.Errorf(item, "player %q is listed twice", name)
			continue
		case isReservedKey(name):
			l.Errorf(item, "a player can't be called %q: that is an expectation key", name)
		default:
			if c, ok := l.s.Cards.Lookup(name); ok {
				l.Errorf(item, "player %q has the name of the card %q: references would be ambiguous; rename the player", name, c.Name())
			}
		}
		seen[key] = true
		l.s.Players = append(l.s.Players, name)
	}
	if len(items) < 2 {
		l.Errorf(n, "a game needs 2 or more players, found %d", len(items))
	}
	if len(items) > MaxPlayers {
		l.Errorf(n, "a game of rulecheck has at most %d players, found %d (see docs/limits.md)", MaxPlayers, len(items))
	}
}

func isReservedKey(s string) bool {
	switch names.Fold(s) {
	case "stack", "turn", "log", "game":
		return true
	}
	return false
}

// player finds a player by exact or folded name.
func (l *loader) player(name string) (string, bool) {
	for _, p := range l.s.Players {
		if p == name || names.Equal(p, name) {
			return p, true
		}
	}
	return "", false
}

// playerRef reads a player's name.
func (l *loader) playerRef(n *yaml.Node, what string) (string, bool) {
	s, ok := l.String(n, what)
	if !ok {
		return "", false
	}
	p, ok := l.player(s)
	if !ok {
		l.Errorf(n, "unknown player %q%s; the players are %s", s, names.DidYouMean(s, l.s.Players), strings.Join(l.s.Players, ", "))
	}
	return p, ok
}

// ref reads a reference to an object or player; it is checked in
// validate, once the whole starting state is known.
func (l *loader) ref(n *yaml.Node, what string) (Ref, bool) {
	s, ok := l.String(n, what)
	return Ref{Text: s, Pos: l.Pos(n)}, ok
}
