package grammar

import (
	"slices"
	"strings"
)

// The replacement and prevention family: "If that creature would die this
// turn, exile it instead." (614.1a).
func init() {
	effects = append(effects,
		tmpl("exile_if_dies", "if {that} would die this turn, exile it instead"),
		tmpl("exile_if_dies/dealt", "if a creature dealt damage this way would die this turn, exile it instead"),
		tmpl("put_from_hand", "you may put {object} onto the battlefield"),
		tmpl("put_from_hand/tapped", "you may put {object} onto the battlefield tapped"),
		tmpl("counter_instead/exile", "counter {spell}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard"),
		tmpl("counter_instead/library", "counter {spell}. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard"),
		tmpl("counter_instead/hand", "counter {spell}. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard"),
		tmpl("redirect_next_self", "the next {n} damage that would be dealt to ~ this turn is dealt to {permanent} instead"),
		tmpl("prevent_next_self", "prevent the next {n} damage that would be dealt to ~ this turn"),
		tmpl("protection_chosen_group", "choose a color. {many} gain protection from the chosen color until end of turn"),
		tmpl("prevent_from_source", "the next time {dsource} of your choice would deal damage to you this turn, prevent that damage"),
	)
	holes["that"] = thatObject
	// Prevention effects of a resolving spell until end of turn (615.1a).
	effects = append(effects, preventTemplates("prevent_this_turn/", [][2]string{
		{"to", "to {permanent} this turn"}, {"by", "by {permanent} this turn"},
		{"to_players", "to players this turn"}, {"to_you", "to you this turn"},
		{"to_you_and_all", "to you and {group} this turn"},
		{"to_you_and_all_by", "to you and {group} this turn by {pgroup}"},
		{"to_all", "to {group} this turn"}, {"to_all", "this turn to {pgroup}"},
		{"by_all", "by {group} this turn"}, {"by_all", "this turn by {pgroup}"},
	})...)
	// "This land enters tapped. As it enters, choose a color." (614.12);
	// "enters tapped unless ..." is a condition's (614.1d).
	statics = append(statics, tmpl("enters_tapped_choose_color", "~ enters tapped. As it enters, choose a color"))
	// Static replacement and prevention effects on damage (614.1a, 615).
	statics = append(statics,
		tmpl("damage/any/times2", "if {dsrc} would deal damage to a permanent or player, it deals double that damage to that permanent or player instead"),
		tmpl("damage/any/times3", "if {dsrc} would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead"),
		tmpl("damage/any/plus", "if {dsrc} would deal damage to a permanent or player, it deals that much damage plus {n} to that permanent or player instead"),
		tmpl("damage/opponent/times2", "if {dsrc} would deal damage to an opponent, it deals double that damage to that player instead"),
		tmpl("damage/player/plus", "if {dsrc} would deal damage to a player, it deals that much damage plus {n} to that player instead"),
		tmpl("damage/player/times2/combat", "if ~ would deal combat damage to a player, it deals double that damage to that player instead"),
		tmpl("damage/you/prevent", "if {dsrc} would deal damage to you, prevent {n} of that damage"),
		tmpl("damage/permanent/prevent", "if {dsrc} would deal damage to {object}, prevent {n} of that damage"),
	)
	// Static replacement effects on how much happens (614.1a).
	statics = append(statics,
		tmpl("amount/gain_life/twice", "if you would gain life, you gain twice that much life instead"),
		tmpl("amount/gain_life/plus", "if you would gain life, you gain that much life plus {n} instead"),
		tmpl("amount/create_tokens/twice", "if an effect would create one or more tokens under your control, it creates twice that many of those tokens instead"),
		tmpl("amount/create_tokens/twice", "if one or more tokens would be created under your control, twice that many of those tokens are created instead"),
		tmpl("amount/put_counters/twice", "if one or more +1/+1 counters would be put on {object}, twice that many +1/+1 counters are put on that creature instead"),
		tmpl("amount/put_counters/twice", "if one or more +1/+1 counters would be put on {object}, twice that many +1/+1 counters are put on it instead"),
	)
	// Static replacement effects on going to a graveyard (614.1a, 700.4).
	statics = append(statics,
		tmpl("prevent_self/remove_counters", "if damage would be dealt to ~, prevent that damage. Remove {counters} from ~"),
		tmpl("graveyard/shuffle", "if ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead"),
		tmpl("graveyard/dies/self/exile", "if ~ would die, exile it instead"),
		tmpl("graveyard/dies/self/library", "if ~ would die, put it on top of its owner's library instead"),
		tmpl("graveyard/dies/exile", "if {object} would die, exile it instead"),
		tmpl("graveyard/dies/exile", "if {damagedobj} would die, exile it instead"),
		tmpl("graveyard/any/every/exile", "if a card or token would be put into a graveyard from anywhere, exile it instead"),
		tmpl("graveyard/you/every/exile", "if a card or token would be put into your graveyard from anywhere, exile it instead"),
		tmpl("graveyard/any/exile", "if {object} would be put into a graveyard from anywhere, exile it instead"),
		tmpl("graveyard/opponent/exile", "if {object} would be put into an opponent's graveyard from anywhere, exile it instead"),
		tmpl("graveyard/you/exile", "if {object} would be put into your graveyard from anywhere, exile it instead"),
		tmpl("graveyard/you/exile", "if {object} would be put into your graveyard from anywhere, exile that card instead"),
	)
	// "As ~ enters, choose a color." (614.12)
	statics = append(statics, tmpl("enters_choose/color", "as ~ enters, choose a color"),
		tmpl("enters_choose/creature_type", "as ~ enters, choose a creature type"),
		tmpl("enters_choose/basic_land_type", "as ~ enters, choose a basic land type"),
		tmpl("chosen_land_type", "enchanted land is the chosen type"),
		tmpl("protection_chosen_color", "~ has protection from the chosen color"),
		tmpl("chosen_type", "~ is the chosen type in addition to its other types"),
		tmpl("chosen_type", "{group} is the chosen type in addition to its other types"),
		tmpl("protection_chosen_color", "{group} has protection from the chosen color"),
		tmpl("protection_chosen_color", "{group} have protection from the chosen color"))
	holes["pgroup"] = groupAtEnd
	holes["dsource"] = damageSource
	holes["dsrc"] = sourcePhrase
	holes["damagedobj"] = damagedObject
	triggers = append(triggers, tmpl("event:dies", "Whenever {damagedobj} dies"))
	// Static prevention effects (615.1a): all damage, or all combat
	// damage, dealt to an object or a group, by one, or both.
	statics = append(statics, preventTemplates("prevent_all/", [][2]string{
		{"to", "to ~"}, {"to", "to {pgroup}"}, {"to_you", "to you"},
		{"to_by", "to ~ by {pgroup}"}, {"to_by", "to {group} by {pgroup}"},
		{"to_and_by", "to and dealt by ~"}, {"to_and_by", "to and dealt by {pgroup}"},
		{"by", "by ~"}, {"by", "by {pgroup}"},
	})...)
}

