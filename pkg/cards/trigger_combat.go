package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

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
	triggerEvents["one_or_more_attack"] = sim.WhenOneOrMoreAttack
	triggerEvents["attacks_with_at_least_two_others"] = sim.WhenAttacksWithTwoOthers
	groupSubjects["defending player"] = sim.DefendingPlayer
	groupSubjects["controller of that object"] = sim.ControllerOfTriggerObject
	stepOwners["opponent"] = sim.OpponentsTurns
	stepOwners["enchanted_controller"] = sim.EnchantedControllersTurns
	triggerEvents["attacks_you"] = sim.WhenAttacksYou
	triggerEvents["deals_combat_damage"] = sim.WhenDealsCombatDamage
	triggerEvents["deals_damage_to_creature"] = sim.WhenDealsDamageToCreature
	triggerEvents["deals_damage"] = sim.WhenDealsDamage
	triggerEvents["is_dealt_combat_damage"] = sim.WhenIsDealtCombatDamage
}

// compileEnchantYours reads "Enchant creature you control": enchant: {types:
// [creature], control: you} (702.5a): the Aura spell targets, and the Aura
// may stay attached to, only a permanent its controller controls (303.4a,
// 704.5m).
func compileEnchantYours(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	e := sim.Enchant{Yours: true}
	kvs, ok := r.Fields(n, "enchant",
		source.Field{Key: "types", Read: func(v *yaml.Node) {
			e.Types = compileEnchant(r, v, oracle).Static.(sim.Enchant).Types
		}},
		source.Field{Key: "control", Read: func(v *yaml.Node) { r.OneOf(v, "control", []string{"you"}) }},
	)
	if ok && (e.Types == nil || !source.HasKey(kvs, "control")) {
		r.Errorf(n, "enchant as a map is {types: [TYPE, ...], control: you}")
	}
	return &sim.Ability{Kind: sim.StaticAbility, Text: oracle, Static: e}
}

// "destroy that creature at end of combat": at_next: {step: end_of_combat}
// (511.2, 603.7).
func init() { nextSteps["end_of_combat"] = sim.NextEndOfCombat }
