package scenario

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// check compares an expectation with the game. Every mismatched value is
// recorded; the run goes on. A key that names several objects (two Monk
// tokens, where the scenario needed Monk#1) is an error in the script.
func (r *runner) check(ex *Expectation) error {
	expected, actual := &r.expected, &r.actual
	expected.Reset()
	actual.Reset()
	before := len(r.res.Mismatches)
	for _, e := range ex.Entries {
		writeLine(expected, e.Key.Text, ":")
		writeLine(actual, e.Key.Text, ":")
		switch e.Kind {
		case PlayerEntry:
			p := r.players[e.Key.Text]
			r.compareFields(e, func(f *Field) (bool, string, string) { return r.playerField(p, f) }, expected, actual)
		case ObjectEntry:
			matches := matchObjects(e.Key.Text, r.objects(), entryNameAlias)
			if len(matches) > 1 {
				return scriptErrorf(e.Key.Pos, "%q is ambiguous: it matches %s; use Name#N or an alias (as:)", e.Key.Text, r.labels(matches))
			}
			if len(matches) == 0 {
				r.missingObject(e, expected, actual)
				continue
			}
			id := matches[0].id
			r.compareFields(e, func(f *Field) (bool, string, string) { return r.objectField(id, f) }, expected, actual)
		case TurnEntry:
			r.compareFields(e, r.turnField, expected, actual)
		case GameEntry:
			r.compareFields(e, r.gameField, expected, actual)
		case StackEntry:
			r.compareStack(e, expected, actual)
		case LogEntry:
			r.compareLog(e, expected, actual)
		}
	}
	if len(r.res.Mismatches) > before {
		r.res.worsen(Failed)
		r.res.Diffs = append(r.res.Diffs, CheckpointDiff{Pos: ex.Pos, Expected: expected.String(), Actual: actual.String()})
	}
	return nil
}

// compareFields compares each field of an entry with observe.
func (r *runner) compareFields(e *ExpectEntry, observe func(*Field) (bool, string, string), expected, actual *bytes.Buffer) {
	for _, f := range e.Fields {
		ok, exp, act := observe(f)
		if r.tr != nil { // only a tracer is told of each check
			r.checked(e.Key.Text+"."+f.Name, exp, act, f.Pos, ok)
		}
		writeLine(expected, "  ", f.Name, ": ", exp)
		writeLine(actual, "  ", f.Name, ": ", act)
		if !ok {
			r.mismatch(e.Key.Text+"."+f.Name, exp, act, f)
		}
	}
}

// missingObject compares an expectation on a token that does not exist:
// it is in no zone, and has no other value.
func (r *runner) missingObject(e *ExpectEntry, expected, actual *bytes.Buffer) {
	for _, f := range e.Fields {
		exp, act := fmt.Sprint(f.Value), "(no such object)"
		if f.Name == "zone" {
			act = NoZone
		}
		r.checked(e.Key.Text+"."+f.Name, exp, act, f.Pos, exp == act)
		writeLine(expected, "  ", f.Name, ": ", exp)
		writeLine(actual, "  ", f.Name, ": ", act)
		if exp != act {
			r.mismatch(e.Key.Text+"."+f.Name, exp, act, f)
		}
	}
}

// writeLine writes the parts and a newline to a checkpoint's text.
func writeLine(b *bytes.Buffer, parts ...string) {
	for _, p := range parts {
		b.WriteString(p)
	}
	b.WriteByte('\n')
}

func (r *runner) mismatch(path, exp, act string, f *Field) {
	r.res.Mismatches = append(r.res.Mismatches, Mismatch{Path: path, Expected: exp, Actual: act, Pos: f.Pos})
}

// same compares two renderings.
func same(exp, act string) (bool, string, string) { return exp == act, exp, act }

func (r *runner) playerField(p sim.PlayerID, f *Field) (bool, string, string) {
	pl := r.g.Player(p)
	switch f.Name {
	case "life":
		return same(fmt.Sprint(f.Value), fmt.Sprint(pl.Life))
	case "poison":
		return same(fmt.Sprint(f.Value), fmt.Sprint(pl.Poison))
	case "lost":
		return same(fmt.Sprint(f.Value), fmt.Sprint(pl.Lost))
	case "won":
		return same(fmt.Sprint(f.Value), fmt.Sprint(r.g.Result().Winner == p))
	case "battlefield":
		var controlled []sim.ObjectID
		for _, id := range r.g.Battlefield() {
			if r.g.Controller(id) == p {
				controlled = append(controlled, id)
			}
		}
		return r.zoneField(controlled, f.Value, true)
	case "mana":
		return same(manaText(f.Value.(sim.Mana)), manaText(pl.ManaPool()))
	case "hand", "graveyard", "exile", "library":
		zone, _ := sim.ParseZone(f.Name)
		return r.zoneField(r.g.Zone(p, zone), f.Value, f.Name != "library")
	}
	panic("scenario: unknown player field " + f.Name)
}

