package scenario

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

var playerStartKeys = []string{"life", "hand", "library", "graveyard", "exile", "battlefield", "mana", "poison", "this_turn"}

var permanentKeys = []string{"card", "as", "tapped", "arrived", "owner", "counters", "attached_to", "damage", "x", "count"}

// loadStart reads start:. Players not mentioned start with 20 life and
// empty zones; the turn defaults to turn 1, the first player, main1.
func (l *loader) loadStart(n *yaml.Node, doc *yaml.Node) {
	st := &l.s.Start
	st.TurnNumber, st.Step = 1, sim.Main1
	for _, p := range l.s.Players {
		st.Players = append(st.Players, &PlayerStart{Name: p, Life: 20})
	}
	if len(l.s.Players) > 0 {
		st.Active = l.s.Players[0]
	}
	if n == nil {
		return
	}
	known := append([]string{"turn"}, l.s.Players...)
	kvs, ok := l.Map(n, "start (turn: and one entry per player)", known)
	if !ok {
		return
	}
	for _, kv := range kvs {
		if kv.Key == "turn" {
			l.loadStartTurn(kv.Value)
			continue
		}
		for _, ps := range st.Players {
			if ps.Name == kv.Key {
				l.loadPlayerStart(ps, kv.Value)
			}
		}
	}
}

func (l *loader) loadStartTurn(n *yaml.Node) {
	kvs, ok := l.Map(n, "turn", []string{"number", "active", "step"})
	if !ok {
		return
	}
	st := &l.s.Start
	for _, kv := range kvs {
		switch kv.Key {
		case "number":
			if v, ok := l.IntIn(kv.Value, "the turn number", 1, MaxTurn); ok {
				st.TurnNumber = v
			}
		case "active":
			if p, ok := l.playerRef(kv.Value, "the active player"); ok {
				st.Active = p
			}
		case "step":
			if s, ok := l.step(kv.Value); ok {
				st.Step = s
			}
		}
	}
}

// stepNames are the values step: takes.
var stepNames = sim.StepNames()

// step reads a step name.
func (l *loader) step(n *yaml.Node) (sim.Step, bool) {
	s, ok := l.OneOf(n, "step", stepNames)
	if !ok {
		return 0, false
	}
	step, _ := sim.ParseStep(s)
	return step, true
}

func (l *loader) loadPlayerStart(ps *PlayerStart, n *yaml.Node) {
	kvs, ok := l.Map(n, "a player's starting state", playerStartKeys)
	if !ok {
		return
	}
	for _, kv := range kvs {
		switch kv.Key {
		case "life":
			ps.Life, _ = l.IntIn(kv.Value, "life", -MaxLife, MaxLife)
		case "poison":
			ps.Poison, _ = l.IntIn(kv.Value, "poison", 0, MaxLife)
		case "mana":
			ps.Mana, _ = l.mana(kv.Value)
		case "this_turn":
			l.loadTurnHistory(ps, kv.Value)
		case "battlefield":
			l.loadBattlefield(ps.Name, kv.Value)
		default:
			zone, _ := sim.ParseZone(kv.Key)
			l.loadCardList(ps.Name, zone, kv.Value)
		}
	}
}

// mana reads a mana pool such as "{G}{G}".
func (l *loader) mana(n *yaml.Node) (sim.Mana, bool) {
	s, ok := l.String(n, "mana, such as \"{G}{G}\"")
	if !ok {
		return sim.Mana{}, false
	}
	m, err := sim.ParseMana(s)
	if err != nil {
		l.Errorf(n, "mana %q: %v", s, err)
		return m, false
	}
	return m, true
}

func (l *loader) loadCardList(player string, zone sim.Zone, n *yaml.Node) {
	items, ok := l.List(n, zone.String())
	if !ok {
		return
	}
	for _, item := range items {
		if c := l.card(item); c != nil {
			l.addObject(item, &StartObject{Card: c.Card, Pos: c.Pos, Zone: zone, Player: player, Owner: player})
		}
	}
}

