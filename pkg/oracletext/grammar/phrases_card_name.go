package grammar

// Choosing a card name as a spell or ability resolves (201.4, 608.2d), then
// finding one card whose name is checked against it: "Choose a card name,
// then target player mills a card. If a card with the chosen name was
// milled this way, you draw two cards. Otherwise, you draw a card.", "...,
// then reveal the top card of your library. If that card has the chosen
// name, ...", "..., then reveal a card at random from your hand. If that
// card has the chosen name, ...".
func init() {
	effects = append(effects,
		tmpl("name_check/mill/else", "choose a card name, then {player} mills a card. If a card with the chosen name was milled this way, {effect}. Otherwise, {effect}"),
		tmpl("name_check/mill", "choose a card name, then {player} mills a card. If a card with the chosen name was milled this way, {effect}"),
		tmpl("name_check/top", "choose a card name, then reveal the top card of your library. If that card has the chosen name, {effect}"),
		tmpl("name_check/random_hand", "choose a card name, then reveal a card at random from your hand. If that card has the chosen name, {effect}"),
		// "sacrifice this artifact and draw three cards"
		tmpl("sacrifice_and_draw", "sacrifice ~ and draw {cards}"),
	)
}

// "As this artifact enters, choose a card name." (614.12, 201.4), or "a
// nonland card name" (201.4a), and the restrictions that read it:
// "Activated abilities of sources with the chosen name can't be activated
// [unless they're mana abilities]." (602.5), "Spells with the chosen name
// can't be cast." (601.3).
func init() {
	statics = append(statics,
		tmpl("enters_choose/card_name", "as ~ enters, choose a card name"),
		tmpl("enters_choose/card_name/nonland", "as ~ enters, choose a nonland card name"),
		tmpl("cant_activate_named/except_mana", "activated abilities of sources with the chosen name can't be activated unless they're mana abilities"),
		tmpl("cant_activate_named/all", "activated abilities of sources with the chosen name can't be activated"),
		tmpl("cant_cast_named", "spells with the chosen name can't be cast"),
	)
}
