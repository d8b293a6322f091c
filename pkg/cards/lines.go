package cards

// Line statuses: how the engine handles one Oracle line of a card.
const (
	LineImplemented = "implemented" // an ability of the card file implements it
	LineReminder    = "reminder"    // reminder text, no rules meaning of its own (a basic land's mana ability is intrinsic, 305.6)
	LineUnsupported = "unsupported" // marked unsupported: the engine plays the card without it
)

// Line is one Oracle line of a card and how the engine handles it.
type Line struct {
	Text   string `json:"text"`
	Status string `json:"status"`
	Why    string `json:"why,omitempty"` // the reason an unsupported line gives
}

// Lines lists the card's Oracle lines with their status. A compiled card
// has every line implemented, reminder text, or marked unsupported.
func (c *Card) Lines() []Line {
	var out []Line
	for _, text := range oracleLines(c.OracleText) {
		l := Line{Text: text, Status: LineImplemented}
		if isReminder(text) {
			l.Status = LineReminder
		}
		for _, a := range c.Def.Abilities {
			if a.Text == text {
				l.Status = LineImplemented
			}
		}
		for _, u := range c.Unsupported {
			if u.Oracle == text {
				l.Status, l.Why = LineUnsupported, u.Why
			}
		}
		out = append(out, l)
	}
	return out
}
