package oracletext

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracle"
)

// TestZonesVocabulary: the shapes that move cards between zones, in the
// card language (701.9, 701.20a, 110.2a, 400.7, 603.6a).
func TestZonesVocabulary(t *testing.T) {
	for _, tc := range []struct {
		typeLine, line, key, body string
	}{
		{"Sorcery", "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.", "spell",
			"{targets: [player], effects: [{discard: {who: target, count: 1, chosen_by: you, what: a nonland card}}, {lose_life: {who: you, amount: 2}}]}"},
		{"Sorcery", "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.", "spell",
			"{targets: [player], effects: [{discard: {who: target, count: 1, chosen_by: you, what: a nonland card with mana value 3 or less}}]}"},
		{"Creature — Human", "When this creature dies, return another target creature card from your graveyard to your hand.", "triggered",
			"{trigger: dies, targets: [another creature card from your graveyard], effects: [{return_to_hand: target}]}"},
		{"Sorcery", "Put target creature card from an opponent's graveyard onto the battlefield under your control.", "spell",
			"{targets: [creature card from an opponent's graveyard], effects: [{put_onto_battlefield: target}]}"},
		{"Sorcery", "Return all creature cards with mana value 2 or less from your graveyard to the battlefield.", "spell",
			"{effects: [{put_onto_battlefield: all creature cards with mana value 2 or less from your graveyard}]}"},
		{"Sorcery", "Put all creature cards from all graveyards onto the battlefield under your control.", "spell",
			"{effects: [{put_onto_battlefield: all creature cards from all graveyards}]}"},
		{"Artifact", "{3}, {T}, Sacrifice this artifact: Return all enchantment cards from your graveyard to your hand.", "activated",
			"{cost: '{3}, {T}, Sacrifice ~', effects: [{return_to_hand: all enchantment cards from your graveyard}]}"},
		{"Instant", "Discard your hand, then draw two cards.", "spell",
			"{effects: [{discard_hand: you}, {draw: {who: you, count: 2}}]}"},
		{"Instant", "Draw two cards, then discard a card at random.", "spell",
			"{effects: [{draw: {who: you, count: 2}}, {discard: {who: you, count: 1, random: true}}]}"},
		{"Artifact", "{5}, {T}: Discard a card at random, then draw two cards.", "activated",
			"{cost: '{5}, {T}', effects: [{discard: {who: you, count: 1, random: true}}, {draw: {who: you, count: 2}}]}"},
		{"Sorcery", "Each player discards their hand, then draws seven cards.", "spell",
			"{effects: [{discard_hand: each player}, {draw: {who: each player, count: 7}}]}"},
		{"Sorcery", "Target player discards their hand.", "spell", "{targets: [player], effects: [{discard_hand: target}]}"},
		{"Instant", "Exile target creature you control, then return that card to the battlefield under your control.", "spell",
			"{targets: [creature you control], effects: [{exile_and_return: {what: target, under: you}}]}"},
		{"Creature — Eldrazi", "{2}{C}: Exile another target creature, then return it to the battlefield tapped under its owner's control.", "activated",
			"{cost: '{2}{C}', targets: [another creature], effects: [{exile_and_return: {what: target, under: owner, tapped: true}}]}"},
		{"Sorcery", "Exile target artifact or creature, then return that card to the battlefield under its owner's control with a +1/+1 counter on it.", "spell",
			"{targets: [artifact or creature], effects: [{exile_and_return: {what: target, under: owner, counter: +1/+1}}]}"},
		{"Creature — Spirit", "{3}{W}: Exile this creature, then return it to the battlefield under its owner's control.", "activated",
			"{cost: '{3}{W}', effects: [{exile_and_return: {what: this, under: owner}}]}"},
		{"Sorcery", "Search your library for a card, put that card into your graveyard, then shuffle.", "spell",
			"{effects: [{search_library: {what: a card, to: graveyard}}]}"},
		{"Sorcery", "Search your library for up to three creature cards, put them into your graveyard, then shuffle.", "spell",
			"{effects: [{search_library: {what: creature cards, count: 3, to: graveyard}}]}"},
		// a triggered ability that functions from the graveyard (113.6m)
		{"Creature — Phoenix", "Whenever you gain life, return this card from your graveyard to your hand.", "triggered",
			"{trigger: {event: gain_life, player: you}, effects: [{return_self: {from: graveyard, to: hand}}]}"},
		{"Instant", "Whenever an opponent gains life, you may pay {R}. If you do, return this card from your graveyard to your hand.", "triggered",
			"{trigger: {event: gain_life, player: opponent}, effects: [{may: {text: 'pay {R}', pay: '{R}', if_you_do: [{return_self: {from: graveyard, to: hand}}]}}]}"},
		// a player discards a card (701.9a)
		{"Enchantment", "Whenever an opponent discards a card, that player loses 2 life.", "triggered",
			"{trigger: {event: discard, player: opponent}, effects: [{lose_life: {who: that player, amount: 2}}]}"},
		{"Creature — Human", "Whenever you discard a card, this creature deals 1 damage to each opponent.", "triggered",
			"{trigger: {event: discard, player: you}, effects: [{damage: {amount: 1, to: each opponent}}]}"},
		{"Creature — Jackal Warrior", "Whenever you cycle or discard a card, this creature gets +1/+0 until end of turn.", "triggered",
			"{trigger: {event: discard, player: you}, effects: [{pump: {of: this, power: 1, toughness: 0, until: end_of_turn}}]}"},
		{"Sorcery", "Return all nonblue creatures to their owners' hands.", "spell",
			"{effects: [{return_to_hand: all nonblue creatures}]}"},
		{"Artifact", "{T}, Sacrifice this artifact: Exile target player's graveyard.", "activated",
			"{cost: '{T}, Sacrifice ~', targets: [player], effects: [{exile_graveyard: target}]}"},
		{"Enchantment", "When this enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control.", "triggered",
			"{trigger: leaves_the_battlefield, effects: [{return_exiled: owner}]}"},
		// an Aura chooses what it enchants as it enters (303.4f)
		{"Sorcery", "Return all artifact and enchantment cards from your graveyard to the battlefield.", "spell",
			"{effects: [{put_onto_battlefield: all artifact and enchantment cards from your graveyard}]}"},
		{"Creature — Rat", "When this creature dies, exile target card from an opponent's graveyard.", "triggered",
			"{trigger: dies, targets: [card from an opponent's graveyard], effects: [{exile: target}]}"},
		{"Creature — Human Shaman", "{T}: Return target card from an opponent's graveyard to their hand.", "activated",
			"{cost: '{T}', targets: [card from an opponent's graveyard], effects: [{return_to_hand: target}]}"},
		{"Enchantment", "Whenever a nontoken creature is put into your graveyard from the battlefield, you gain 1 life.", "triggered",
			"{trigger: {event: dies, object: a nontoken creature you own}, effects: [{gain_life: {who: you, amount: 1}}]}"},
	} {
		checkEmit(t, tc.typeLine, tc.line, tc.key, tc.body)
	}
}

