package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

// taps_for_mana: {event: taps_for_mana, object: PHRASE, player}: "Whenever
// a player taps a land for mana" (106.12); a triggered mana ability when it
// adds mana (605.1b), else an ordinary trigger (605.5a).
//
// tapped_for_mana: "Whenever you tap this creature for mana": the
// permanent itself.
func init() {
	triggerEvents["taps_for_mana"] = sim.WhenTappedForMana
	triggerEvents["tapped_for_mana"] = sim.WhenThisTappedForMana
}
