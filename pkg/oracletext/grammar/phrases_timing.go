package grammar

import "strings"

// Turn timing (fam4): "During your turn, this creature has first strike."
// and "During your turn, equipped creature gets +2/+0 and has first
// strike." are static abilities whose effect applies only while it is
// their controller's turn (611.3a): the condition is checked all the time
// by the layer system, like "as long as it's your turn".
func init() {
	statics = append(statics,
		tmpl("your_turn/gets_has", "during your turn, {group} gets {pt} and has {keywords}"),
		tmpl("your_turn/gets_has", "during your turn, {group} get {pt} and have {keywords}"),
		tmpl("your_turn_self/has", "during your turn, ~ has {keywords}"),
		tmpl("your_turn_self/gets", "during your turn, ~ gets {pt}"),
		tmpl("your_turn_self/gets_has", "during your turn, ~ gets {pt} and has {keywords}"),
	)
}

func init() {
	// coven (207.2c): always three, read as one condition; tried before
	// "you control {n} or more {object}", which can't read "with different
	// powers".
	conditions = append([]*template{tmpl("three_different_powers", "you control three or more creatures with different powers")}, conditions...)
}

// DuringYourTurn prefixes the kind of a "Whenever ..." trigger read with
// "during your turn" after its event ("Whenever another creature dies
// during your turn"): it triggers only on events in its controller's turn
// (603.2).
const DuringYourTurn = "during_your_turn:"

func init() {
	// Made from the triggers as they are when this file initialises
	// (files initialise in name order: those of phrases_zones.go come
	// later and are not made; an intervening "if" is made before, so
	// "during your turn, if ..." is not read). Triggers whose event
	// already names a turn are left out.
	var during []*template
	for _, t := range triggers {
		if !strings.HasPrefix(t.lead, "Whenever ") || strings.HasPrefix(t.kind, IfTrigger) || strings.Contains(t.kind, "turn") {
			continue
		}
		parts := append(append([]part(nil), t.parts...), part{lit: " during your turn"})
		made := newTemplate(DuringYourTurn+t.kind, parts)
		baseOf[made] = t
		during = append(during, made)
	}
	triggers = append(during, triggers...)
}

// SplitDuringYourTurn returns a trigger read with "during your turn" as
// the trigger it was made from, and whether it was one.
func (p Phrase) SplitDuringYourTurn() (Phrase, bool) { return p.splitMade(DuringYourTurn) }

// splitMade returns a phrase whose kind has a prefix as the phrase of the
// template it was made from (see baseOf), and whether it had it.
func (p Phrase) splitMade(prefix string) (Phrase, bool) {
	if !strings.HasPrefix(p.Kind, prefix) {
		return p, false
	}
	base := p
	base.Kind = strings.TrimPrefix(p.Kind, prefix)
	if t := baseOf[p.t]; t != nil {
		base.t = t
	}
	return base, true
}

// UntilYourNextTurn prefixes the kind of an effect read with "until your
// next turn" where its template says "until end of turn" ("Target
// creature gets -3/-0 until your next turn", "Until your next turn,
// creatures you control get +1/+1"): the effect lasts until the next turn
// of its controller begins (611.2a, 500.5).
const UntilYourNextTurn = "next_turn/"

func init() {
	// Made from the effects as they are when this file initialises (see
	// the "during your turn" triggers above).
	var next []*template
	for _, t := range effects {
		first, last := t.parts[0].lit, t.parts[len(t.parts)-1].lit
		var parts []part
		switch {
		case strings.HasSuffix(last, " until end of turn"):
			parts = append([]part(nil), t.parts...)
			parts[len(parts)-1].lit = strings.TrimSuffix(last, "end of turn") + "your next turn"
		case strings.HasPrefix(first, "until end of turn, ") && len(t.parts) > 1:
			parts = append([]part(nil), t.parts...)
			parts[0].lit = "until your next turn, " + strings.TrimPrefix(first, "until end of turn, ")
		default:
			continue
		}
		made := newTemplate(UntilYourNextTurn+t.kind, parts)
		baseOf[made] = t
		next = append(next, made)
	}
	effects = append(effects, next...)
}

// SplitUntilYourNextTurn returns an effect read with "until your next
// turn" as the "until end of turn" effect it was made from, and whether it
// was one.
func (p Phrase) SplitUntilYourNextTurn() (Phrase, bool) { return p.splitMade(UntilYourNextTurn) }

func init() {
	// detain (701.35a): until the next turn of the controller of the
	// spell or ability, the permanent can't attack or block and its
	// activated abilities can't be activated.
	effects = append(effects,
		tmpl("detain", "detain {permanent}"),
		tmpl("detain", "detain {eachobj}"),
	)
}

func init() {
	// "You skip your next turn." (500.11, 614.10a)
	effects = append(effects, tmpl("skip_your_next_turn", "you skip your next turn"))
}

func init() {
	// goad (701.15a): until the next turn of the controller of the spell
	// or ability, the creature is goaded by that player.
	effects = append(effects,
		tmpl("goad", "goad {permanent}"),
		tmpl("goad", "goad {all}"),
		tmpl("goad", "goad {eachobj}"),
	)
}

func init() {
	// extra turns (500.7)
	effects = append(effects,
		tmpl("extra_turns/1", "take an extra turn after this one"),
		tmpl("extra_turns/1", "you take an extra turn after this one"),
		tmpl("player_extra_turns/1", "{player} takes an extra turn after this one"),
		tmpl("player_extra_turns/2", "{player} takes two extra turns after this one"),
	)
}

func init() {
	// additional land plays (305.2)
	statics = append(statics,
		tmpl("additional_land_plays/1", "you may play an additional land on each of your turns"),
		tmpl("additional_land_plays/2", "you may play two additional lands on each of your turns"),
	)
	effects = append(effects,
		tmpl("additional_land_plays_this_turn/1", "you may play an additional land this turn"),
	)
}

func init() {
	// skipping a player's next step or phase (500.11, 614.10a)
	for _, what := range []string{"untap step", "draw step", "combat phase"} {
		kind := strings.ReplaceAll(what, " ", "_")
		effects = append(effects,
			tmpl("skip_next/you/"+kind, "you skip your next "+what),
			tmpl("skip_next/player/"+kind, "{player} skips their next "+what),
		)
	}
}

func init() {
	// static abilities that skip every such step (500.11)
	for _, what := range []string{"untap", "upkeep", "draw"} {
		kind := what + "_step"
		statics = append(statics,
			tmpl("skip_steps/you/"+kind, "skip your "+what+" step"),
			tmpl("skip_steps/each/"+kind, "players skip their "+what+" steps"),
			tmpl("skip_steps/each/"+kind, "each player skips their "+what+" step"),
		)
	}
}

func init() {
	effects = append(effects,
		tmpl("skip_your_next_turns/2", "you skip your next two turns"),
		tmpl("skip_combats_next_turn", "{player} skips all combat phases of their next turn"),
	)
}

func init() {
	// the beginning of combat step of each opponent's or each player's
	// turn (507.1); "that player" is the active player
	triggers = append(triggers,
		tmpl("beginning_of_combat/opponent", "At the beginning of combat on each opponent's turn"),
		tmpl("beginning_of_combat/each", "At the beginning of combat on each player's turn"),
	)
}

func init() {
	// "Take an extra turn after this one. At the beginning of that turn's
	// end step, you lose the game." (500.7, 603.7, 104.3e)
	effects = append(effects,
		tmpl("extra_turns_lose/1", "take an extra turn after this one. At the beginning of that turn's end step, you lose the game"),
	)
}
