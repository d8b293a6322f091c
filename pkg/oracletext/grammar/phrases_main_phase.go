package grammar

// Main-phase triggers (505.1, 505.1a): "At the beginning of your first
// (precombat) main phase", "... second (postcombat) main phase". The engine
// has no additional phases, so the first main phase is main1 and the second
// main2. "That player adds {G}{G}" is mana such a trigger adds: not a mana
// ability, it resolves from the stack (605.5a).
func init() {
	triggers = append(triggers,
		tmpl("main1/your", "At the beginning of your first main phase"),
		tmpl("main1/your", "At the beginning of your precombat main phase"),
		tmpl("main1/each", "At the beginning of each player's first main phase"),
		tmpl("main1/each", "At the beginning of each player's precombat main phase"),
		tmpl("main2/your", "At the beginning of your second main phase"),
	)
	effects = append(effects,
		tmpl("add_mana/that_player", "that player adds {mana}"),
	)
}
