package grammar

// The combat and damage triggers: "Whenever you attack" (508.3d), "attacks
// or blocks" (508.3a, 509.3a), "blocks a creature" (509.3b), "becomes
// blocked by a creature" and "blocks or becomes blocked by a creature"
// (509.3d), "attacks and isn't blocked" (509.3g), "one or more ... deal
// combat damage to a player" (510.2, 603.2c), "deals damage to a player"
// and "to an opponent", and "At the beginning of each opponent's upkeep"
// (503.1). "Defending player" is the player the creature attacked (506.2).
func init() {
	triggers = append(triggers,
		tmpl("player_attacks/you", "Whenever you attack"),
		tmpl("attacks_or_blocks", "Whenever ~ attacks or blocks"),
		tmpl("attacks_or_blocks", "When ~ attacks or blocks"),
		tmpl("event:attacks_or_blocks", "Whenever {group} attacks or blocks"),
		tmpl("event:attacks_or_blocks", "When {group} attacks or blocks"),
		tmpl("blocks_creature", "Whenever ~ blocks {anobject}"),
		tmpl("blocks_creature", "When ~ blocks {anobject}"),
		tmpl("becomes_blocked_by_creature", "Whenever ~ becomes blocked by {anobject}"),
		tmpl("blocks_or_becomes_blocked_by_creature", "Whenever ~ blocks or becomes blocked by {anobject}"),
		tmpl("attacks_and_isnt_blocked", "Whenever ~ attacks and isn't blocked"),
		tmpl("event:attacks_and_isnt_blocked", "Whenever {group} attacks and isn't blocked"),
		tmpl("event:one_or_more_deal_combat_damage_to_player", "Whenever one or more {group} deal combat damage to a player"),
		tmpl("deals_damage_to_player/any", "Whenever ~ deals damage to a player"),
		tmpl("deals_damage_to_player/opponent", "Whenever ~ deals damage to an opponent"),
		tmpl("event:deals_damage_to_player/any", "Whenever {group} deals damage to a player"),
		tmpl("event:deals_damage_to_player/opponent", "Whenever {group} deals damage to an opponent"),
		tmpl("upkeep/opponent", "At the beginning of each opponent's upkeep"),
		tmpl("end/opponent", "At the beginning of each opponent's end step"),
		tmpl("draw/each", "At the beginning of each player's draw step"),
		tmpl("draw/opponent", "At the beginning of each opponent's draw step"),
		tmpl("upkeep/enchanted_controller", "At the beginning of the upkeep of enchanted creature's controller"),
		tmpl("event:attacks_you", "Whenever {group} attacks you or a planeswalker you control"),
		tmpl("event:attacks_you", "When {group} attacks you or a planeswalker you control"),
		tmpl("event:attacks_you", "Whenever {group} attacks you"),
		tmpl("deals_combat_damage", "Whenever ~ deals combat damage"),
		tmpl("deals_combat_damage", "When ~ deals combat damage"),
		tmpl("event:deals_combat_damage", "Whenever {group} deals combat damage"),
		tmpl("is_dealt_combat_damage", "Whenever ~ is dealt combat damage"),
		tmpl("becomes_blocked", "When ~ becomes blocked"),
		tmpl("event:becomes_blocked", "Whenever {group} becomes blocked"),
		tmpl("deals_combat_damage_to_player", "When ~ deals combat damage to a player"),
		tmpl("event:deals_combat_damage_to_player", "When {group} deals combat damage to a player"),
		tmpl("deals_combat_damage_to_opponent", "Whenever ~ deals combat damage to an opponent"),
		tmpl("event:deals_combat_damage_to_opponent", "Whenever {group} deals combat damage to an opponent"),
		tmpl("attacks_with_at_least_two_others", "Whenever ~ and at least two other creatures attack"),
		tmpl("event:one_or_more_attack", "Whenever one or more {group} attack"),
		tmpl("attack_with/you", "Whenever you attack with {n} or more {attackers}"),
		tmpl("attack_with/opponent", "Whenever an opponent attacks with {n} or more {attackers}"),
		tmpl("attacks", "When ~ attacks"),
		tmpl("event:blocks", "Whenever {group} blocks"),
		tmpl("event:is_dealt_damage", "Whenever {group} is dealt damage"),
		tmpl("deals_damage_to_player/you", "Whenever ~ deals damage to you"),
		tmpl("event:deals_damage_to_player/you", "Whenever {group} deals damage to you"),
		tmpl("deals_combat_damage_to_you", "Whenever ~ deals combat damage to you"),
		tmpl("event:deals_combat_damage_to_you", "Whenever {group} deals combat damage to you"),
		tmpl("deals_damage_to_creature", "Whenever ~ deals damage to a creature"),
		tmpl("deals_damage", "Whenever ~ deals damage"),
		tmpl("event:deals_damage", "Whenever {group} deals damage"),
		tmpl("event:deals_damage_to_creature", "Whenever {group} deals damage to a creature"),
		tmpl("deals_combat_damage_to_player_or_planeswalker", "Whenever ~ deals combat damage to a player or planeswalker"),
		tmpl("event:deals_combat_damage_to_player_or_planeswalker", "Whenever {group} deals combat damage to a player or planeswalker"),
		tmpl("blocks", "When ~ blocks"),
		tmpl("event:attacks", "When {group} attacks"),
	)
	// "destroy that creature at end of combat": a delayed triggered ability
	// (603.7) at the beginning of the end of combat step (511.2).
	effects = append(effects,
		tmpl("delayed/sacrifice@end_of_combat", "sacrifice {later} at end of combat"),
		tmpl("delayed/exile@end_of_combat", "exile {later} at end of combat"),
		tmpl("delayed/destroy@end_of_combat", "destroy {later} at end of combat"),
		tmpl("delayed/return_to_hand@end_of_combat", "return {later} to its owner's hand at end of combat"),
		tmpl("delayed/put_counters@end_of_combat", "put {counters} on {later} at end of combat"),
		tmpl("delayed/remove_counters@end_of_combat", "remove {counters} from {later} at end of combat"),
	)
	// the attackers of "Whenever you attack with two or more creatures",
	// a group ending at the comma
	holes["attackers"] = func(sc *scanner, i int) []cand { return groupObjs(sc, i, true) }
	defending := Obj{Kind: ObjThatPlayer, Text: "defending player"}
	// "that creature's controller": of the creature the trigger names
	controller := Obj{Kind: ObjController, Types: []string{"that creature"}, Text: "that creature's controller"}
	playerObjs = append(playerObjs, defending, controller)
	damageObjs = append(damageObjs, defending, controller)
}

// EnchantYours ends "Enchant creature you control" (702.5a): the Aura
// targets and may enchant only a permanent its controller controls.
const EnchantYours = " you control"
