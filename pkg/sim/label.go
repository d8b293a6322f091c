package sim

import (
	"fmt"
	"sort"

	"github.com/rulecheck/rulecheck/internal/names"
)

// OrdinalLabel is the one spelling of the Nth object (from 1) of several
// that share a name: "Forest#2". Scenarios, decisions and messages all use
// it, and all count the same way: objects whose names fold alike (accents
// and case aside), in the order they were created.
func OrdinalLabel(name string, n int) string { return fmt.Sprintf("%s#%d", name, n) }

// Label names an object for decisions and messages: its name, or
// OrdinalLabel when several objects share the name.
func (g *Game) Label(id ObjectID) string {
	name := g.object(id).Card.Name
	list := g.byName[names.Fold(name)]
	// IDs at or past nextID belong to an action that was refused and
	// undone (see transact): they are not counted.
	total := sort.Search(len(list), func(i int) bool { return list[i] >= g.nextID })
	if total <= 1 {
		return name
	}
	n := sort.Search(total, func(i int) bool { return list[i] > id })
	return OrdinalLabel(name, n)
}

// TargetLabel names a target: a player's name or an object's Label.
func (g *Game) TargetLabel(t Target) string {
	if t.IsPlayer() {
		return g.players[t.Player].Name
	}
	return g.Label(t.Object)
}

// register records a new object by its folded name, for Label.
func (g *Game) register(o *Object) {
	key := names.Fold(o.Card.Name)
	list := g.byName[key]
	// Drop IDs left by an undone action before appending. The list is
	// appended to in place (nothing keeps it but the map), so that a board
	// of many objects of one name is registered in linear time.
	cut := sort.Search(len(list), func(i int) bool { return list[i] >= o.ID })
	g.byName[key] = append(list[:cut], o.ID)
}
