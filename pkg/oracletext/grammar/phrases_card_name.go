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
		tmpl("name_check/top+nonland", "choose a nonland card name, then reveal the top card of your library. If that card has the chosen name, {effect}"),
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
		tmpl("enters_choose/card_name/look", "as ~ enters, look at an opponent's hand, then choose any card name"),
		tmpl("cant_activate_named/except_mana", "activated abilities of sources with the chosen name can't be activated unless they're mana abilities"),
		tmpl("cant_activate_named/all", "activated abilities of sources with the chosen name can't be activated"),
		tmpl("cant_cast_named", "spells with the chosen name can't be cast"),
	)
}

// "Choose a card name. Search target opponent's graveyard, hand, and
// library for up to four cards with that name and exile them. Then that
// player shuffles." (201.4, 701.23), with "a nonland / a creature / an
// artifact card name" (201.4a), "any number of cards", "all cards", and
// "That player shuffles, then draws a card for each card exiled from their
// hand this way."
func init() {
	kinds := []struct{ kind, words string }{{"any", "a card name"}, {"nonland", "a nonland card name"},
		{"creature", "a creature card name"}, {"artifact", "an artifact card name"},
		{"nonartifact_nonland", "a nonartifact, nonland card name"}}
	counts := []struct{ count, words string }{{"4", "up to four cards"}, {"any", "any number of cards"}, {"all", "all cards"}}
	ends := []struct{ end, words string }{{"", ". Then that player shuffles"},
		{"/draw_for_hand", ". That player shuffles, then draws a card for each card exiled from their hand this way"}}
	for _, k := range kinds {
		for _, c := range counts {
			for _, name := range []string{"that name", "the chosen name"} {
				for _, e := range ends {
					effects = append(effects, tmpl("exile_named/"+k.kind+"/"+c.count+e.end,
						"choose "+k.words+". Search {player}'s graveyard, hand, and library for "+c.words+" with "+name+" and exile them"+e.words))
				}
			}
		}
	}
}

// "Choose a card name. Exile the top six cards of your library, then
// reveal cards from the top of your library until you reveal a card with
// the chosen name. Put that card into your hand and exile all other cards
// revealed this way." and "... Reveal cards ... until you reveal a card
// with that name, then put that card into your hand. Exile all other cards
// revealed this way, and you lose 1 life for each of the exiled cards."
// (201.4, 701.20a).
func init() {
	effects = append(effects,
		tmpl("reveal_until_named/exile_top", "choose a card name. Exile the top {n} cards of your library, then reveal cards from the top of your library until you reveal a card with the chosen name. Put that card into your hand and exile all other cards revealed this way"),
		tmpl("reveal_until_named/lose", "choose a card name. Reveal cards from the top of your library until you reveal a card with that name, then put that card into your hand. Exile all other cards revealed this way, and you lose 1 life for each of the exiled cards"),
	)
}

// "Counter target spell with the chosen name.": a target spell of the name
// chosen as the source entered (614.12); phrases.go's init, which runs
// first, set the hole this adds to.
func init() {
	spell := holes["spell"]
	holes["spell"] = func(sc *scanner, i int) []cand {
		return append(spell(sc, i), targetEnding(sc, i, "spell", "spell with the chosen name")...)
	}
}

// "Choose a creature card name. Reveal the top four cards of your library
// and put all of them with that name into your hand. Put the rest into your
// graveyard." and "Choose a card name other than a basic land card name.
// Reveal the top seven cards ... Exile the rest." (201.4, 701.20a).
func init() {
	for _, k := range []struct{ kind, words string }{{"any", "a card name"}, {"creature", "a creature card name"},
		{"nonland", "a nonland card name"}, {"not_basic_land", "a card name other than a basic land card name"}} {
		for _, rest := range []struct{ zone, words string }{{"graveyard", "Put the rest into your graveyard"}, {"exile", "Exile the rest"}} {
			effects = append(effects, tmpl("reveal_top_named/"+k.kind+"/"+rest.zone,
				"choose "+k.words+". Reveal the top {n} cards of your library and put all of them with that name into your hand. "+rest.words))
		}
	}
}

// "Choose a card name. Until your next turn, spells with the chosen name
// can't be cast and lands with the chosen name can't be played." (201.4,
// 611.2a).
func init() {
	effects = append(effects, tmpl("ban_chosen_name",
		"choose a card name. Until your next turn, spells with the chosen name can't be cast and lands with the chosen name can't be played"))
}

// "Choose a card name. Spells with the chosen name cost {1} less to cast
// this turn." (201.4, 601.2f, 611.2a).
func init() {
	effects = append(effects, tmpl("cut_chosen_name_cost",
		"choose a card name. Spells with the chosen name cost {manacost} less to cast this turn"))
}

// "Choose a nonland card name. Target player reveals their hand. That
// player discards a card with that name. If they can't, you draw a card."
// (201.4, 701.9a, 701.20a).
func init() {
	effects = append(effects, tmpl("named_discard/nonland",
		"choose a nonland card name. Target player reveals their hand. That player discards a card with that name. If they can't, you draw a card"))
}
