package sim

import "fmt"

// Event is one line of the game's event log: what happened, when, and the
// rule that made it happen.
type Event struct {
	Turn int
	Step Step
	Kind string // a short word: cast, resolve, damage, control, mana...
	Text string // objects and players by name: "Ben gains control of <card name>"
	Rule Rule
}

// String is the stable log-line format scenario `log` expectations match:
// "KIND: TEXT (CR N)".
func (e Event) String() string {
	if e.Rule == RuleNone {
		return e.Kind + ": " + e.Text
	}
	return e.Kind + ": " + e.Text + " (" + e.Rule.String() + ")"
}

// Log returns the events so far, oldest first.
func (g *Game) Log() []Event { return append([]Event(nil), g.log...) }

func (g *Game) logf(kind string, rule Rule, format string, args ...any) {
	e := Event{Turn: g.turn.Number, Step: g.turn.Step, Kind: kind, Text: fmt.Sprintf(format, args...), Rule: rule}
	if kind == "trigger" {
		g.logTrigger(e)
		return
	}
	g.log = append(g.log, e)
	if g.triggerLines.holding {
		g.releaseTriggerLines() // after the line of the event that triggered them
	}
}
