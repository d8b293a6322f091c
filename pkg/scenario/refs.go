package scenario

import (
	"fmt"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// actor is who performs an action: by:, else the controller of the object
// acted on (its owner off the battlefield), else the active player.
func (r *runner) actor(a *Action, id sim.ObjectID) sim.PlayerID {
	if a.By != nil {
		return r.players[a.By.Text]
	}
	if id != 0 {
		return r.g.Controller(id)
	}
	return r.g.Turn().Active
}

// scope says which objects a verb can act on, to settle a name shared by
// several objects.
type scope func(sim.ObjectID) bool

func (r *runner) inZone(z sim.Zone, by *Ref) scope {
	return func(id sim.ObjectID) bool {
		o := r.g.Object(id)
		return o.Zone == z && (by == nil || r.g.Controller(id) == r.players[by.Text])
	}
}

// object resolves a reference to one object. An alias or Name#N names one
// object wherever it is; a plain name must match exactly one object among
// those in scope (or exactly one object at all, which the engine may then
// refuse with its rule).
func (r *runner) object(ref Ref, in scope) (sim.ObjectID, error) {
	matches := matchObjects(ref.Text, r.objects(), entryNameAlias)
	if len(matches) == 1 {
		return matches[0].id, nil
	}
	if len(matches) == 0 {
		return 0, scriptErrorf(ref.Pos, "no object matches %q", ref.Text)
	}
	var inScope []tableEntry
	for _, m := range matches {
		if in(m.id) {
			inScope = append(inScope, m)
		}
	}
	if len(inScope) == 1 {
		return inScope[0].id, nil
	}
	candidates := inScope
	if len(candidates) == 0 {
		candidates = matches
	}
	return 0, scriptErrorf(ref.Pos, "%q is ambiguous: it matches %s; use Name#N or an alias (as:)", ref.Text, r.labels(candidates))
}

// labels names objects unambiguously with where they are now: at most
// maxListed of them, with how many there are.
func (r *runner) labels(entries []tableEntry) string {
	shown := entries[:min(len(entries), maxListed)]
	n := ordinals(r.objects(), shown, func(e tableEntry) string { return e.name }) // tokens created as the scenario runs too
	return firstOf(len(entries), func(i int) string { return r.label(entries[i], n[entries[i]]) })
}

// label names the object of e, the nth of its name, with where it is.
func (r *runner) label(e tableEntry, n int) string {
	o := r.g.Object(e.id)
	where := fmt.Sprintf("%s's %s", r.g.Player(r.g.Controller(e.id)).Name, o.Zone)
	if e.alias != "" {
		return fmt.Sprintf("%s (%s, %s)", e.alias, sim.OrdinalLabel(e.name, n), where)
	}
	return fmt.Sprintf("%s (%s)", sim.OrdinalLabel(e.name, n), where)
}

// targets resolves target references: players by name, else objects.
func (r *runner) targets(refs []Ref) ([]sim.Target, error) {
	var out []sim.Target
	for _, ref := range refs {
		if ref.Text == sim.NoTargetLabel {
			out = append(out, sim.NoTarget) // an "up to" target left unchosen (601.2c)
			continue
		}
		if p, ok := r.player(ref.Text); ok {
			out = append(out, sim.PlayerTarget(p))
			continue
		}
		id, err := r.object(ref, func(id sim.ObjectID) bool { return r.g.Object(id).Zone != sim.Stack })
		if err != nil {
			return nil, err
		}
		out = append(out, sim.ObjectTarget(id))
	}
	return out, nil
}

func (r *runner) player(name string) (sim.PlayerID, bool) {
	for p, id := range r.players {
		if names.Equal(p, name) {
			return id, true
		}
	}
	return sim.NoPlayer, false
}

// namesStackItem reports whether ref names a stack item: an ability by its
// flavor word, or its card (a spell) or its source (an ability) by name,
// alias or Name#N.
func (r *runner) namesStackItem(ref Ref, it *sim.StackItem) bool {
	if names.Equal(ref.Text, r.g.ItemName(it)) {
		return true
	}
	for _, m := range matchObjects(ref.Text, r.objects(), entryNameAlias) {
		if m.id == it.Object {
			return true
		}
	}
	return false
}
