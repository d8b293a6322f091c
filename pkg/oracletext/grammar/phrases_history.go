package grammar

// turnCounts are the numbers of this turn's history that "for each" and
// "the number of" read, for the ability's controller (the Quantity's
// Counter is the card language's this_turn).
var turnCounts = []struct{ text, counter string }{
	{"card you've drawn this turn", "cards_drawn"},
	{"cards you've drawn this turn", "cards_drawn"},
	{"spell you've cast this turn", "spells_cast"},
	{"spells you've cast this turn", "spells_cast"},
	{"other spell you've cast this turn", "other_spells_cast"},
	{"other spells you've cast this turn", "other_spells_cast"},
	{"card you've discarded this turn", "cards_discarded"},
	{"cards you've discarded this turn", "cards_discarded"},
	{"permanent you've sacrificed this turn", "permanents_sacrificed"},
	{"permanents you've sacrificed this turn", "permanents_sacrificed"},
	{"1 life your opponents have lost this turn", "opponents_life_lost"},
	{"1 life you gained this turn", "life_gained"},
	{"opponent who lost life this turn", "opponents_lost_life"},
	{"opponent who was dealt damage this turn", "opponents_dealt_damage"},
	{"player who lost life this turn", "players_lost_life"},
}

// turnQuantities are the numbers of this turn's history read whole:
// "equal to the amount of life you lost this turn".
var turnQuantities = []struct{ text, counter string }{
	{"the amount of life you lost this turn", "life_lost"},
	{"the amount of life you've lost this turn", "life_lost"},
	{"the amount of life your opponents have lost this turn", "opponents_life_lost"},
	{"the amount of life your opponents lost this turn", "opponents_life_lost"},
}

// turnQuantity reads one of turnQuantities.
func turnQuantity(sc *scanner, i int) []cand { return turnCands(sc, i, turnQuantities) }

// turnCands reads the numbers of the turn's history of a list, for you.
func turnCands(sc *scanner, i int, list []struct{ text, counter string }) []cand {
	var out []cand
	for _, t := range list {
		if j, ok := sc.lit(i, t.text); ok {
			out = append(out, cand{Quantity{Kind: TurnCount, Of: Obj{Kind: ObjYou, Text: "you"}, Counter: t.counter, Text: sc.s[i:j]}, j})
		}
	}
	return out
}

// diedCounts are the creatures that died this turn (700.4) or attacked
// (508.1) that "for each" and "the number of" count: what is the card
// language's what (none for any creature).
var diedCounts = []struct{ what, text, counter string }{
	{"", "creature that died this turn", "creatures_died"},
	{"", "creatures that died this turn", "creatures_died"},
	{"nontoken creature", "nontoken creature that died this turn", "creatures_died"},
	{"nontoken creature", "nontoken creatures that died this turn", "creatures_died"},
	{"", "creature that died under your control this turn", "creatures_died_under_you"},
	{"", "creatures that died under your control this turn", "creatures_died_under_you"},
	{"", "creature that attacked this turn", "creatures_attacked"},
	{"", "creatures that attacked this turn", "creatures_attacked"},
	{"", "creature you attacked with this turn", "creatures_you_attacked_with"},
}

// turnCounted reads a number of this turn's history after "for each" or
// "the number of": "card you've drawn this turn" (121.1), "spells you've
// cast this turn" (601.2i), "creature that died this turn" (700.4).
func turnCounted(sc *scanner, i int) []cand {
	out := turnCands(sc, i, turnCounts)
	for _, t := range diedCounts {
		if j, ok := sc.lit(i, t.text); ok {
			of := Obj{Kind: ObjYou, Text: "you"}
			if t.what != "" {
				of = Obj{Kind: ObjGroup, Text: t.what, Phrase: t.what}
			}
			out = append(out, cand{Quantity{Kind: TurnCount, Of: of, Counter: t.counter, Text: sc.s[i:j]}, j})
		}
	}
	return out
}

// TurnCount is the Quantity kind of a number of this turn's history.
const TurnCount = "this_turn"

