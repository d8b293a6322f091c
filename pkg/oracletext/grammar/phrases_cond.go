package grammar

import "strings"

// Cond is a condition as read: "you control a Wizard", "there are seven or
// more cards in your graveyard", "a creature died this turn". One
// sub-grammar (conditions) serves every place a condition is written: a
// static ability's "as long as" (611.3a), a triggered ability's
// intervening "if" (603.4), an effect's "if" (608.2c) and "enters tapped
// unless" (614.1d).
type Cond struct{ Phrase }

// conditions are the templates of a condition. The more specific come
// first: "you control three or more artifacts" before "you control
// {object}", which would read "three or more artifacts" as an object
// phrase.
var conditions = []*template{
	tmpl("you_control_at_least", "you control {n} or more {object}"),
	tmpl("you_control_at_most", "you control {n} or fewer {object}"),
	tmpl("you_control_no", "you control no {object}"),
	tmpl("you_control_no", "you don't control {object}"),
	tmpl("you_control_either", "you control {anobject} or {anobject}"),
	tmpl("you_control", "you control {object}"),
	tmpl("opponents_control_at_least", "your opponents control {n} or more {object}"),
	tmpl("opponent_controls", "an opponent controls {object}"),
	tmpl("no_opponent_controls", "no opponent controls {object}"),
	tmpl("defending_controls_none", "defending player controls no {object}"),
	tmpl("defending_controls", "defending player controls {object}"),
	tmpl("you_cast_it", "you cast it"),
	tmpl("you_cast_it", "you cast it from your hand"),
	tmpl("total_power_at_least", "{group} have total power {n} or greater"),
	tmpl("spells_cast_at_least", "you've cast {n} or more spells this turn"),
	tmpl("spell_cast", "you've cast {object} this turn"),
	tmpl("no_spell_cast", "you haven't cast a spell from your hand this turn"),
	tmpl("this_turn/a_card_left_your_graveyard", "a card left your graveyard this turn"),
	tmpl("drawn_at_least", "you've drawn {n} or more cards this turn"),
	tmpl("graveyard_at_least", "there are {n} or more cards in your graveyard"),
	tmpl("card_types_at_least", "there are {n} or more card types among cards in your graveyard"),
	tmpl("graveyard_what_at_least", "there are {n} or more {yourgrave}"),
	tmpl("graveyard_what", "there is {yourgrave}"),
	tmpl("graveyard_what", "there's {yourgrave}"),
	tmpl("graveyard_is", "{anobject} is in your graveyard"),
	tmpl("gained_or_lost_life", "you gained or lost life this turn"),
	tmpl("greatest_power", "you control the creature with the greatest power or tied for the greatest power"),
	tmpl("greatest_power", "you control a creature with the greatest power among creatures on the battlefield"),
	tmpl("graveyard_what_at_least", "you have {n} or more {yourgrave}"),
	tmpl("hand_at_least", "you have {n} or more cards in hand"),
	tmpl("hand_at_most", "you have {n} or fewer cards in hand"),
	tmpl("no_creatures", "no creatures are on the battlefield"),
	tmpl("any_player_life_at_most", "a player has {n} or less life"),
	tmpl("opponents_at_least", "you have {n} or more opponents"),
	tmpl("this_turn/a_permanent_you_controlled_left", "a permanent left the battlefield under your control this turn"),
	tmpl("entered_at_least", "{n} or more {group} entered the battlefield under your control this turn"),
	tmpl("entered", "{group} entered the battlefield under your control this turn"),
	tmpl("this_turn/you_descended", "you descended this turn"),
	tmpl("died_at_least", "{n} or more creatures died this turn"),
	tmpl("died_none", "no creatures died this turn"),
	tmpl("life_gained_at_least", "you gained {n} or more life this turn"),
	tmpl("it_is/attacking", "it's attacking"),
	tmpl("it_is/blocking", "it's blocking"),
	tmpl("it_is/tapped", "it's tapped"),
	tmpl("it_is/untapped", "it's untapped"),
	tmpl("it_has", "it has {counters} on it"),
	tmpl("self_has", "~ has {counters} on it"),
	tmpl("self_is/attacking", "~ is attacking"),
	tmpl("self_is/blocking", "~ is blocking"),
	tmpl("self_is/tapped", "~ is tapped"),
	tmpl("self_is/untapped", "~ is untapped"),
	tmpl("your_turn", "it's your turn"),
	tmpl("not_your_turn", "it's not your turn"),
	tmpl("life_at_least", "you have {n} or more life"),
	tmpl("life_at_most", "you have {n} or less life"),
	tmpl("hand_empty", "you have no cards in hand"),
	tmpl("this_turn/a_creature_died", "a creature died this turn"),
	tmpl("this_turn/you_attacked", "you attacked this turn"),
	tmpl("this_turn/you_gained_life", "you gained life this turn"),
	tmpl("this_turn/you_lost_life", "you lost life this turn"),
	tmpl("this_turn/an_opponent_lost_life", "an opponent lost life this turn"),
}

