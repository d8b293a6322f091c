package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

// attacks_alone: "whenever a creature you control attacks alone" (506.5).
func init() {
	triggerEvents["attacks_alone"] = sim.WhenAttacksAlone
}