// The history of the turn: abilities that trigger on a card draw (121.1),
// each card of several drawn being its own event (121.2), and "your second
// card each turn", which counts every card drawn this turn (500.1);
// conditions on what a player did this turn. A condition kind
// "history/player:WHO:COUNT:OP" compares a number of one player's history
// (with {n}, or 1 and 0 without); "history/died" and "history/attacked_with"
// count the creatures that died under your control and those you attacked
// with.
func init() {
	phraseEnds["died"] = true // "a creature died under your control this turn"
	// "Whenever an opponent draws a card, they lose 2 life": "they" is the
	// player the trigger names, as "that player" is (the emitter refuses
	// it where the trigger names none)
	holes["they"] = func(sc *scanner, i int) []cand {
		return oneOf(sc, i, []Obj{{Kind: ObjThatPlayer, Text: "they"}})
	}
	effects = append(effects, tmpl("player_loses_life", "{they} lose {amount} life"))
	// An alternative cost on a condition of the sub-grammar ("If an
	// opponent gained life this turn, you may pay {B} rather than pay
	// this spell's mana cost", 118.9): after the older forms, which read
	// "if you control" and "if it's not your turn" their own way.
	statics = append(statics, tmpl("alt_cost/if", "if {condition}, you may {altcost} rather than pay ~'s mana cost"),
		// the spell's own cost reductions (601.2f, 113.6d) on the turn's
		// history ("for each card you've drawn this turn") or a condition
		// ("if you attacked this turn"), after the older forms
		tmpl("cost_self/for_each_this_turn", "~ costs {manacost} less to cast for each {turncount}"),
		tmpl("cost_self/if", "~ costs {manacost} less to cast if {condition}"))
	holes["turncount"] = turnCounted
	triggers = append(triggers,
		tmpl("draws/you", "Whenever you draw a card"),
		tmpl("draws/opponent", "Whenever an opponent draws a card"),
		tmpl("draws/any", "Whenever a player draws a card"),
		tmpl("draw_nth:2/you", "Whenever you draw your second card each turn"),
		tmpl("draw_nth:3/you", "Whenever you draw your third card each turn"),
		tmpl("draw_nth:5/you", "Whenever you draw your fifth card each turn"),
		tmpl("draw_nth:2/opponent", "Whenever an opponent draws their second card each turn"),
		tmpl("draw_nth:2/any", "Whenever a player draws their second card each turn"),
		tmpl("draw_nth:2:their_turn/any", "Whenever a player draws their second card during their turn"),
		tmpl("draws:opponents_turn/you", "Whenever you draw a card during an opponent's turn"),
		tmpl("draws:except_first/opponent", "Whenever an opponent draws a card except the first one they draw in each of their draw steps"),
	)
	conditions = append(conditions,
		tmpl("history/player:any:life_lost:at_least", "a player lost {n} or more life this turn"),
		tmpl("history/player:opponent:life_lost:at_least", "an opponent lost {n} or more life this turn"),
		tmpl("history/player:opponent:life_gained:at_least", "an opponent gained life this turn"),
		tmpl("history/player:opponent:cards_drawn:at_least", "an opponent drew {n} or more cards this turn"),
		tmpl("history/player:you:lands_played:at_most", "you didn't play a land this turn"),
		tmpl("history/player:you:lands_played:at_least", "you played a land this turn"),
		tmpl("no_spell_cast", "you haven't cast a spell this turn"),
		tmpl("history/died", "{anobject} died under your control this turn"),
		tmpl("history/died_at_least", "{n} or more {object} died under your control this turn"),
		tmpl("history/attacked_with", "you attacked with {n} or more {object} this turn"),
		tmpl("history/player:you:cards_discarded:at_least", "you've discarded a card this turn"),
		tmpl("history/player:you:cards_discarded:at_least", "you discarded a card this turn"),
		tmpl("history/player:any:cards_discarded:at_least", "a player discarded a card this turn"),
		tmpl("history/player:you:tokens_created:at_least", "you created a token this turn"),
		tmpl("history/player:opponent:damage_dealt:at_least", "an opponent was dealt damage this turn"),
		tmpl("history/player:opponent:damage_dealt:at_least", "an opponent was dealt {n} or more damage this turn"),
		tmpl("this_turn/this_entered", "~ entered this turn"),
		tmpl("this_turn/you_committed_a_crime", "you've committed a crime this turn"),
		// other words for facts the history already records
		tmpl("life_gained_at_least", "you've gained {n} or more life this turn"),
		tmpl("this_turn/a_card_left_your_graveyard", "one or more cards left your graveyard this turn"),
		tmpl("this_turn/a_permanent_you_controlled_left", "a permanent you controlled left the battlefield this turn"),
		tmpl("history/it_entered", "it entered this turn"),
		tmpl("history/sacrificed", "you've sacrificed {anobject} this turn"),
		tmpl("history/sacrificed", "you sacrificed {anobject} this turn"),
	)
}
