package cards

import "github.com/rulecheck/rulecheck/pkg/sim"

// The combat and damage trigger words: "whenever you attack" (player_attacks
// with player: you, 508.3d); "attacks or blocks"; "blocks a creature"
// (509.3b) and "blocks or becomes blocked by a creature", "becomes blocked
// by a creature" (509.3d), whose "that object" is the other creature;
// "attacks and isn't blocked" (509.3g); "one or more creatures you control
// deal combat damage to a player" (once for each player, 603.2c); "deals
// damage to a player" (any damage, player: opponent for "an opponent").
// "defending player" is the player the triggering creature attacked (506.2).
func init() {
	triggerEvents["player_attacks"] = sim.WhenYouAttack
	triggerEvents["attacks_or_blocks"] = sim.WhenAttacksOrBlocks
	triggerEvents["blocks_creature"] = sim.WhenBlocksCreature
	triggerEvents["blocks_or_becomes_blocked_by_creature"] = sim.WhenBlocksOrBlockedByCreature
	triggerEvents["becomes_blocked_by_creature"] = sim.WhenBecomesBlockedBy
	triggerEvents["attacks_and_isnt_blocked"] = sim.WhenAttacksAndIsntBlocked
	triggerEvents["one_or_more_deal_combat_damage_to_player"] = sim.WhenOneOrMoreDealCombatDamageToPlayer
	triggerEvents["deals_damage_to_player"] = sim.WhenDealsDamageToPlayer
	groupSubjects["defending player"] = sim.DefendingPlayer
	stepOwners["opponent"] = sim.OpponentsTurns
}
