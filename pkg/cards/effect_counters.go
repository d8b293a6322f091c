package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

// proliferate: true: "Proliferate." (701.34a)
func init() {
	effectKinds["proliferate"] = flagEffect("proliferate", sim.Proliferate{})
}

// trigger: exert_as_it_attacks: "You may exert this creature as it attacks.
// When you do, ..." (701.43d): the controller chooses as the creature is
// declared as an attacker; the ability triggers if they exert it.
func init() {
	triggerEvents["exert_as_it_attacks"] = sim.WhenYouExertAsItAttacks
}
