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
		// restrictions (502.3, 509.1b)
		{"Enchantment — Aura", "Enchanted creature doesn't untap during its controller's untap step.", "static",
			"{continuous: {affected: Enchanted creature, effects: [{cant: [untap_during_untap_step]}]}}"},
		{"Creature — Spirit", "This creature can block only creatures with flying.", "static",
			"{continuous: {affected: this permanent, effects: [{cant: [block_creatures_without_flying]}]}}"},
		{"Instant", "Target creature gets -3/-0 until end of turn.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: -3, toughness: 0, until: end_of_turn}}]}"},
		// "up to" and several targets of one word (115.3, 601.2c)
		{"Instant", "Tap up to two target creatures.", "spell",
			"{targets: [{target: creatures, count: 2, up_to: true}], effects: [{tap: targets 1-2}]}"},
		{"Sorcery", "Destroy two target artifacts. Draw a card.", "spell",
			"{targets: [{target: artifacts, count: 2}], effects: [{destroy: targets 1-2}, {draw: {who: you, count: 1}}]}"},
		{"Creature — Elf", "When this creature enters, put a +1/+1 counter on up to one target creature.", "triggered",
			"{trigger: enters, targets: [{target: creature, up_to: true}], effects: [{put_counters: {on: target, kind: +1/+1, count: 1}}]}"},
		// three card types; subtype and tapping costs
		{"Artifact", "{1}, {T}: Tap target artifact, creature, or land.", "activated",
			"{cost: '{1}, {T}', targets: [{types: [artifact, creature, land]}], effects: [{tap: target}]}"},
		{"Creature — Goblin", "{1}{R}, Sacrifice a Goblin: This creature deals 4 damage to target creature.", "activated",
			"{cost: '{1}{R}, Sacrifice a Goblin', targets: [creature], effects: [{damage: {amount: 4, to: target}}]}"},
		{"Creature — Elf", "Tap an untapped creature you control: This creature gets +1/+1 until end of turn.", "activated",
			"{cost: Tap an untapped creature you control, effects: [{pump: {of: this, power: 1, toughness: 1, until: end_of_turn}}]}"},
		// untapping, counters in a filter, returning itself from the graveyard
		{"Creature — Minotaur", "Whenever this creature becomes untapped, you gain 2 life and draw a card.", "triggered",
			"{trigger: becomes_untapped, effects: [{gain_life: {who: you, amount: 2}}, {draw: {who: you, count: 1}}]}"},
		{"Enchantment", "At the beginning of your upkeep, destroy target creature with a -1/-1 counter on it.", "triggered",
			"{trigger: {at: upkeep, whose: your}, targets: [creature with a -1/-1 counter on it], effects: [{destroy: target}]}"},
		{"Creature — Phoenix", "{1}{R}{R}{R}: Return this card from your graveyard to your hand.", "activated",
			"{cost: '{1}{R}{R}{R}', effects: [{return_self: {from: graveyard, to: hand}}]}"},
		{"Instant", "Tap target creature. It doesn't untap during its controller's next untap step.", "spell",
			"{targets: [creature], effects: [{tap: target}, {modify: {of: target, effects: [{cant: [untap_during_untap_step]}], until: controllers_next_untap_step}}]}"},
		// damage divided among targets (601.2d)
		{"Sorcery", "Test Card deals 3 damage divided as you choose among one, two, or three targets.", "spell",
			"{targets: [{target: any, count: 3, min: 1}], effects: [{damage: {amount: 3, to: targets 1-3, divided: true}}]}"},
		// delayed triggered abilities (603.7)
		{"Sorcery", "Create two 1/1 red Goblin creature tokens with haste. Sacrifice them at the beginning of the next end step.", "spell",
			"{effects: [{create_tokens: {count: 2, token: {name: Goblin, color_indicator: [red], type_line: Creature — Goblin, power: \"1\", toughness: \"1\", oracle_text: Haste, abilities: [{oracle: Haste, keyword: [haste]}]}}}, {at_next: {step: end_step, of: created, in: battlefield, effects: [{sacrifice: them}]}}]}"},
		{"Instant", "Exile target creature you control. Return that card to the battlefield under its owner's control at the beginning of the next end step.", "spell",
			"{targets: [creature you control], effects: [{exile: target}, {at_next: {step: end_step, of: target, in: exile, effects: [{return_to_battlefield: them}]}}]}"},
		// reflexive triggers (603.12)
		{"Creature — Dragon", "When ~ enters, you may pay {2}{R}. When you do, it deals 3 damage to any target.", "triggered",
			"{trigger: enters, effects: [{may: {text: 'pay {2}{R}', pay: '{2}{R}', when_you_do: {targets: [any], effects: [{damage: {amount: 3, to: target}}]}}}]}"},
		// a token's colors (111.4)
		{"Sorcery", "Create a 5/5 red and green Elemental creature token.", "spell",
			"{effects: [{create_tokens: {count: 1, token: {name: Elemental, color_indicator: [red, green], type_line: Creature — Elemental, power: \"5\", toughness: \"5\"}}}]}"},
		// "or" between card types
		{"Instant", "Counter target instant or sorcery spell.", "spell", "{targets: [instant or sorcery spell], effects: [{counter: target}]}"},
		{"Instant", "Counter target noncreature spell.", "spell", "{targets: [noncreature spell], effects: [{counter: target}]}"},
		{"Sorcery", "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.", "spell",
			"{effects: [{search_library: {what: a basic land card, to: battlefield, tapped: true}}]}"},
		{"Sorcery", "Search your library for a creature card, reveal it, put it into your hand, then shuffle.", "spell",
			"{effects: [{search_library: {what: a creature card, to: hand}}]}"},
		// looking at the top cards of the library (701.20e); more shapes in dig_test.go
		{"Instant", "Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.", "spell",
			"{effects: [{dig: {count: 3, take: [{count: 1, to: hand}], rest: bottom}}]}"},
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
		// amounts the text defines, determined as the effect applies (107.3c, 608.2h)
		{"Sorcery", "You gain 2 life for each creature you control.", "spell",
			"{effects: [{gain_life: {who: you, amount: {count: creature you control, times: 2}}}]}"},
		{"Instant", "Target creature gets +X/+X until end of turn, where X is the number of creatures you control.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: {count: creatures you control}, toughness: {count: creatures you control}, until: end_of_turn}}]}"},
		{"Instant", "Target creature gets -X/-X until end of turn, where X is the number of cards in your hand.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: {count: cards in your hand, times: -1}, toughness: {count: cards in your hand, times: -1}, until: end_of_turn}}]}"},
		{"Instant", "Target creature gets -X/-X until end of turn.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: -x, toughness: -x, until: end_of_turn}}]}"},
		{"Creature — Spirit", "{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power.", "activated",
			"{cost: '{2}{G}{G}', effects: [{pump: {of: this, power: {power_of: this}, toughness: {power_of: this}, until: end_of_turn}}]}"},
		{"Creature — Giant", "Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the greatest power among creatures you control.", "triggered",
			"{trigger: attacks, effects: [{pump: {of: this, power: {greatest_power: creatures you control}, toughness: 0, until: end_of_turn}}]}"},
		{"Sorcery", "Test Card deals X damage to each creature, where X is the number of creatures on the battlefield.", "spell",
			"{effects: [{damage: {amount: {count: creatures on the battlefield}, to: each creature}}]}"},
		{"Sorcery", "You gain life equal to the number of creature cards in your graveyard.", "spell",
			"{effects: [{gain_life: {who: you, amount: {count: creature cards in your graveyard}}}]}"},
		{"Artifact", "{T}: Target player mills X cards, where X is the number of charge counters on this artifact.", "activated",
			"{cost: '{T}', targets: [player], effects: [{mill: {who: target, count: {counters_on: this, kind: charge}}}]}"},
		{"Sorcery", "Draw a card for each creature you control.", "spell",
			"{effects: [{draw: {who: you, count: {count: creature you control}}}]}"},
		{"Creature — Knight", "This creature gets +1/+1 for each Equipment you control.", "static",
			"{continuous: {affected: this permanent, effects: [{gets: {power: 1, toughness: 1, for_each: Equipment you control}}]}}"},
		{"Creature — Beetle", "This creature enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.", "static",
			"{enters: {counters: {kind: +1/+1, count: {count: other creatures on the battlefield}}}}"},
		{"Instant", "Target creature gets -1/-1 until end of turn for each Swamp you control.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: {count: Swamp you control, times: -1}, toughness: {count: Swamp you control, times: -1}, until: end_of_turn}}]}"},
		{"Sorcery", "Test Card deals damage to any target equal to the number of Mountains you control.", "spell",
			"{targets: [any], effects: [{damage: {amount: {count: Mountains you control}, to: target}}]}"},
		{"Sorcery", "Test Card deals X damage to target creature and you gain X life, where X is the number of Swamps you control.", "spell",
			"{targets: [creature], effects: [{damage: {amount: {count: Swamps you control}, to: target}}, {gain_life: {who: you, amount: {count: Swamps you control}}}]}"},
		{"Creature — Vampire", "When this creature enters, you draw X cards and you lose X life, where X is the number of Vampires you control.", "triggered",
			"{trigger: enters, effects: [{draw: {who: you, count: {count: Vampires you control}}}, {lose_life: {who: you, amount: {count: Vampires you control}}}]}"},
		{"Instant", "Target creature deals damage to itself equal to its power.", "spell",
			"{targets: [creature], effects: [{damage: {amount: {power_of: target}, to: target, from: target}}]}"},
		{"Creature — Insect", "This creature gets +1/+1 for each oil counter on it.", "static",
			"{continuous: {affected: this permanent, effects: [{gets: {power: 1, toughness: 1, counters_on_this: oil}}]}}"},
		{"Artifact", "{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact.", "activated",
			"{cost: '{1}, Sacrifice ~', effects: [{draw: {who: you, count: {counters_on: this, kind: charge}}}]}"},
		{"Creature — Elemental", "{R}, Sacrifice this creature: It deals damage equal to the number of creatures you control to target creature.", "activated",
			"{cost: '{R}, Sacrifice ~', targets: [creature], effects: [{damage: {amount: {count: creatures you control}, to: target}}]}"},
		{"Instant", "Test Card deals damage equal to the sacrificed creature's power to any target.", "spell",
			"{targets: [any], effects: [{damage: {amount: {power_of: sacrificed}, to: target}}]}"},
		{"Instant", "Destroy target artifact. You gain life equal to its mana value.", "spell",
			"{targets: [artifact], effects: [{destroy: target}, {gain_life: {who: you, amount: {mana_value_of: target}}}]}"},
		{"Sorcery", "Draw cards equal to the number of instant and sorcery cards in your graveyard.", "spell",
			"{effects: [{draw: {who: you, count: {count: instant and sorcery cards in your graveyard}}}]}"},
		{"Enchantment — Aura", "Enchanted creature gets +X/+X, where X is the number of creature cards in your graveyard.", "static",
			"{continuous: {affected: Enchanted creature, effects: [{gets: {power: 1, toughness: 1, for_each: creature cards in your graveyard}}]}}"},
		{"Creature — Hydra", "{T}: Double the number of +1/+1 counters on this creature.", "activated",
			"{cost: '{T}', effects: [{put_counters: {on: this, kind: +1/+1, count: {counters_on: this, kind: +1/+1}}}]}"},
		{"Sorcery", "You gain X life and draw X cards.", "spell",
			"{effects: [{gain_life: {who: you, amount: x}}, {draw: {who: you, count: x}}]}"},
		{"Creature — Elf Druid", "{T}: Add {G} for each Elf you control.", "mana",
			"{cost: '{T}', add: '{G}', times: {count: Elf you control}}"},
		{"Artifact", "{T}, Sacrifice this artifact: Add X mana of any one color, where X is the number of petal counters on this artifact.", "mana",
			"{cost: '{T}, Sacrifice ~', add: any_color, times: {counters_on: this, kind: petal}}"},
		{"Instant", "Test Card deals X damage to any target, where X is the number of basic land types among lands you control.", "spell",
			"{targets: [any], effects: [{damage: {amount: {basic_land_types_of: you}, to: target}}]}"},
		{"Instant", "Test Card deals X damage to target creature, where X is 3 plus the number of artifacts you control.", "spell",
			"{targets: [creature], effects: [{damage: {amount: {count: artifacts you control, plus: 3}, to: target}}]}"},
		{"Creature — Goblin", "This creature gets +1/+0 for each basic land type among lands you control.", "static",
			"{continuous: {affected: this permanent, effects: [{gets: {power: 1, toughness: 0, for_each_basic_land_type: true}}]}}"},
		{"Creature — Elemental", "When this creature dies, it deals 3 damage to any target.", "triggered",
			"{trigger: dies, targets: [any], effects: [{damage: {amount: 3, to: target}}]}"},
		// an enters-the-battlefield trigger uses the X paid for the spell (107.3m)
		{"Creature — Human Wizard", "When this creature enters, draw X cards.", "triggered",
			"{trigger: enters, effects: [{draw: {who: you, count: x}}]}"},
		{"Creature — Elk", "Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it.", "triggered",
			"{trigger: becomes_blocked, effects: [{pump: {of: this, power: {count: creature blocking this creature, times: 2}, toughness: {count: creature blocking this creature, times: 2}, until: end_of_turn}}]}"},
		{"Instant", "Target creature gets +X/+X until end of turn, where X is your devotion to green.", "spell",
			"{targets: [creature], effects: [{pump: {of: target, power: {devotion_of: you, to: green}, toughness: {devotion_of: you, to: green}, until: end_of_turn}}]}"},
		{"Creature — Shapeshifter", "Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that spell's mana value.", "triggered",
			"{trigger: {event: cast, object: a spell, player: you}, effects: [{pump: {of: this, power: {mana_value_of: that object}, toughness: {mana_value_of: that object}, until: end_of_turn}}]}"},
		{"Instant", "Test Card deals X damage to any target, where X is 2 plus the number of cards named Test Card in all graveyards.", "spell",
			"{targets: [any], effects: [{damage: {amount: {count: cards named ~ in all graveyards, plus: 2}, to: target}}]}"},
		// optional payment (608.2d)
		{"Artifact", "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.", "triggered",
			"{trigger: {event: cast, object: a white spell, player: any}, effects: [{may: {text: 'pay {1}', pay: '{1}', if_you_do: [{gain_life: {who: you, amount: 1}}]}}]}"},
		// conditions: "as long as" (611.3a), intervening "if" (603.4), an
		// effect's "if" (608.2c), "enters tapped unless" (614.1d)
		{"Creature — Human Warrior", "This creature has lifelink as long as you control a white or black permanent.", "static",
			"{continuous: {affected: this permanent, effects: [{add_keywords: [lifelink]}], while: {you_control: a white or black permanent}}}"},
		{"Creature — Human", "As long as there are seven or more cards in your graveyard, creatures you control get +1/+1.", "static",
			"{continuous: {affected: creatures you control, effects: [{gets: {power: 1, toughness: 1}}], while: {graveyard_cards: {at_least: 7}}}}"},
		{"Creature — Human Knight", "When this creature enters, if you control another Knight, draw a card.", "triggered",
			"{trigger: enters, if: {you_control: another Knight}, effects: [{draw: {who: you, count: 1}}]}"},
		{"Creature — Goblin", "When this creature enters, if you attacked this turn, you gain 2 life.", "triggered",
			"{trigger: enters, if: {this_turn: you_attacked}, effects: [{gain_life: {who: you, amount: 2}}]}"},
		{"Instant", "If you control a Wizard, draw a card.", "spell",
			"{effects: [{if: {condition: {you_control: a Wizard}, then: [{draw: {who: you, count: 1}}]}}]}"},
		{"Sorcery", "Draw a card if a creature died this turn.", "spell",
			"{effects: [{if: {condition: {this_turn: a_creature_died}, then: [{draw: {who: you, count: 1}}]}}]}"},
		{"Instant", "You gain 4 life. If a creature died this turn, you gain 8 life instead.", "spell",
			"{effects: [{if: {condition: {this_turn: a_creature_died}, then: [{gain_life: {who: you, amount: 8}}], else: [{gain_life: {who: you, amount: 4}}]}}]}"},
		{"Instant", "If it's your turn, target creature gains trample until end of turn. Otherwise, it gains first strike until end of turn.", "spell",
			"{targets: [creature], effects: [{if: {condition: {your_turn: true}, then: [{gain_keyword: {of: target, keyword: trample, until: end_of_turn}}], else: [{gain_keyword: {of: target, keyword: first strike, until: end_of_turn}}]}}]}"},
		{"Land", "This land enters tapped unless you control a Forest or a Plains.", "static",
			"{enters: {tapped: true, unless: {you_control: [a Forest, a Plains]}}}"},
		{"Land", "This land enters tapped unless you control two or more other lands.", "static",
			"{enters: {tapped: true, unless: {you_control: {what: other lands, at_least: 2}}}}"},
		{"Land", "{T}: Add {C}{C}. Activate only if you control five or more lands.", "mana",
			"{cost: '{T}', add: '{C}{C}', only_if: {you_control: {what: lands, at_least: 5}}}"},
		{"Creature — Human", "{2}{R}, {T}: This creature deals 2 damage to any target. Activate only if there are seven or more cards in your graveyard.", "activated",
			"{cost: '{2}{R}, {T}', targets: [any], effects: [{damage: {amount: 2, to: target}}], only_if: {graveyard_cards: {at_least: 7}}}"},
		{"Creature — Kor", "This creature has first strike as long as it's attacking.", "static",
			"{continuous: {affected: this permanent, effects: [{add_keywords: [first strike]}], while: {this_is: attacking permanent}}}"},
		{"Creature — Aetherborn", "When this creature enters, if a permanent left the battlefield under your control this turn, draw a card.", "triggered",
			"{trigger: enters, if: {this_turn: a_permanent_you_controlled_left}, effects: [{draw: {who: you, count: 1}}]}"},
		{"Creature — Dinosaur Avatar", "When this creature enters, if you cast it from your hand, destroy all non-Dinosaur creatures.", "triggered",
			"{trigger: enters, if: {you_cast_it: true}, effects: [{destroy: all non-Dinosaur creatures}]}"},
		{"Creature — Faerie Rogue", "When this creature enters, draw a card if you've cast another blue spell this turn.", "triggered",
			"{trigger: enters, effects: [{if: {condition: {spells_cast_this_turn: {what: another blue spell, at_least: 1}}, then: [{draw: {who: you, count: 1}}]}}]}"},
		{"Creature — Human Warrior", "Formidable — {1}{G}: Regenerate this creature. Activate only if creatures you control have total power 8 or greater.", "activated",
			"{cost: '{1}{G}', effects: [{regenerate: this}], only_if: {total_power: {what: creatures you control, at_least: 8}}}"},
		{"Creature — Boar", "This creature enters with two +1/+1 counters on it if a creature died this turn.", "static",
			"{enters: {counters: {kind: +1/+1, count: 2}, if: {this_turn: a_creature_died}}}"},
		{"Creature — Human Knight", "This creature has first strike as long as another Knight entered the battlefield under your control this turn.", "static",
			"{continuous: {affected: this permanent, effects: [{add_keywords: [first strike]}], while: {entered_this_turn: {what: another Knight, at_least: 1}}}}"},
		{"Creature — Goblin", "At the beginning of your end step, if you descended this turn, scry 1.", "triggered",
			"{trigger: {at: end, whose: your}, if: {this_turn: you_descended}, effects: [{scry: 1}]}"},
		{"Creature — Zombie Camel", "When this creature dies, if you control a Desert or there is a Desert card in your graveyard, target player discards a card.", "triggered",
			"{trigger: dies, if: {any: [{you_control: a Desert}, {graveyard_cards: {what: a Desert card, at_least: 1}}]}, targets: [player], effects: [{discard: {who: target, count: 1}}]}"},
		{"Creature — Dog", "This creature has reach as long as it has a +1/+1 counter on it.", "static",
			"{continuous: {affected: this permanent, effects: [{add_keywords: [reach]}], while: {this_is: permanent with a +1/+1 counter on it}}}"},
		{"Creature — Elf", "{2}{B}, {T}: Destroy target creature with a counter on it.", "activated",
			"{cost: '{2}{B}, {T}', targets: [creature with a counter on it], effects: [{destroy: target}]}"},
		{"Creature — Elf Survivor", "Survival — At the beginning of your second main phase, if this creature is tapped, you gain 2 life.", "triggered",
			"{trigger: {at: main2, whose: your}, if: {this_is: tapped permanent}, effects: [{gain_life: {who: you, amount: 2}}]}"},
		{"Creature — Serpent", "This creature can't attack unless defending player controls an Island.", "static",
			"{continuous: {affected: this permanent, effects: [{cant: [attack]}], while: {not: {defending_player_controls: an Island}}}}"},
		{"Creature — Spirit", "This creature can't be blocked as long as you've drawn two or more cards this turn.", "static",
			"{continuous: {affected: this permanent, effects: [{cant: [be_blocked]}], while: {cards_drawn_this_turn: {at_least: 2}}}}"},
		{"Creature — Elf", "This creature gets +2/+2 as long as there are three or more land cards in your graveyard.", "static",
			"{continuous: {affected: this permanent, effects: [{gets: {power: 2, toughness: 2}}], while: {graveyard_cards: {what: land cards, at_least: 3}}}}"},
		// casting: counters and total costs (118.12a, 113.6g, 601.2f)
		{"Instant", "Counter target spell unless its controller pays {2}.", "spell",
			"{targets: [spell], effects: [{counter_unless_pays: {what: target, cost: '{2}'}}]}"},
		{"Instant", "Counter target spell unless its controller pays {1} for each card in your graveyard.", "spell",
			"{targets: [spell], effects: [{counter_unless_pays: {what: target, cost: '{1}', for_each: card in your graveyard}}]}"},
		{"Creature — Beast", "This spell can't be countered.", "static", "{cant_be_countered: true}"},
		{"Creature — Beast", "Creature spells you control can't be countered.", "static", "{spells_cant_be_countered: Creature spells you control}"},
		{"Creature — Golem", "This spell costs {1} less to cast for each attacking creature.", "static",
			"{cost_reduction: {amount: '{1}', for_each: attacking creature}}"},
		{"Instant", "This spell costs {2} less to cast if it targets a tapped creature.", "static",
			"{cost_reduction: {amount: '{2}', if_it_targets: a tapped creature}}"},
		{"Creature — Human", "This spell costs {1} less to cast if you control a Wizard.", "static",
			"{cost_reduction: {amount: '{1}', if_you_control: a Wizard}}"},
		{"Creature — Human Soldier", "Noncreature spells cost {1} more to cast.", "static",
			"{spell_cost: {spells: Noncreature spells, cast_by: any, more: '{1}'}}"},
		{"Creature — Human", "Spells your opponents cast cost {1} more to cast.", "static",
			"{spell_cost: {spells: Spells, cast_by: opponent, more: '{1}'}}"},
		{"Creature — Goblin Wizard", "Instant and sorcery spells you cast cost {1} less to cast.", "static",
			"{spell_cost: {spells: Instant and sorcery spells, cast_by: you, less: '{1}'}}"},
		{"Artifact Creature — Frog", "Affinity for artifacts", "keyword", "[affinity for artifacts]"},
		{"Artifact", "{5}{U}, {T}: Draw a card. This ability costs {1} less to activate for each other artifact you control.", "activated",
			"{cost: '{5}{U}, {T}', effects: [{draw: {who: you, count: 1}}], cost_reduction: {amount: '{1}', for_each: other artifact you control}}"},
		{"Creature — Bird Bard", "Whenever you cast an instant or sorcery spell that targets a creature, draw a card.", "triggered",
			"{trigger: {event: cast, object: an instant or sorcery spell that targets a creature, player: you}, effects: [{draw: {who: you, count: 1}}]}"},
		{"Sorcery", "As an additional cost to cast this spell, sacrifice an artifact or creature.", "additional_cost", "Sacrifice an artifact or creature"},
		{"Creature — Cleric", "{T}, Sacrifice another creature or artifact: Draw a card.", "activated",
			"{cost: '{T}, Sacrifice another creature or artifact', effects: [{draw: {who: you, count: 1}}]}"},
		{"Creature — Human", "{T}, Tap an untapped creature you control: Add one mana of any color.", "mana",
			"{cost: '{T}, Tap an untapped creature you control', add: any_color}"},
		{"Creature — Human Wizard", "{T}: This creature deals 1 damage to any target. Activate only during your turn, before attackers are declared.", "activated",
			"{cost: '{T}', targets: [any], effects: [{damage: {amount: 1, to: target}}], before_attackers: true}"},
		{"Creature — Skeleton", "Sacrifice this creature: Target player discards two cards. Activate only during your upkeep and only once each turn.", "activated",
			"{cost: Sacrifice ~, targets: [player], effects: [{discard: {who: target, count: 2}}], your_upkeep_only: true, once_each_turn: true}"},
		{"Instant", "You may sacrifice two Mountains rather than pay this spell's mana cost.", "static",
			"{alternative_cost: {cost: Sacrifice two Mountains, text: sacrifice two Mountains}}"},
		{"Instant", "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.", "static",
			"{alternative_cost: {cost: Tap an untapped creature you control, text: tap an untapped creature you control, if_you_control: a Plains}}"},
		{"Creature — Sphinx", "Spells your opponents cast that target this creature cost {2} more to cast.", "static",
			"{spell_cost: {spells: Spells that target ~, cast_by: opponent, more: '{2}'}}"},
		{"Sorcery", "As an additional cost to cast this spell, pay {4} or sacrifice an artifact or creature.", "static",
			"{additional_cost_choice: [{cost: '{4}', text: 'pay {4}'}, {cost: Sacrifice an artifact or creature, text: sacrifice an artifact or creature}]}"},
		{"Creature — Horse", "Whenever you cast your first spell during each opponent's turn, draw a card.", "triggered",
			"{trigger: {event: cast, object: a spell, player: you, nth_spell_this_turn: 1, during_opponents_turn: true}, effects: [{draw: {who: you, count: 1}}]}"},
		{"Instant", "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.", "static",
			"{alternative_cost: {cost: 'Pay 1 life, Exile a blue card from your hand', text: pay 1 life and exile a blue card from your hand}}"},
		{"Creature — Fungus", "Remove three spore counters from this creature: Draw a card.", "activated",
			"{cost: Remove three spore counters from this permanent, effects: [{draw: {who: you, count: 1}}]}"},
		{"Artifact", "{2}, {T}, Discard your hand: Counter target noncreature spell.", "activated",
			"{cost: '{2}, {T}, Discard your hand', targets: [noncreature spell], effects: [{counter: target}]}"},
		{"Artifact", "{2}, {T}: Draw a card. Activate only once.", "activated",
			"{cost: '{2}, {T}', effects: [{draw: {who: you, count: 1}}], only_once: true}"},
		{"Sorcery", "This spell costs {2} less to cast if you've cast another spell this turn.", "static",
			"{cost_reduction: {amount: '{2}', if_you_cast_another_spell_this_turn: true}}"},
		{"Instant", "Cast this spell only during the declare attackers step and only if you've been attacked this step.", "static",
			"{cast_only: {declare_attackers_if_attacked: true}}"},
		{"Creature — Drake", "Whenever you cast your second spell each turn, draw a card.", "triggered",
			"{trigger: {event: cast, object: a spell, player: you, nth_spell_this_turn: 2}, effects: [{draw: {who: you, count: 1}}]}"},
		{"Enchantment", "Whenever a player casts a spell, this enchantment deals 2 damage to that player.", "triggered",
			"{trigger: {event: cast, object: a spell, player: any}, effects: [{damage: {amount: 2, to: that player}}]}"},
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
		{"Creature — Elemental", "Whenever this creature attacks, it deals X damage to any target.", "X damage to any target"},
		// a supertype is no part of what a land becomes here
		{"Land", "{2}: This land becomes a legendary 8/12 Spirit creature until end of turn. It's still a land.", "legendary 8/12 Spirit creature until end"},
		// without "It's still a land", the new types would replace the old (205.1b)
		{"Artifact", "{3}: This artifact becomes a 3/3 Golem artifact creature until end of turn.", "of turn"},
		// from another player's graveyard, whose control is unsaid
		{"Sorcery", "Return target creature card from a graveyard to the battlefield.", "target creature card from a graveyard"},
		// "that much" needs a trigger whose event has an amount
		{"Creature — Elf", "When this creature enters, you gain that much life.", "that much life"},
		// "it" after "enchanted creature" is that creature, not the source
		{"Enchantment — Aura", "When this Aura enters, tap enchanted creature. It deals damage to you equal to its power.", "you equal to its power"},
		// a type chosen for each mana
		{"Artifact", "{T}: Add one mana of any color for each charge counter on this artifact.", "Add one mana of any color"},
		// "it" of "blocking it" must be the source
		{"Instant", "Target creature gets +1/+1 until end of turn for each creature blocking it.", "creature blocking it"},
		// a static ability's X other than a count
		{"Creature — Horror", "This creature gets -X/-X, where X is your life total.", "your life total"},
		// "the sacrificed creature" needs a cost that sacrifices one
		{"Creature — Human", "{T}: You gain life equal to the sacrificed creature's toughness.", "the sacrificed creature's toughness"},
		// "other" after a target: other than the target, not the source
		{"Instant", "Target creature gets +1/+1 until end of turn for each other creature you control.", "other creature you control"},
		// "where X is" must define an X the effect uses (107.3c)
		{"Sorcery", "Target creature gets +2/+2 until end of turn, where X is the number of creatures you control.", "the number of creatures you control"},
		// "other" of a creature the source is attached to is not the filter's "other"
		{"Enchantment — Aura", "Enchanted creature gets +1/+1 for each other creature you control.", "other creature you control"},
		// in a granted ability the card's name is the card, never read as its holder (201.5a)
		{"Enchantment — Aura", "Enchanted creature has \"{T}: This creature deals X damage to any target, where X is the number of arrow counters on Test Card.\"", "\"{T}"},
		// "attacking or blocking" joins adjectives, not card types
		// X of a triggered ability is no X paid for it, for cards as for damage
		{"Creature — Elf", "Whenever this creature attacks, draw X cards.", "X cards"},
		// discarding X cards is not read
		{"Sorcery", "Target player discards X cards.", "X cards"},
		// a triggered ability would have to trigger from the graveyard (113.6k)
		{"Creature — Phoenix", "Whenever you gain life, return this card from your graveyard to your hand.", "~ from your graveyard to your"},
		// "When you do" after an action the engine can't see happen (603.12)
		{"Creature — Ant", "Whenever this creature attacks, you may tap target creature. When you do, draw a card.", "tap target creature"},
		// the top cards of the library (701.20): X of a trigger is no X paid
		// (107.3); "it" is one card; "the other" is the one left of two; the
		// card was not put into the hand; "it" is not any number of cards
		{"Creature — Elf", "Whenever this creature attacks, look at the top X cards of your library, then put them back in any order.", "look at the top X cards"},
		{"Sorcery", "Look at the top two cards of your library. If it's a land card, put it onto the battlefield.", "Look at the top two cards"},
		{"Sorcery", "Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.", "the other into your graveyard"},
		{"Enchantment", "{1}: Look at the top card of your library. If it's a land card, you may put it onto the battlefield. If you don't put the card into your hand, you may put it into your graveyard.", ". If you don't put the"},
		{"Sorcery", "Look at the top five cards of your library. You may reveal any number of creature cards from among them and put it into your hand. Put the rest into your graveyard.", "it into your hand"},
		// "that card" is not the three cards exiled
		{"Sorcery", "Exile the top three cards of your library. Until end of turn, you may play that card.", "Until end of turn"},
		// a card from another player's graveyard goes to its owner's library (400.3)
		{"Sorcery", "Put target card from a graveyard on top of your library.", "target card from a graveyard on"},
		// another player's card is not put into your hand
		{"Sorcery", "Look at the top three cards of target opponent's library. Put one of them into your hand and the rest into your graveyard.", "Look at the top three cards"},
		// a spell putting itself into its library as it resolves (608.2n)
		{"Instant", "Test Card deals 5 damage to any target. Shuffle Test Card into its owner's library.", "~ into its owner's library"},
		// a number of cards is read only after "up to"
		{"Sorcery", "Look at the top five cards of your library. You may reveal two creature cards from among them and put them into your hand. Put the rest into your graveyard.", "and put them into your hand"},
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
