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
	)
	playerObjs = append(playerObjs, Obj{Kind: ObjThatPlayer, Text: "defending player"})
	damageObjs = append(damageObjs, Obj{Kind: ObjThatPlayer, Text: "defending player"})
}

// EnchantYours ends "Enchant creature you control" (702.5a): the Aura
// targets and may enchant only a permanent its controller controls.
const EnchantYours = " you control"