// preventTemplates are the templates "prevent all [combat] damage that
// would be dealt ..." of each shape (its kind, the rest of the pattern),
// for all damage and for combat damage.
func preventTemplates(prefix string, shapes [][2]string) []*template {
	var out []*template
	for _, what := range []string{"damage", "combat damage"} {
		kind := prefix + strings.ReplaceAll(what, " ", "_")
		head := "prevent all " + what + " that would be dealt "
		for _, sh := range shapes {
			out = append(out, tmpl(kind+"/"+sh[0], head+sh[1]))
		}
	}
	return out
}

// thatObjs are the references back to the last target that a
// replacement sentence names: "that creature", "that creature or
// planeswalker".
var thatObjs = []Obj{
	{Kind: ObjIt, Text: "that creature or planeswalker"},
	{Kind: ObjIt, Text: "that creature"},
	{Kind: ObjIt, Text: "that permanent"},
}

// thatObject reads a reference back to the last target.
func thatObject(sc *scanner, i int) []cand { return oneOf(sc, i, thatObjs) }

// groupAtEnd reads an object phrase that ends the sentence: a group
// ("creatures you control") or the object the source is attached to
// ("enchanted creature").
func groupAtEnd(sc *scanner, i int) []cand { return groupObjs(sc, i, true) }

// damageSources are the sources a player may be asked to choose (609.7a),
// with the quality the choice needs.
var damageSources = []string{"a source", "a white source", "a blue source", "a black source", "a red source",
	"a green source", "an artifact source", "a land source"}

// damageSource reads "a red source".
func damageSource(sc *scanner, i int) []cand {
	var out []cand
	for _, s := range damageSources {
		if j, ok := sc.lit(i, s); ok {
			out = append(out, cand{Word(s), j})
		}
	}
	return out
}

// sourcePhrase reads the source of a damage replacement, up to " would":
// "a source", "a source you control", "another red source you control",
// "a Giant source you control", "a source an opponent controls". Its words
// are the filter's to read, the word "source" naming any object.
func sourcePhrase(sc *scanner, i int) []cand {
	end := strings.Index(sc.s[i:], " would ")
	if end < 0 {
		return nil
	}
	phrase := sc.s[i : i+end]
	words := strings.Fields(phrase)
	if len(words) < 2 || len(words) > 6 || !slices.Contains(words, "source") ||
		!slices.Contains([]string{"a", "an", "another"}, words[0]) {
		return nil
	}
	return []cand{{Word(phrase), i + end}}
}

// damagedBy are the endings of "a creature dealt damage by this creature
// this turn", as printed and as the filter reads them.
var damagedBy = [][2]string{
	{" dealt damage by ~ this turn", " dealt damage by this creature this turn"},
	{" dealt damage by enchanted creature this turn", " dealt damage by enchanted creature this turn"},
	{" dealt damage by equipped creature this turn", " dealt damage by equipped creature this turn"},
}

// damagedObject reads "a creature dealt damage by ~ this turn": an object
// phrase (its words are the filter's to read), then who dealt it damage
// this turn.
func damagedObject(sc *scanner, i int) []cand {
	var out []cand
	for _, by := range damagedBy {
		end := strings.Index(sc.s[i:], by[0])
		if end <= 0 {
			continue
		}
		text := sc.s[i : i+end]
		words := strings.Fields(text)
		if len(words) < 2 || len(words) > 5 || !slices.Contains([]string{"a", "an", "another"}, words[0]) || strings.ContainsAny(text, ",.\"~") {
			continue
		}
		out = append(out, cand{Obj{Kind: ObjGroup, Text: text + by[0], Phrase: text + by[1]}, i + end + len(by[0])})
	}
	return out
}
