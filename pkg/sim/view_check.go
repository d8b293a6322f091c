package sim

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// checkingViews is set while every view kept after a change (keepViewIf)
// is checked against one computed afresh (see checkViews); never outside
// the package's tests and the undocheck build.
var checkingViews bool

// checkViews makes every game, until the returned function is called,
// check that each view kept after a change (keepViewIf) is the one the
// layer system would compute now: that the change touched nothing the
// view read. A failed check panics with the object. The
// memory of a forgotten view is cleared instead of reused, so that code
// reading a view it should not have kept fails too. The
// tests turn it on; so does building with the undocheck tag
// (undo_check_on.go), to fuzz with it.
func checkViews() (stop func()) {
	previous := checkingViews
	checkingViews = true
	return func() { checkingViews = previous }
}

// checkKeptView panics if the current view differs from a fresh one.
func (g *Game) checkKeptView() {
	kept, fresh := g.view, g.computeView()
	for id := range kept.chars {
		if !reflect.DeepEqual(kept.chars[id], fresh.chars[id]) || !reflect.DeepEqual(kept.copiable[id], fresh.copiable[id]) {
			panic(fmt.Sprintf("sim: the kept characteristics of object %d (%s) are stale: %+v, now %+v", id, g.name(ObjectID(id)), kept.chars[id], fresh.chars[id]))
		}
	}
	if !slices.Equal(kept.triggerSources, fresh.triggerSources) {
		panic(fmt.Sprintf("sim: the kept trigger sources are stale: %v, now %v", kept.triggerSources, fresh.triggerSources))
	}
	if k, f := effectsText(kept), effectsText(fresh); k != f {
		panic(fmt.Sprintf("sim: the kept continuous effects are stale: %s, now %s", k, f))
	}
}

// effectsText describes the view's continuous effects in force.
func effectsText(v *view) string {
	var b strings.Builder
	for _, e := range appliedEffects(v.effects) {
		fmt.Fprintf(&b, "%+v\n", *e)
	}
	return b.String()
}
