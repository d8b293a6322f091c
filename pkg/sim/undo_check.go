package sim

import (
	"fmt"
	"reflect"
)

// checkingUndo is set while every action checks its undo log (see
// checkUndo); never outside the package's tests and the undocheck build.
var checkingUndo bool

// fullCopyCheck checks one action's undo log against a full copy of every
// object made as the action began.
type fullCopyCheck struct {
	before []Object
}

func newFullCopyCheck(g *Game) *fullCopyCheck {
	c := &fullCopyCheck{}
	for _, o := range g.objects[1:] {
		c.before = append(c.before, comparableState(o))
	}
	return c
}

// checkUndo makes every action of every game, until the returned function
// is called, check that each object it changed was recorded for an undo,
// and that an undo restores every object exactly. A failed check panics
// with the object and field. The tests turn it on; so does building with
// the undocheck tag (undo_check_on.go), to fuzz with it.
func checkUndo() (stop func()) {
	previous := checkingUndo
	checkingUndo = true
	return func() { checkingUndo = previous }
}

// comparableState is the object's state without its caches and undo mark.
func comparableState(o *Object) Object {
	c := o.copyState()
	c.printed, c.printedLand, c.changedIn = nil, nil, 0
	return c
}

func (c *fullCopyCheck) changesRecorded(g *Game) {
	for i := range c.before {
		if o := g.objects[i+1]; o.changedIn != g.undo.action {
			c.compare(o, "changed without being recorded for an undo (call changing first)")
		}
	}
}

func (c *fullCopyCheck) restored(g *Game) {
	if len(g.objects)-1 != len(c.before) {
		panic(fmt.Sprintf("sim: an undo left %d objects, want %d", len(g.objects)-1, len(c.before)))
	}
	for i := range c.before {
		c.compare(g.objects[i+1], "is not as it was after an undo")
	}
}

// compare panics if o differs from its copy, naming the fields that do.
func (c *fullCopyCheck) compare(o *Object, problem string) {
	got, want := comparableState(o), c.before[o.ID-1]
	if reflect.DeepEqual(got, want) {
		return
	}
	var fields []string
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	for f := range gv.NumField() {
		if g, w := fmt.Sprintf("%+v", gv.Field(f)), fmt.Sprintf("%+v", wv.Field(f)); g != w {
			fields = append(fields, fmt.Sprintf("%s is %s, was %s", gv.Type().Field(f).Name, g, w))
		}
	}
	panic(fmt.Sprintf("sim: object %d (%s) %s: %v", o.ID, o.Card.Name, problem, fields))
}