// zoneField compares a zone with a count or a list of names (a multiset,
// or in order for a library, top first).
func (r *runner) zoneField(ids []sim.ObjectID, want any, multiset bool) (bool, string, string) {
	if n, ok := want.(int); ok {
		return same(fmt.Sprint(n), fmt.Sprint(len(ids)))
	}
	got := make([]string, len(ids))
	for i, id := range ids {
		got[i] = r.g.Chars(id).Name // a copy has the name it copied (707.2)
	}
	exp := want.([]string)
	if multiset {
		exp, got = sortedCopy(exp), sortedCopy(got)
	}
	// Token names are written as the judge spells them: compare folded.
	if slices.EqualFunc(exp, got, func(a, b string) bool { return names.Fold(a) == names.Fold(b) }) {
		return true, flowList(exp), flowList(exp)
	}
	return false, flowList(exp), flowList(got)
}

func (r *runner) objectField(id sim.ObjectID, f *Field) (bool, string, string) {
	g := r.g
	o := g.Object(id)
	power, toughness, hasPT := g.PowerToughness(id)
	switch f.Name {
	case "zone":
		if !g.InAZone(id) {
			return same(f.Value.(string), NoZone)
		}
		return same(f.Value.(string), o.Zone.String())
	case "controller":
		return same(f.Value.(string), g.Player(g.Controller(id)).Name)
	case "owner":
		return same(f.Value.(string), g.Player(o.Owner).Name)
	case "tapped":
		return same(fmt.Sprint(f.Value), fmt.Sprint(o.Zone == sim.Battlefield && o.Tapped))
	case "power", "toughness":
		v := power
		if f.Name == "toughness" {
			v = toughness
		}
		if !hasPT {
			return same(fmt.Sprint(f.Value), "none")
		}
		return same(fmt.Sprint(f.Value), fmt.Sprint(v))
	case "damage":
		return same(fmt.Sprint(f.Value), fmt.Sprint(o.Damage))
	case "counters":
		return same(countersText(f.Value.(map[string]int)), countersText(o.Counters))
	case "attached_to":
		ref := f.Value.(Ref)
		got := noneWord
		if o.AttachedTo != 0 {
			got = g.Object(o.AttachedTo).Card.Name
		}
		if ref.Text == "" {
			return same(noneWord, got)
		}
		if want, ok := r.find(ref.Text); ok && o.AttachedTo == want {
			return true, ref.Text, ref.Text
		}
		return false, ref.Text, got
	case "has":
		return r.hasField(id, f.Value.([]string))
	case "colors":
		return same(flowList(f.Value.([]string)), flowList(g.Chars(id).ColorNames()))
	case "sick":
		return same(fmt.Sprint(f.Value), fmt.Sprint(g.IsSick(id)))
	case "attacking":
		return same(fmt.Sprint(f.Value), fmt.Sprint(g.Attacking(id)))
	case "blocking":
		return same(fmt.Sprint(f.Value), fmt.Sprint(g.Blocking(id)))
	case "mana_value":
		return same(fmt.Sprint(f.Value), fmt.Sprint(g.ManaValue(id)))
	case "could_produce":
		return same(manaText(f.Value.(sim.Mana)), manaText(g.CouldProduce(id)))
	}
	panic("scenario: unknown object field " + f.Name)
}

// hasField checks keywords: each listed one must be there; [] means none.
func (r *runner) hasField(id sim.ObjectID, want []string) (bool, string, string) {
	got := r.g.Keywords(id)
	exp, act := flowList(want), flowList(got)
	if len(want) == 0 {
		return len(got) == 0, exp, act
	}
	for _, k := range want {
		if !slices.Contains(got, k) {
			return false, exp, act
		}
	}
	return true, exp, exp
}

func (r *runner) gameField(f *Field) (bool, string, string) {
	res := r.g.Result()
	switch f.Name {
	case "over":
		return same(fmt.Sprint(f.Value), fmt.Sprint(res.Over))
	case "draw":
		return same(fmt.Sprint(f.Value), fmt.Sprint(res.Draw))
	case "winner":
		got := noneWord
		if res.Winner != sim.NoPlayer {
			got = r.g.Player(res.Winner).Name
		}
		return same(f.Value.(string), got)
	}
	panic("scenario: unknown game field " + f.Name)
}

func (r *runner) turnField(f *Field) (bool, string, string) {
	t := r.g.Turn()
	switch f.Name {
	case "number":
		return same(fmt.Sprint(f.Value), fmt.Sprint(t.Number))
	case "active":
		return same(f.Value.(string), r.g.Player(t.Active).Name)
	case "step":
		return same(f.Value.(sim.Step).String(), t.Step.String())
	}
	panic("scenario: unknown turn field " + f.Name)
}

