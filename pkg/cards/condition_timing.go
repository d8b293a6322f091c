package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

func init() {
	// coven: "if you control three or more creatures with different
	// powers" (207.2c)
	namedConditions["you_control_three_different_powers"] = sim.DifferentPowers{N: 3}
}