// condition reads a condition, or two joined by "or" ("you control a
// Desert or there is a Desert card in your graveyard").
func condition(sc *scanner, i int) []cand {
	var out []cand
	for _, m := range matchAny(sc, i, conditions) {
		out = append(out, cand{Cond{m.p}, m.end})
		if j, ok := sc.lit(m.end, " or "); ok {
			for _, m2 := range matchAny(sc, j, conditions) {
				out = append(out, cand{Cond{Phrase{Kind: EitherCondition, Args: []Value{Cond{m.p}, Cond{m2.p}},
					At: []int{i, j}, t: eitherTemplate}}, m2.end})
			}
		}
	}
	return out
}

// EitherCondition is the kind of two conditions joined by "or".
const EitherCondition = "either"

var eitherTemplate = newTemplate(EitherCondition, []part{holePart("condition"), {lit: " or "}, holePart("condition")})

// conditionalStatics are static abilities that exist only while a
// condition is true (611.3a): "~ has lifelink as long as you control a
// white or black permanent", "As long as there are seven or more cards in
// your graveyard, creatures you control get +1/+1". Kind "while/K" is the
// static ability K with its condition.
var conditionalStatics = []*template{
	tmpl("while/has", "{group} has {keywords} as long as {condition}"),
	tmpl("while/has", "{group} have {keywords} as long as {condition}"),
	tmpl("while/gets", "{group} gets {pt} as long as {condition}"),
	tmpl("while/gets", "{group} get {pt} as long as {condition}"),
	tmpl("while/gets_has", "{group} gets {pt} and has {keywords} as long as {condition}"),
	tmpl("while/gets_has", "{group} get {pt} and have {keywords} as long as {condition}"),
	tmpl("while_self/has", "~ has {keywords} as long as {condition}"),
	tmpl("while_self/gets", "~ gets {pt} as long as {condition}"),
	tmpl("while_self/gets_has", "~ gets {pt} and has {keywords} as long as {condition}"),
	tmpl("while/has", "as long as {condition}, {group} has {keywords}"),
	tmpl("while/has", "as long as {condition}, {group} have {keywords}"),
	tmpl("while/gets", "as long as {condition}, {group} gets {pt}"),
	tmpl("while/gets", "as long as {condition}, {group} get {pt}"),
	tmpl("while/gets_has", "as long as {condition}, {group} gets {pt} and has {keywords}"),
	tmpl("while/gets_has", "as long as {condition}, {group} get {pt} and have {keywords}"),
	tmpl("while_self/has", "as long as {condition}, ~ has {keywords}"),
	tmpl("while_self/gets", "as long as {condition}, ~ gets {pt}"),
	tmpl("while_self/gets_has", "as long as {condition}, ~ gets {pt} and has {keywords}"),
	tmpl("while/cant/block", "{group} can't block as long as {condition}"),
	tmpl("while/cant/attack", "{group} can't attack as long as {condition}"),
	tmpl("while/cant/be_blocked", "{group} can't be blocked as long as {condition}"),
	tmpl("while/cant/attack,block", "{group} can't attack or block as long as {condition}"),
	tmpl("while_self/cant/block", "~ can't block as long as {condition}"),
	tmpl("while_self/cant/attack", "~ can't attack as long as {condition}"),
	tmpl("while_self/cant/be_blocked", "~ can't be blocked as long as {condition}"),
	tmpl("while_self/cant/attack,block", "~ can't attack or block as long as {condition}"),
	tmpl("while/cant/block", "as long as {condition}, {group} can't block"),
	tmpl("while/cant/attack", "as long as {condition}, {group} can't attack"),
	tmpl("while/cant/be_blocked", "as long as {condition}, {group} can't be blocked"),
	tmpl("while_self/cant/block", "as long as {condition}, ~ can't block"),
	tmpl("while_self/cant/attack", "as long as {condition}, ~ can't attack"),
	tmpl("while_self/cant/be_blocked", "as long as {condition}, ~ can't be blocked"),
	tmpl("unless_self/cant/attack", "~ can't attack unless {condition}"),
	tmpl("enters_tapped_unless", "~ enters tapped unless {condition}"),
	tmpl("enters_with_if", "~ enters with {counters} on it if {condition}"),
}

// IfTrigger prefixes the kind of a trigger read with an intervening "if"
// (603.4): "When ~ enters, if you control another Knight".
const IfTrigger = "if:"

// Instead prefixes the kind of an effect followed by "If [condition],
// [effect] instead."
const Instead = "instead:"

// OnlyIf is the kind of "Activate only if [condition]." (602.5b).
const OnlyIf = "only_if"

