package scenario

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// DecideName implements sim.NameDecider: the next answer of choose: is a
// card name, which accept checks against the card reference (201.4).
func (d *scriptDecider) DecideName(g *sim.Game, q sim.Decision, accept func(string) (string, string)) (string, error) {
	who := g.Player(q.Player).Name
	if d.action == nil || d.next >= len(d.answers) {
		return "", scriptErrorf(d.actionPos(), "unanswered decision: %s must choose %s (%s); legal answers: the name of any card; add to this action: choose: [Lightning Bolt]",
			who, q.Question, q.Rule)
	}
	ans := d.answers[d.next]
	d.next++
	if ans.By != "" && ans.By != who {
		return "", scriptErrorf(ans.Pos, "this answer is for %s, but %s decides %s", ans.By, who, q.Question)
	}
	if len(ans.Pick) != 1 {
		return "", scriptErrorf(ans.Pos, "%s chooses %s; this answer has %d values", who, q.Question, len(ans.Pick))
	}
	name, why := accept(ans.Pick[0])
	if why != "" {
		return "", &sim.Refusal{Action: "answer " + ans.Pick[0], Reasons: []sim.Reason{{
			Text:  who + " chooses " + q.Question + ", and " + ans.Pick[0] + " is no legal answer: " + why,
			Rules: []sim.Rule{q.Rule},
		}}}
	}
	return name, nil
}

// actionPos is the position of the action answering, if any.
func (d *scriptDecider) actionPos() (pos source.Pos) {
	if d.action != nil {
		pos = d.action.Pos
	}
	return pos
}

// cardNameOf returns the name of a card of the library as the reference
// spells it, for a card name a player chooses (201.4), with the card when
// it is kept under that name: a card's name or one of its faces'
// (201.4c-f), never both halves of a split card at once (201.4b).
func cardNameOf(lib *cards.Library) func(string) (string, *sim.CardDef, bool) {
	return func(answer string) (string, *sim.CardDef, bool) {
		if strings.Contains(answer, "//") {
			return "", nil, false
		}
		c, ok := lib.Lookup(answer)
		if !ok {
			return "", nil, false
		}
		if names.Equal(c.Name(), answer) {
			return c.Name(), c.Def, true
		}
		for _, face := range strings.Split(c.Name(), " // ") {
			if names.Equal(face, answer) {
				return face, nil, true
			}
		}
		return answer, nil, true
	}
}
