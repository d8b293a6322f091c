package grammar

// Clashing (701.30): "Clash with an opponent. If you win, [effect].", with
// what a clash not won does after "Otherwise," (a tie is not a win,
// 701.30d). The effect after "If you win," is part of the same phrase, so
// that "that player" there can be read as the opponent clashed with.
func init() {
	effects = append(effects,
		tmpl("clash/win_else", "clash with an opponent. If you win, {effect}. Otherwise, {effect}"),
		tmpl("clash/win", "clash with an opponent. If you win, {effect}"),
	)
}

// "That creature gets an additional +2/+2 and gains trample until end of
// turn": a second bonus of its own, which adds to the first (613.4c).
func init() {
	effects = append(effects,
		tmpl("pump", "{permanent} gets an additional {pt} until end of turn"),
		tmpl("pump_keyword", "{permanent} gets an additional {pt} and gains {keywords} until end of turn"),
	)
}

// "that spell's controller": of the spell the ability targets ("Counter
// target spell unless its controller pays {X}. ... If you win, that
// spell's controller mills four cards.").
func init() {
	playerObjs = append(playerObjs, Obj{Kind: ObjController, Types: []string{"that spell"}, Text: "that spell's controller"})
}

// "Return target creature card from a graveyard to its owner's hand." (a
// card goes to its owner's hand, 400.3): tried before "return {object} to
// its owner's hand", which would read the target as a permanent chosen as
// it resolves.
func init() {
	effects = append([]*template{tmpl("return_card_to_hand", "return {gravecard} to its owner's hand")}, effects...)
}

// "You lose 2 life and draw two cards, then clash with an opponent. If you
// win, repeat this process." (701.30).
func init() {
	effects = append(effects, tmpl("clash_repeat/lose_draw",
		"you lose {n} life and draw {cards}, then clash with an opponent. If you win, repeat this process"))
}