// IfAfter prefixes the kind of an effect followed by its condition: "draw
// a card if you attacked this turn" (608.2c).
const IfAfter = "if_after:"

// anObject reads an object phrase that starts with "a", "an" or "another": "a
// Forest" in "a Forest or an Island", where "or" joins two phrases, not two
// words of one ("a white or black permanent").
func anObject(sc *scanner, i int) []cand {
	return groupStarting(sc, i, true, func(first string) bool { return first == "a" || first == "an" || first == "another" })
}

// yourGraveyard reads an object phrase of cards in your graveyard:
// "creature cards in your graveyard".
func yourGraveyard(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range groupObjs(sc, i, true) {
		if strings.HasSuffix(c.v.(Obj).Phrase, " in your graveyard") {
			out = append(out, c)
		}
	}
	return out
}

func init() {
	holes["yourgrave"] = yourGraveyard
	holes["condition"] = condition
	holes["anobject"] = anObject
	statics = append(statics, conditionalStatics...)
	effects = append(effects, tmpl("if_else", "if {condition}, {effect}. Otherwise, {effect}"))
	effects = append(effects, tmpl("if", "if {condition}, {effect}"))
	// "Activate only if [condition]." (602.5b), read as a sentence of the
	// body; the emitter takes it out of an activated ability's effects and
	// refuses it anywhere else.
	effects = append(effects, tmpl(OnlyIf, "activate only if {condition}"))
	// An effect followed by "if [condition]": each effect template, then
	// the condition. Made from the templates as they are, before these are
	// added, so none is read twice.
	var after []*template
	for _, t := range effects {
		if t.kind == "if" || t.kind == "if_else" || t.kind == OnlyIf || len(t.parts) > 0 && t.parts[0].hole == "effect" {
			continue
		}
		parts := append(append([]part(nil), t.parts...), part{lit: " if "}, holePart("condition"))
		made := newTemplate(IfAfter+t.kind, parts)
		baseOf[made] = t
		after = append(after, made)
	}
	// "You gain 4 life. If a creature died this turn, you gain 8 life
	// instead.": the second effect replaces the first when the condition
	// is true.
	var instead []*template
	for _, t := range effects {
		if t.kind == "if" || t.kind == "if_else" || t.kind == OnlyIf || len(t.parts) > 0 && t.parts[0].hole == "effect" {
			continue
		}
		parts := append(append([]part(nil), t.parts...), part{lit: ". If "}, holePart("condition"), part{lit: ", "},
			holePart("effect"), part{lit: " instead"})
		made := newTemplate(Instead+t.kind, parts)
		baseOf[made] = t
		instead = append(instead, made)
	}
	effects = append(effects, after...)
	effects = append(effects, instead...)
	// A trigger with an intervening "if": tried before the trigger alone,
	// so that its "if" is never read as an effect's (603.4 applies to an
	// "if" right after the trigger condition).
	// "Survival — At the beginning of your second main phase, if this
	// creature is tapped, ...": the postcombat main phase (505.1a).
	triggers = append(triggers, tmpl("main2/your", "At the beginning of your second main phase"))
	var intervening []*template
	for _, t := range triggers {
		parts := append(append([]part(nil), t.parts...), part{lit: ", if "}, holePart("condition"))
		made := newTemplate(IfTrigger+t.kind, parts)
		baseOf[made] = t
		intervening = append(intervening, made)
	}
	triggers = append(intervening, triggers...)
}

// baseOf maps each template made with a condition to the one it was made
// from.
var baseOf = map[*template]*template{}

// SplitCondition separates a phrase read with a condition into the phrase
// without it and the condition; ok is false when it has none. A trigger
// with an intervening "if" and an effect with a trailing "if" become the
// trigger or effect they were made from (which prints as that); a
// conditional static keeps its kind, and prints as nothing.
func (p Phrase) SplitCondition() (base Phrase, c Cond, ok bool) {
	base = Phrase{Kind: p.Kind}
	if t := baseOf[p.t]; t != nil {
		base.Kind, base.t = t.kind, t
	}
	for k, v := range p.Args {
		if x, isCond := v.(Cond); isCond {
			c, ok = x, true
			continue
		}
		base.Args, base.At = append(base.Args, v), append(base.At, p.At[k])
	}
	return base, c, ok
}

// SplitInstead separates "[effect]. If [condition], [effect] instead" into
// the first effect (which prints as it was read), the condition and the
// effect that replaces it.
func (p Phrase) SplitInstead() (first Phrase, c Cond, instead Phrase) {
	k := len(p.Args) - 2
	base := baseOf[p.t]
	first = Phrase{Kind: base.kind, Args: p.Args[:k], At: p.At[:k], t: base}
	return first, p.Args[k].(Cond), p.Args[k+1].(Phrase)
}