// TestZonesRefused: lines close to the zone shapes that the engine can't
// honour stay unsupported, with their phrase.
func TestZonesRefused(t *testing.T) {
	for _, tc := range []struct {
		typeLine, line, phrase string
	}{
		// any card: an instant or sorcery can't enter the battlefield (400.4a)
		{"Sorcery", "Put target card from a graveyard onto the battlefield under your control.", "target card from a graveyard onto"},
		// another player's cards to the battlefield without saying whose control
		{"Sorcery", "Return all creature cards from all graveyards to the battlefield.", "all creature cards from all graveyards"},
		// "other" of the creature dealing damage, not of the spell
		{"Sorcery", "Put target creature card from a graveyard onto the battlefield under your control. That creature deals damage equal to its power to each other creature.", "each other creature"},
		// several cards chosen from the revealed hand
		{"Sorcery", "Target player reveals their hand. You choose two cards from it. That player discards that card.", "two cards from it"},
		// "it" after the card returned: a new object (400.7) the effect can't follow
		{"Instant", "Exile target creature you control, then return that card to the battlefield under its owner's control. It gains first strike until end of turn.", "It gains first strike until end"},
		// an Aura's trigger on what it enchants functions on the battlefield (113.6m)
		{"Enchantment — Aura", "When enchanted creature dies, return this card from your graveyard to the battlefield.", "~ from your graveyard to the"},
		// several targets that must share one opponent's graveyard
		{"Creature — Insect Druid", "{T}: Return two target cards from an opponent's graveyard to their hand.", "two target cards from an opponent's"},
		// X cards at random
		{"Sorcery", "Discard X cards at random.", "X cards at random"},
	} {
		checkRefused(t, tc.typeLine, tc.line, tc.phrase)
	}
}

// checkRefused compiles a one-line card and checks that its line is
// unsupported, stopping at phrase.
func checkRefused(t *testing.T, typeLine, line, phrase string) {
	t.Helper()
	l := Compile(&oracle.Card{Name: "Test Card", TypeLine: typeLine, OracleText: line}).Lines[0]
	if l.Supported() {
		t.Errorf("%q compiled: %s", line, flow(l.Body))
		return
	}
	if l.Phrase != phrase {
		t.Errorf("%q: phrase %q (%s), want %q", line, l.Phrase, l.Reason(), phrase)
	}
}
