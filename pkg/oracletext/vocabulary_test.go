package oracletext

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracle"
)

// TestEmitVocabulary checks the card-language ability of each line shape
// that uses the newer vocabulary: groups as subjects and objects, choices
// of mana, costs on the object itself, event triggers, amounts, keyword
// actions and optional payments.
func TestEmitVocabulary(t *testing.T) {
	for _, tc := range []struct {
		typeLine, line, key, body string
	}{
		// mana of one of several types (106.1)
		{"Land", "{T}: Add {R} or {G}.", "mana", "{cost: '{T}', add: '{R} or {G}'}"},
		{"Artifact", "{T}: Add {W}, {U}, or {B}.", "mana", "{cost: '{T}', add: '{W}, {U}, or {B}'}"},
		// groups as subjects (611.2c)
		{"Instant", "Creatures you control get +1/+0 until end of turn.", "spell",
			"{effects: [{pump: {of: Creatures you control, power: 1, toughness: 0, until: end_of_turn}}]}"},
		{"Instant", "Attacking creatures get +2/+0 until end of turn.", "spell",
			"{effects: [{pump: {of: all Attacking creatures, power: 2, toughness: 0, until: end_of_turn}}]}"},
		{"Sorcery", "Each creature you control gets +1/+1 and gains trample until end of turn.", "spell",
			"{effects: [{pump: {of: each creature you control, power: 1, toughness: 1, until: end_of_turn}}, {gain_keyword: {of: each creature you control, keyword: trample, until: end_of_turn}}]}"},
		{"Instant", "Creatures you control gain flying and vigilance until end of turn.", "spell",
			"{effects: [{gain_keyword: {of: Creatures you control, keyword: flying, until: end_of_turn}}, {gain_keyword: {of: Creatures you control, keyword: vigilance, until: end_of_turn}}]}"},
		{"Sorcery", "Creatures without flying can't block this turn.", "spell",
			"{effects: [{modify: {of: Creatures without flying, effects: [{cant: [block]}], until: end_of_turn}}]}"},
		{"Sorcery", "Destroy all creatures. They can't be regenerated.", "spell",
			"{effects: [{destroy: {what: each creature, cant_be_regenerated: true}}]}"},
		{"Sorcery", "Destroy all artifacts you control.", "spell", "{effects: [{destroy: all artifacts you control}]}"},
		{"Sorcery", "Test Card deals 1 damage to each creature without flying.", "spell",
			"{effects: [{damage: {amount: 1, to: each creature without flying}}]}"},
		{"Creature — Angel", "Whenever you gain life, put a +1/+1 counter on each creature you control.", "triggered",
			"{trigger: {event: gain_life, player: you}, effects: [{put_counters: {on: each creature you control, kind: +1/+1, count: 1}}]}"},
		{"Creature — Mole", "Whenever this creature becomes blocked, untap each creature you control.", "triggered",
			"{trigger: becomes_blocked, effects: [{untap: each creature you control}]}"},
		// blocks or becomes blocked (509.3a, 509.3c)
		{"Creature — Frog", "Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.", "triggered",
			"{trigger: blocks_or_becomes_blocked, effects: [{pump: {of: this, power: 2, toughness: 2, until: end_of_turn}}]}"},
		// investigate (701.16a)
		{"Creature — Human", "When this creature enters, investigate.", "triggered",
			"{trigger: enters, effects: [{create_tokens: {count: 1, token: {name: Clue, type_line: Artifact — Clue, oracle_text: '{2}, Sacrifice this artifact: Draw a card.', abilities: [{oracle: '{2}, Sacrifice this artifact: Draw a card.', activated: {cost: '{2}, Sacrifice ~', effects: [{draw: {who: you, count: 1}}]}}]}}}]}"},
		// when you cycle this card (702.29c)
		{"Creature — Human", "When you cycle this card, untap target permanent.", "triggered",
			"{trigger: cycled, targets: [permanent], effects: [{untap: target}]}"},
		// attacks alone (506.5)
		{"Creature — Ogre", "Whenever this creature attacks alone, it gets +3/+0 until end of turn.", "triggered",
			"{trigger: attacks_alone, effects: [{pump: {of: this, power: 3, toughness: 0, until: end_of_turn}}]}"},
		{"Creature — Human", "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.", "triggered",
			"{trigger: {event: attacks_alone, object: a creature you control}, effects: [{pump: {of: that object, power: 1, toughness: 1, until: end_of_turn}}]}"},
		{"Instant", "Target creature gets +2/+2 and gains flying and first strike until end of turn.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: 2, toughness: 2, until: end_of_turn}}, {gain_keyword: {of: target, keyword: flying, until: end_of_turn}}, {gain_keyword: {of: target, keyword: first strike, until: end_of_turn}}]}"},
		// layer effects on fixed objects (611.2c)
		{"Instant", "Target creature loses all abilities until end of turn.", "spell",
			"{targets: [creature], effects: [{modify: {of: target, effects: [{lose_all_abilities: true}], until: end_of_turn}}]}"},
		{"Land", "{1}: This land becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land.", "activated",
			"{cost: '{1}', effects: [{modify: {of: this, effects: [{add_types: [artifact, creature]}, {add_subtypes: [Blinkmoth]}, {add_keywords: [flying]}, {base_pt: {power: 1, toughness: 1}}], until: end_of_turn}}]}"},
		{"Land", "{1}{U}{B}: Until end of turn, this land becomes a 3/2 blue and black Elemental creature. It's still a land.", "activated",
			"{cost: '{1}{U}{B}', effects: [{modify: {of: this, effects: [{add_types: [creature]}, {add_subtypes: [Elemental]}, {colors: [blue, black]}, {base_pt: {power: 3, toughness: 2}}], until: end_of_turn}}]}"},
		{"Enchantment — Aura", "Enchanted land is a 2/6 white Wall creature with defender. It's still a land.", "static",
			"{continuous: {affected: Enchanted land, effects: [{add_types: [creature]}, {add_subtypes: [Wall]}, {colors: [white]}, {add_keywords: [defender]}, {base_pt: {power: 2, toughness: 6}}]}}"},
		{"Instant", "Warrior creatures you control get +2/+0 until end of turn.", "spell",
			"{effects: [{pump: {of: all Warrior creatures you control, power: 2, toughness: 0, until: end_of_turn}}]}"},
		// "or" between card types
		{"Instant", "Counter target instant or sorcery spell.", "spell", "{targets: [instant or sorcery spell], effects: [{counter: target}]}"},
		{"Instant", "Counter target noncreature spell.", "spell", "{targets: [noncreature spell], effects: [{counter: target}]}"},
		{"Sorcery", "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.", "spell",
			"{effects: [{search_library: {what: a basic land card, to: battlefield, tapped: true}}]}"},
		{"Sorcery", "Search your library for a creature card, reveal it, put it into your hand, then shuffle.", "spell",
			"{effects: [{search_library: {what: a creature card, to: hand}}]}"},
		{"Enchantment", "Creatures you control have \"{T}: Add {G}.\"", "static",
			"{continuous: {affected: Creatures you control, effects: [{add_abilities: [{oracle: '{T}: Add {G}.', mana: {cost: '{T}', add: '{G}'}}]}]}}"},
		{"Creature — Human Soldier", "Whenever you cast a spell that targets this creature, put a +1/+1 counter on this creature.", "triggered",
			"{trigger: {event: cast, object: a spell that targets ~, player: you}, effects: [{put_counters: {on: this, kind: +1/+1, count: 1}}]}"},
		{"Land", "When this land enters, return a land you control to its owner's hand.", "triggered",
			"{trigger: enters, effects: [{return_chosen: a land you control}]}"},
		{"Instant", "Destroy target attacking or blocking creature.", "spell",
			"{targets: [attacking or blocking creature], effects: [{destroy: target}]}"},
		{"Instant", "Prevent all combat damage that would be dealt this turn.", "spell", "{effects: [{prevent_combat_damage: true}]}"},
		{"Instant", "Target creature you control deals damage equal to its power to target creature you don't control.", "spell",
			"{targets: [creature you control, creature you don't control], effects: [{damage: {amount: {power_of: target}, to: target 2, from: target}}]}"},
		{"Instant", "Prevent the next 3 damage that would be dealt to any target this turn.", "spell",
			"{targets: [any], effects: [{prevent_damage: {to: target, amount: 3}}]}"},
		{"Sorcery", "Target player discards two cards at random.", "spell",
			"{targets: [player], effects: [{discard: {who: target, count: 2, random: true}}]}"},
		{"Creature — Goblin", "{R}, {T}: This creature deals damage equal to its power to any target.", "activated",
			"{cost: '{R}, {T}', targets: [any], effects: [{damage: {amount: {power_of: this}, to: target, from: this}}]}"},
		{"Creature — Drake", "{U}: This creature gets +1/+0 until end of turn. Activate only once each turn.", "activated",
			"{cost: '{U}', effects: [{pump: {of: this, power: 1, toughness: 0, until: end_of_turn}}], once_each_turn: true}"},
		{"Enchantment", "Whenever a creature enters, this enchantment deals 2 damage to it.", "triggered",
			"{trigger: {event: enters, object: a creature}, effects: [{damage: {amount: 2, to: that object}}]}"},
		{"Creature — Wizard", "Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn.", "triggered",
			"{trigger: {event: cast, object: an instant or sorcery spell, player: you}, effects: [{pump: {of: this, power: 1, toughness: 1, until: end_of_turn}}]}"},
		// costs
		{"Creature — Vampire", "Sacrifice another creature: Put a +1/+1 counter on this creature.", "activated",
			"{cost: Sacrifice another creature, effects: [{put_counters: {on: this, kind: +1/+1, count: 1}}]}"},
		{"Creature — Spirit", "{1}{G}, Discard this card: Draw a card.", "activated", "{cost: '{1}{G}, Discard ~', effects: [{draw: {who: you, count: 1}}]}"},
		{"Artifact Creature — Construct", "Remove an oil counter from this creature: Target creature gains flying until end of turn.", "activated",
			"{cost: Remove an oil counter from this permanent, targets: [creature], effects: [{gain_keyword: {of: target, keyword: flying, until: end_of_turn}}]}"},
		// triggers
		{"Creature — Human", "Whenever you cast a noncreature spell, put an oil counter on this creature.", "triggered",
			"{trigger: {event: cast, object: a noncreature spell, player: you}, effects: [{put_counters: {on: this, kind: oil, count: 1}}]}"},
		{"Creature — Golem", "Whenever this creature becomes tapped, you gain 1 life.", "triggered",
			"{trigger: becomes_tapped, effects: [{gain_life: {who: you, amount: 1}}]}"},
		{"Creature — Dinosaur", "Whenever this creature enters or attacks, surveil 1.", "triggered",
			"{trigger: enters_or_attacks, effects: [{surveil: 1}]}"},
		{"Creature — Rogue", "Whenever this creature deals combat damage to a player, that player mills two cards.", "triggered",
			"{trigger: deals_combat_damage_to_player, effects: [{mill: {who: that player, count: 2}}]}"},
		// amounts
		{"Instant", "Test Card deals X damage to any target.", "spell", "{targets: [any], effects: [{damage: {amount: x, to: target}}]}"},
		{"Artifact", "{X}, {T}: You gain X life.", "activated", "{cost: '{X}, {T}', effects: [{gain_life: {who: you, amount: x}}]}"},
		{"Sorcery", "You gain 1 life for each creature you control.", "spell", "{effects: [{gain_life: {who: you, amount: {count: creature you control}}}]}"},
		{"Sorcery", "Test Card deals 1 damage to target creature for each Goblin you control.", "spell",
			"{targets: [creature], effects: [{damage: {amount: {count: Goblin you control}, to: target}}]}"},
		{"Creature — Jackal", "Whenever this creature is dealt damage, it deals that much damage to you.", "triggered",
			"{trigger: is_dealt_damage, effects: [{damage: {amount: that_much, to: you}}]}"},
		{"Enchantment", "Whenever you gain life, target opponent loses that much life.", "triggered",
			"{trigger: {event: gain_life, player: you}, targets: [opponent], effects: [{lose_life: {who: target, amount: that_much}}]}"},
		// keyword actions
		{"Sorcery", "Mill three cards.", "spell", "{effects: [{mill: {who: you, count: 3}}]}"},
		{"Sorcery", "Target player mills two cards.", "spell", "{targets: [player], effects: [{mill: {who: target, count: 2}}]}"},
		{"Instant", "Surveil 2.", "spell", "{effects: [{surveil: 2}]}"},
		{"Instant", "Target creature you control gains protection from the color of your choice until end of turn.", "spell",
			"{targets: [creature you control], effects: [{protection_from_chosen_color: {of: target, until: end_of_turn}}]}"},
		{"Creature — Wurm", "{2}{G}, Exile this card from your graveyard: You gain 5 life.", "activated",
			"{cost: '{2}{G}, Exile ~ from your graveyard', effects: [{gain_life: {who: you, amount: 5}}]}"},
		{"Creature — Human Cleric", "When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.", "triggered",
			"{trigger: enters, targets: [creature an opponent controls], effects: [{exile_until_this_leaves: target}]}"},
		{"Sorcery", "Target player draws X cards.", "spell", "{targets: [player], effects: [{draw: {who: target, count: x}}]}"},
		{"Sorcery", "Each player sacrifices a creature of their choice.", "spell", "{effects: [{sacrifice_chosen: {who: each player, what: a creature}}]}"},
		{"Sorcery", "Return target creature card from your graveyard to your hand.", "spell",
			"{targets: [creature card from your graveyard], effects: [{return_to_hand: target}]}"},
		{"Sorcery", "Return target artifact card from your graveyard to the battlefield.", "spell",
			"{targets: [artifact card from your graveyard], effects: [{put_onto_battlefield: target}]}"},
		{"Creature — Horror", "{2}: Exile target creature card from a graveyard.", "activated",
			"{cost: '{2}', targets: [creature card from a graveyard], effects: [{exile: target}]}"},
		// optional payment (608.2d)
		{"Artifact", "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.", "triggered",
			"{trigger: {event: cast, object: a white spell, player: any}, effects: [{may: {text: 'pay {1}', pay: '{1}', if_you_do: [{gain_life: {who: you, amount: 1}}]}}]}"},
	} {
		checkEmit(t, tc.typeLine, tc.line, tc.key, tc.body)
	}
}

