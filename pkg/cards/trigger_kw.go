package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

// attacks_alone: "whenever a creature you control attacks alone" (506.5);
// blocks_or_becomes_blocked: "whenever this creature blocks or becomes
// blocked" (either event, 509.3a, 509.3c); cycled: "when you cycle this
// card" (702.29c).
func init() {
	triggerEvents["attacks_alone"] = sim.WhenAttacksAlone
	triggerEvents["blocks_or_becomes_blocked"] = sim.WhenBlocksOrBecomesBlocked
	triggerEvents["cycled"] = sim.WhenCycled
}
