package oracletext

import "testing"

// TestDig checks the card-language ability of each shape of "look at /
// reveal the top N cards of your library" (701.20).
func TestDig(t *testing.T) {
	for _, tc := range []struct {
		typeLine, line, key, body string
	}{
		{"Sorcery", "Look at the top three cards of your library. You may reveal a creature or land card from among them and put it into your hand. Put the rest on the bottom of your library in any order.", "spell",
			"{effects: [{dig: {count: 3, take: [{what: a creature or land card, may: true, reveal: true, to: hand}], rest: bottom}}]}"},
		{"Sorcery", "Look at the top five cards of your library. You may reveal a white card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.", "spell",
			"{effects: [{dig: {count: 5, take: [{what: a white card, may: true, reveal: true, to: hand}], rest: {to: bottom, order: random}}}]}"},
		{"Sorcery", "Reveal the top five cards of your library. You may put a creature card from among them into your hand. Put the rest into your graveyard.", "spell",
			"{effects: [{dig: {count: 5, reveal: true, take: [{what: a creature card, may: true, to: hand}], rest: graveyard}}]}"},
		{"Instant", "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.", "spell",
			"{effects: [{dig: {count: 3, take: [{count: 1, to: hand}], rest: graveyard}}]}"},
		{"Creature — Elf", "When this creature enters, look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.", "triggered",
			"{trigger: enters, effects: [{dig: {count: 2, take: [{count: 1, to: hand}], rest: graveyard}}]}"},
		{"Sorcery", "Reveal the top three cards of your library. Put all creature cards revealed this way into your hand and the rest into your graveyard.", "spell",
			"{effects: [{dig: {count: 3, reveal: true, take: [{what: creature cards, all: true, to: hand}], rest: graveyard}}]}"},
		{"Creature — Wizard", "When this creature enters, look at the top four cards of your library, then put them back in any order.", "triggered",
			"{trigger: enters, effects: [{dig: {count: 4, rest: top}}]}"},
		{"Enchantment", "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your graveyard.", "activated",
			"{cost: '{2}{G}{G}', effects: [{dig: {count: 1, reveal: true, take: [{what: a creature card, to: battlefield}], rest: {to: graveyard}}}]}"},
		{"Enchantment", "At the beginning of your upkeep, look at the top card of your library. If it's a land card, you may put it onto the battlefield.", "triggered",
			"{trigger: {at: upkeep, whose: your}, effects: [{dig: {count: 1, take: [{what: a land card, may: true, to: battlefield}], rest: stay}}]}"},
		{"Creature — Scout", "Whenever this creature becomes tapped, look at the top card of your library. If it's a land card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard.", "triggered",
			"{trigger: becomes_tapped, effects: [{dig: {count: 1, take: [{what: a land card, may: true, reveal: true, to: hand}], rest: {to: graveyard, may: true}}}]}"},
		{"Enchantment", "{1}: Reveal the top card of your library. If it's a land card, you may put it onto the battlefield tapped. Otherwise, put it into your hand.", "activated",
			"{cost: '{1}', effects: [{dig: {count: 1, reveal: true, take: [{what: a land card, may: true, to: battlefield, tapped: true}], rest: {to: hand, otherwise: true}}}]}"},
		// explore (701.44a), and the Map token that makes a creature explore (111.10s)
		{"Creature — Merfolk", "When this creature enters, it explores, then it explores again.", "triggered",
			"{trigger: enters, effects: [{explore: this}, {explore: this}]}"},
		{"Creature — Bat", "When this creature dies, target creature you control explores.", "triggered",
			"{trigger: dies, targets: [creature you control], effects: [{explore: target}]}"},
		{"Enchantment", "Whenever a creature you control enters, it explores.", "triggered",
			"{trigger: {event: enters, object: a creature you control}, effects: [{explore: that object}]}"},
		// exiling the top cards to play them (406.3, 601.3)
		{"Creature — Human Monk", "When this creature enters, exile the top card of your library. Until end of turn, you may play that card.", "triggered",
			"{trigger: enters, effects: [{exile_top: {count: 1, play_until: end_of_turn}}]}"},
		{"Sorcery", "Exile the top two cards of your library. Until the end of your next turn, you may play those cards.", "spell",
			"{effects: [{exile_top: {count: 2, play_until: end_of_your_next_turn}}]}"},
		{"Artifact", "{T}: Exile the top three cards of your library.", "activated",
			"{cost: '{T}', effects: [{exile_top: {count: 3}}]}"},
		// "then shuffle and put that card on top" (701.24b)
		{"Instant", "Search your library for a card, then shuffle and put that card on top. You lose 2 life.", "spell",
			"{effects: [{search_library: {what: a card, to: top}}, {lose_life: {who: you, amount: 2}}]}"},
		{"Sorcery", "Search your library for a creature card, reveal it, then shuffle and put that card on top.", "spell",
			"{effects: [{search_library: {what: a creature card, to: top}}]}"},
		// a card from your graveyard to your library (400.3)
		{"Sorcery", "Put target card from your graveyard on top of your library.", "spell",
			"{targets: [card from your graveyard], effects: [{put_on_library: target}]}"},
		{"Artifact Creature — Golem", "{2}: Put target card from your graveyard on the bottom of your library.", "activated",
			"{cost: '{2}', targets: [card from your graveyard], effects: [{put_on_bottom: target}]}"},
		// another player's library: its cards go to its owner's graveyard (400.3)
		{"Creature — Faerie", "When this creature enters, look at the top card of target player's library.", "triggered",
			"{trigger: enters, targets: [player], effects: [{dig: {count: 1, whose: target, rest: stay}}]}"},
		{"Sorcery", "Look at the top card of target player's library. You may put that card into their graveyard.", "spell",
			"{targets: [player], effects: [{dig: {count: 1, whose: target, take: [{may: true, to: graveyard}], rest: stay}}]}"},
		{"Artifact", "{3}: Look at the top three cards of target player's library, then put them back in any order.", "activated",
			"{cost: '{3}', targets: [player], effects: [{dig: {count: 3, whose: target, rest: top}}]}"},
		// "If you didn't put a card into your hand this way" and shuffling (701.24a)
		{"Sorcery", "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card.", "spell",
			"{effects: [{dig: {count: 5, take: [{what: a creature card, may: true, reveal: true, to: hand}], rest: {to: bottom, order: random}, if_none: [{draw: {who: you, count: 1}}]}}]}"},
		{"Sorcery", "Look at the top three cards of your library, then put them back in any order. You may shuffle.", "spell",
			"{effects: [{dig: {count: 3, rest: top}}, {may: {text: shuffle, do: [{shuffle: you}]}}]}"},
		{"Artifact Creature — Myr", "{2}, {T}: Shuffle your library.", "activated", "{cost: '{2}, {T}', effects: [{shuffle: you}]}"},
		// several kinds, up to N, any number
		{"Sorcery", "Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard.", "spell",
			"{effects: [{dig: {count: 4, reveal: true, take: [{what: a creature card, may: true, to: hand}, {what: a land card, may: true, to: hand}], rest: graveyard}}]}"},
		{"Instant", "Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any order.", "spell",
			"{effects: [{dig: {count: 6, take: [{what: creature cards with mana value 3 or less, count: 2, may: true, to: battlefield}], rest: bottom}}]}"},
		{"Sorcery", "Look at the top five cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.", "spell",
			"{effects: [{dig: {count: 5, take: [{what: creature cards, any: true, may: true, reveal: true, to: hand}], rest: bottom}}]}"},
		// other moves into a library (400.3, 701.24a)
		{"Artifact Creature — Construct", "{T}: Put target card from a graveyard on the bottom of its owner's library.", "activated",
			"{cost: '{T}', targets: [card from a graveyard], effects: [{put_on_bottom: target}]}"},
		{"Instant", "Put target creature with power 4 or greater on the bottom of its owner's library.", "spell",
			"{targets: [creature with power 4 or greater], effects: [{put_on_bottom: target}]}"},
		{"Creature — Dragon", "When this creature dies, shuffle it into its owner's library.", "triggered",
			"{trigger: dies, effects: [{shuffle_into_library: new object}]}"},
		{"Creature — Sphinx", "{U}: This creature's owner shuffles it into their library.", "activated",
			"{cost: '{U}', effects: [{shuffle_into_library: this}]}"},
		{"Sorcery", "Target player shuffles their graveyard into their library.", "spell",
			"{targets: [player], effects: [{shuffle_graveyard: target}]}"},
		// searching for up to N cards (701.23a)
		{"Artifact Creature — Golem", "{3}, Sacrifice this creature: Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.", "activated",
			"{cost: '{3}, Sacrifice ~', effects: [{search_library: {what: basic land cards, count: 2, to: battlefield, tapped: true}}]}"},
		{"Artifact", "{2}, {T}, Sacrifice this artifact: Search your library for up to two basic land cards, reveal them, put them into your hand, then shuffle.", "activated",
			"{cost: '{2}, {T}, Sacrifice ~', effects: [{search_library: {what: basic land cards, count: 2, to: hand}}]}"},
		// kinship (701.20a, 205.3m)
		{"Creature — Elf Warrior", "At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. If you do, you gain 4 life.", "triggered",
			"{trigger: {at: upkeep, whose: your}, effects: [{reveal_top_sharing_type: [{gain_life: {who: you, amount: 4}}]}]}"},
		// a choice of kinds the filter can't say in one phrase
		{"Sorcery", "Look at the top three cards of your library. You may reveal an artifact, creature, or land card from among them and put it into your hand. Put the rest on the bottom of your library in any order.", "spell",
			"{effects: [{dig: {count: 3, take: [{what: [an artifact card, a creature card, a land card], may: true, reveal: true, to: hand}], rest: bottom}}]}"},
		{"Creature — Human Pirate", "When this creature enters, look at the top four cards of your library. You may reveal an artifact or Pirate card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.", "triggered",
			"{trigger: enters, effects: [{dig: {count: 4, take: [{what: [an artifact card, a Pirate card], may: true, reveal: true, to: hand}], rest: {to: bottom, order: random}}}]}"},
		{"Instant", "Look at the top four cards of your library. You may reveal up to two instant and/or sorcery cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.", "spell",
			"{effects: [{dig: {count: 4, take: [{what: [instant cards, sorcery cards], count: 2, may: true, reveal: true, to: hand}], rest: bottom}}]}"},
		{"Artifact", "{3}, {T}: Exile the top card of your library. Until the beginning of your next upkeep, you may play that card.", "activated",
			"{cost: '{3}, {T}', effects: [{exile_top: {count: 1, play_until: your_next_upkeep}}]}"},
		{"Creature — Human Wizard", "Whenever you cast a noncreature spell, exile the top card of your library. Until your next end step, you may play that card.", "triggered",
			"{trigger: {event: cast, object: a noncreature spell, player: you}, effects: [{exile_top: {count: 1, play_until: your_next_end_step}}]}"},
		// the target's controller searches (608.2h)
		{"Instant", "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.", "spell",
			"{targets: [creature], effects: [{exile: target}, {search_library: {what: a basic land card, to: battlefield, who: controller of target, may: true, tapped: true}}]}"},
		{"Creature — Dryad", "When this creature enters, each opponent may search their library for a basic land card, put it onto the battlefield tapped, then shuffle.", "triggered",
			"{trigger: enters, effects: [{search_library: {what: a basic land card, to: battlefield, who: each opponent, may: true, tapped: true}}]}"},
		// a card kept on top
		{"Creature — Elf Scout", "When this creature enters, look at the top four cards of your library. You may reveal a creature or land card from among them and put it on top of your library. Put the rest on the bottom of your library in a random order.", "triggered",
			"{trigger: enters, effects: [{dig: {count: 4, take: [{what: a creature or land card, may: true, reveal: true, to: top}], rest: {to: bottom, order: random}}}]}"},
		{"Creature — Human Wizard", "When this creature enters, look at the top three cards of your library. You may put one of those cards back on top of your library. Put the rest into your graveyard.", "triggered",
			"{trigger: enters, effects: [{dig: {count: 3, take: [{count: 1, may: true, to: top}], rest: graveyard}}]}"},
		{"Instant", "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.", "spell",
			"{effects: [{dig: {count: 3, take: [{count: 1, to: hand}, {count: 1, to: top}, {count: 1, to: bottom}], rest: stay}}]}"},
	} {
		checkEmit(t, tc.typeLine, tc.line, tc.key, tc.body)
	}
}