// compareStack compares the stack, top first, entry by entry.
func (r *runner) compareStack(e *ExpectEntry, expected, actual *bytes.Buffer) {
	stack := r.g.Stack()
	for i := 0; i < max(len(e.Stack), len(stack)); i++ {
		var exp, act string
		ok := false
		var pos = e.Pos
		switch {
		case i >= len(e.Stack):
			exp, act = "(nothing)", r.stackEntryText(nil, stack[i])
		case i >= len(stack):
			exp, act, pos = r.stackEntryText(e.Stack[i], nil), "(nothing)", e.Stack[i].Pos
		default:
			pos = e.Stack[i].Pos
			exp, act = r.stackEntryText(e.Stack[i], nil), r.stackEntryText(e.Stack[i], stack[i])
			ok = r.stackEntryMatches(e.Stack[i], stack[i])
		}
		if r.tr != nil {
			r.checked(fmt.Sprintf("stack[%d]", i), exp, act, pos, ok)
		}
		writeLine(expected, "  - ", exp)
		writeLine(actual, "  - ", act)
		if !ok {
			r.res.Mismatches = append(r.res.Mismatches, Mismatch{Path: fmt.Sprintf("stack[%d]", i), Expected: exp, Actual: act, Pos: pos})
		}
	}
	if len(e.Stack) == 0 && len(stack) == 0 {
		expected.WriteString("  []\n")
		actual.WriteString("  []\n")
	}
}

func (r *runner) stackEntryMatches(want *StackExpect, it *sim.StackItem) bool {
	if !r.namesStackItem(want.Name, it) {
		return false
	}
	if want.Kind == "spell" && !it.Spell || want.Kind == "ability" && it.Spell {
		return false
	}
	if want.Controller != "" && r.g.Player(it.Controller).Name != want.Controller {
		return false
	}
	if want.HasModes && modesText(want.Modes) != modesText(it.ChosenModes()) {
		return false
	}
	return !want.HasTargets || r.targetsText(want.Targets) == r.itemTargetsText(it)
}

// modesText renders chosen modes as written: [1, 1, 3].
func modesText(modes []int) string {
	parts := make([]string, len(modes))
	for i, m := range modes {
		parts[i] = fmt.Sprint(m)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// stackEntryText renders a stack entry in the shape written: with want
// and no item, the expectation; with an item, the item cut to want's keys
// (all keys when want is nil).
func (r *runner) stackEntryText(want *StackExpect, it *sim.StackItem) string {
	if it == nil {
		if want.Kind == "" {
			return want.Name.Text
		}
		return r.stackMap(want.Kind, want.Name.Text, want.Controller, want.HasTargets, r.targetsText(want.Targets), want.HasModes, modesText(want.Modes))
	}
	kind := "ability"
	if it.Spell {
		kind = "spell"
	}
	name := r.g.ItemName(it)
	if want != nil && r.namesStackItem(want.Name, it) {
		name = want.Name.Text
	}
	if want != nil && want.Kind == "" {
		return name
	}
	controller := r.g.Player(it.Controller).Name
	showTargets := want == nil || want.HasTargets
	if want != nil && want.Controller == "" {
		controller = ""
	}
	showModes := want == nil && len(it.Modes) > 0 || want != nil && want.HasModes
	return r.stackMap(kind, name, controller, showTargets, r.itemTargetsText(it), showModes, modesText(it.ChosenModes()))
}

func (r *runner) stackMap(kind, name, controller string, showTargets bool, targets string, showModes bool, modes string) string {
	parts := []string{kind + ": " + name}
	if controller != "" {
		parts = append(parts, "controller: "+controller)
	}
	if showModes {
		parts = append(parts, "modes: "+modes)
	}
	if showTargets {
		parts = append(parts, "targets: "+targets)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (r *runner) targetsText(refs []Ref) string {
	out := make([]string, len(refs))
	for i, ref := range refs {
		if p, ok := r.player(ref.Text); ok {
			out[i] = r.g.Player(p).Name
		} else {
			out[i] = ref.Text
			if id, ok := r.find(ref.Text); ok {
				out[i] = r.g.Object(id).Card.Name
			}
		}
	}
	return flowList(out)
}

func (r *runner) itemTargetsText(it *sim.StackItem) string {
	var out []string
	for _, t := range it.Targets() {
		if t.IsPlayer() {
			out = append(out, r.g.Player(t.Player).Name)
		} else {
			out = append(out, r.g.Object(t.Object).Card.Name)
		}
	}
	return flowList(out)
}

// compareLog finds each expected entry in the event log, in order, each
// after the line the previous one matched. Each line is rendered and
// folded once at most.
func (r *runner) compareLog(e *ExpectEntry, expected, actual *bytes.Buffer) {
	lines := r.g.Log()
	folded := make([]string, len(lines))
	next := 0
	for i, f := range e.Log {
		want := f.Value.(string)
		key := names.Fold(want)
		found := ""
		for j := next; j < len(lines); j++ {
			if folded[j] == "" {
				folded[j] = names.Fold(lines[j].String())
			}
			if strings.Contains(folded[j], key) {
				found, next = lines[j].String(), j+1
				break
			}
		}
		if r.tr != nil {
			r.checked(fmt.Sprintf("log[%d]", i), want, found, f.Pos, found != "")
		}
		writeLine(expected, "  - ", quote(want))
		if found == "" {
			actual.WriteString("  - (no line containing this after the previous match)\n")
			r.res.Mismatches = append(r.res.Mismatches, Mismatch{Path: fmt.Sprintf("log[%d]", i), Expected: want, Actual: "no such line in the log after the previous match", Pos: f.Pos})
			continue
		}
		writeLine(actual, "  - ", quote(want))
	}
}