// card reads a card name and looks it up in the scenario's library.
func (l *loader) card(n *yaml.Node) *StartObject {
	name, ok := l.String(n, "a card name")
	if !ok {
		return nil
	}
	c, ok := l.s.Cards.Lookup(name)
	if !ok {
		hint := l.s.Cards.Suggest(name)
		l.Errorf(n, "unknown card %q%s: no real card and no card of the library has this name; define a test card under cards:", name, hint)
		return nil
	}
	return &StartObject{Card: c, Pos: l.Pos(n)}
}

func (l *loader) loadBattlefield(player string, n *yaml.Node) {
	items, ok := l.List(n, "battlefield")
	if !ok {
		return
	}
	for _, item := range items {
		if item.Kind != yaml.MappingNode {
			if o := l.card(item); o != nil {
				o.Zone, o.Player, o.Owner = sim.Battlefield, player, player
				l.addObject(item, o)
			}
			continue
		}
		l.loadPermanent(player, item)
	}
}

// loadPermanent reads a battlefield entry written as a map.
func (l *loader) loadPermanent(player string, n *yaml.Node) {
	kvs, ok := l.Map(n, "a battlefield entry", permanentKeys)
	if !ok {
		return
	}
	var o *StartObject
	count := 1
	for _, kv := range kvs {
		if kv.Key == "card" {
			o = l.card(kv.Value)
		}
	}
	if o == nil {
		if !source.HasKey(kvs, "card") {
			l.Errorf(n, "a battlefield entry written as a map needs card: the card's name")
		}
		return
	}
	o.Zone, o.Player, o.Owner = sim.Battlefield, player, player
	for _, kv := range kvs {
		switch kv.Key {
		case "as":
			o.Alias, _ = l.String(kv.Value, "an alias")
		case "tapped":
			o.Tapped, _ = l.Bool(kv.Value, "tapped")
		case "arrived":
			if _, ok := l.OneOf(kv.Value, "arrived", []string{"this_turn"}); ok {
				o.Arrived = true
			}
		case "owner":
			o.Owner, _ = l.playerRef(kv.Value, "the owner")
		case "counters":
			o.Counters = l.counters(kv.Value)
		case "attached_to":
			if ref, ok := l.ref(kv.Value, "what it is attached to"); ok {
				o.AttachedTo = &ref
			}
		case "damage":
			o.Damage, _ = l.IntIn(kv.Value, "damage", 0, MaxAmount)
		case "x":
			o.X, _ = l.IntIn(kv.Value, "x", 0, MaxX)
		case "count":
			if v, ok := l.Int(kv.Value, "count"); ok {
				if v < 1 || v > 1000 {
					l.Errorf(kv.Value, "count must be between 1 and 1000, found %d", v)
				} else {
					count = v
				}
			}
		}
	}
	if o.Alias != "" && count > 1 {
		l.Errorf(n, "an alias names one object; it can't be used with count: %d", count)
	}
	for range count {
		c := *o
		l.addObject(n, &c)
	}
}

// addObject adds a card to the starting state, up to MaxObjects; the
// first card over the limit is reported, the others left out silently.
func (l *loader) addObject(n *yaml.Node, o *StartObject) {
	switch objs := &l.s.Start.Objects; {
	case len(*objs) < MaxObjects:
		*objs = append(*objs, o)
	case !l.tooMany:
		l.tooMany = true
		l.Errorf(n, "the starting state holds more than %d cards, rulecheck's limit (see docs/limits.md)", MaxObjects)
	}
}

// counters reads a counters map such as {"+1/+1": 2}.
func (l *loader) counters(n *yaml.Node) map[string]int {
	kvs, ok := l.Map(n, "counters (kind: number)", nil)
	if !ok {
		return nil
	}
	out := map[string]int{}
	for _, kv := range kvs {
		if v, ok := l.IntIn(kv.Value, "a number of counters", 0, MaxCounters); ok {
			out[strings.TrimSpace(kv.Key)] = v
		}
	}
	return out
}
