package grammar

// "Whenever a player taps a land for mana" (106.12): the trigger, with who
// taps and what is tapped, and the mana such a trigger adds: "that player
// adds one mana of any type that land produced" (106.7), "add an additional
// {B}", "its controller adds an additional {G}" (the controller of the
// permanent tapped). An ability that adds mana this way is a triggered mana ability
// (605.1b); one that doesn't ("this enchantment deals 1 damage to that
// player") uses the stack (605.5a).
func init() {
	triggers = append(triggers,
		tmpl("taps_for_mana/any", "Whenever a player taps {anobject} for mana"),
		tmpl("taps_for_mana/you", "Whenever you tap {anobject} for mana"),
		tmpl("taps_for_mana/opponent", "Whenever an opponent taps {anobject} for mana"),
		tmpl("taps_for_mana/any", "Whenever {anobject} is tapped for mana"),
		tmpl("taps_for_mana/enchanted", "Whenever enchanted land is tapped for mana"),
		tmpl("tapped_for_mana", "Whenever you tap ~ for mana"),
	)
	effects = append(effects,
		tmpl("add_produced/that_player", "that player adds one mana of any type that land produced"),
		tmpl("add_produced/you", "add one mana of any type that land produced"),
		tmpl("add_produced/you", "add one mana of any type that permanent produced"),
		tmpl("add_additional/that_player", "that player adds an additional {mana}"),
		tmpl("add_additional/you", "add an additional {mana}"),
		tmpl("add_additional/its_controller", "its controller adds an additional {mana}"),
	)
}