// TestVocabularyRefused: lines close to the new shapes that the card
// language can't say stay unsupported, with their phrase.
func TestVocabularyRefused(t *testing.T) {
	for _, tc := range []struct {
		typeLine, line, phrase string
	}{
		// X of a triggered ability is no X paid for it (107.3)
		{"Creature — Elemental", "When this creature enters, it deals X damage to any target.", "X damage to any target"},
		// a supertype is no part of what a land becomes here
		{"Land", "{2}: This land becomes a legendary 8/12 Spirit creature until end of turn. It's still a land.", "legendary 8/12 Spirit creature until end"},
		// without "It's still a land", the new types would replace the old (205.1b)
		{"Artifact", "{3}: This artifact becomes a 3/3 Golem artifact creature until end of turn.", "of turn"},
		// from another player's graveyard, whose control is unsaid
		{"Sorcery", "Return target creature card from a graveyard to the battlefield.", "target creature card from a graveyard"},
		// "that much" needs a trigger whose event has an amount
		{"Creature — Elf", "When this creature enters, you gain that much life.", "that much life"},
		// "2 life for each" has no amount in the card language
		{"Sorcery", "You gain 2 life for each creature you control.", "for each creature you control"},
		// a sacrifice of another creature or artifact is one of two types
		{"Creature — Cleric", "{T}, Sacrifice another creature or artifact: Draw a card.", "or artifact"},
		// "attacking or blocking" joins adjectives, not card types
		// X of a triggered ability is no X paid for it, for cards as for damage
		{"Creature — Elf", "When this creature enters, draw X cards.", "X cards"},
		// discarding X cards is not read
		{"Sorcery", "Target player discards X cards.", "X cards"},
		// "When you do" is a reflexive trigger, not "If you do"
		{"Creature — Ant", "Whenever this creature attacks, you may pay {1}. When you do, draw a card.", "When you do"},
	} {
		c := Compile(&oracle.Card{Name: "Test Card", TypeLine: tc.typeLine, OracleText: tc.line})
		l := c.Lines[0]
		if l.Supported() {
			t.Errorf("%q compiled: %s", tc.line, flow(l.Body))
			continue
		}
		if l.Phrase != tc.phrase {
			t.Errorf("%q: phrase %q (%s), want %q", tc.line, l.Phrase, l.Reason(), tc.phrase)
		}
	}
}
