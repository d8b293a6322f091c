package sim

import "fmt"

// Event is one line of the game's event log: what happened, when, and the
// rule that made it happen.
type Event struct {
	Turn int
	Step Step
	Kind string // a short word: cast, resolve, damage, control, mana...
	Rule Rule
	// format and args make the text (see Text). Most runs never read the
	// log, so the text is formatted only when asked for; logf keeps args
	// only of kinds that can't change afterwards.
	format string
	args   []any
}

// Text is what happened, objects and players by name: "Ben gains control
// of <card name>".
func (e Event) Text() string { return fmt.Sprintf(e.format, e.args...) }

// String is the stable log-line format scenario `log` expectations match:
// "KIND: TEXT (CR N)".
func (e Event) String() string {
	if e.Rule == RuleNone {
		return e.Kind + ": " + e.Text()
	}
	return e.Kind + ": " + e.Text() + " (" + e.Rule.String() + ")"
}

// Log returns the events so far, oldest first.
func (g *Game) Log() []Event { return append([]Event(nil), g.log...) }

func (g *Game) logf(kind string, rule Rule, format string, args ...any) {
	e := Event{Turn: g.turn.Number, Step: g.turn.Step, Kind: kind, Rule: rule, format: format, args: args}
	if !allUnchangeable(args) {
		e.format, e.args = "%s", []any{fmt.Sprintf(format, args...)} // formatted as things are now
	}
	if kind == "trigger" {
		g.logTrigger(e)
		return
	}
	g.log = append(g.log, e)
	if g.triggerLines.holding {
		g.releaseTriggerLines() // after the line of the event that triggered them
	}
}

// allUnchangeable reports whether every arg is a value nothing can change
// later, so that formatting it later gives the same text.
func allUnchangeable(args []any) bool {
	for _, a := range args {
		switch a.(type) {
		case string, int, bool, PlayerID, ObjectID, Rule, Step, Zone, ManaType, Mana, ManaCost, Keyword:
		default:
			return false
		}
	}
	return true
}
