package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

// "Whenever you draw a card": event: draw, with player (121.1); with
// nth_card_this_turn, the card is the Nth its drawer drew this turn.
func init() {
	triggerEvents["draw"] = sim.WhenDraw
}
