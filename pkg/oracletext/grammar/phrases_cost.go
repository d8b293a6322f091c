package grammar

import "strings"

// The casting family: what a spell costs (601.2f, 118.7), whether it can
// be countered (113.6g, 101.2), and "counter unless its controller pays"
// (118.12a).
func init() {
	statics = append(statics,
		tmpl("cant_be_countered", "~ can't be countered"),
		tmpl("spells_cant_be_countered", "{many} can't be countered"),
		// The spell's own cost reductions work while it is cast (113.6d).
		tmpl("cost_self/for_each", "~ costs {manacost} less to cast for each {object}"),
		tmpl("cost_self/if_you_control", "~ costs {manacost} less to cast if you control {object}"),
		tmpl("cost_self/if_it_targets", "~ costs {manacost} less to cast if it targets {object}"),
		tmpl("cost_self/for_each_instant_sorcery", "~ costs {manacost} less to cast for each instant and sorcery card in your graveyard"),
		tmpl("cost_self/if_you_cast_another_spell_this_turn", "~ costs {manacost} less to cast if you've cast another spell this turn"),
		// Alternative costs (118.9).
		tmpl("alt_cost", "you may {altcost} rather than pay ~'s mana cost"),
		tmpl("alt_cost/if_you_control", "if you control {object}, you may {altcost} rather than pay ~'s mana cost"),
		tmpl("alt_cost/not_your_turn", "if it's not your turn, you may {altcost} rather than pay ~'s mana cost"),
		// "Cast this spell only ..." (601.3, 113.6e).
		tmpl("cast_only/declare_attackers_if_attacked", "cast ~ only during the declare attackers step and only if you've been attacked this step"),
		tmpl("cast_only/after_another_spell", "cast ~ only if you've cast another spell this turn"),
		// A permanent's cost changes for the spells a player casts: the
		// group ends with who casts them ("creature spells you cast").
		tmpl("cost_spells/less", "{many} cost {manacost} less to cast"),
		tmpl("cost_spells/more", "{many} cost {manacost} more to cast"),
		tmpl("cost_spells/less/targeting", "{many} that target ~ cost {manacost} less to cast"),
		tmpl("cost_spells/more/targeting", "{many} that target ~ cost {manacost} more to cast"),
		tmpl("cost_spells/less/targeting", "{many} that target {object} cost {manacost} less to cast"),
		tmpl("cost_spells/more/targeting", "{many} that target {object} cost {manacost} more to cast"),
		tmpl("cost_spells/less/instant_sorcery/you", "instant and sorcery spells you cast cost {manacost} less to cast"),
		tmpl("cost_spells/more/instant_sorcery", "instant and sorcery spells cost {manacost} more to cast"),
		tmpl("cost_spells/less/instant_sorcery", "instant and sorcery spells cost {manacost} less to cast"),
	)
	// The spell is the caster's second this turn: before "Whenever you cast
	// {object}", which would read "your second spell each turn" as an
	// object phrase.
	triggers = append([]*template{
		tmpl("cast_second/you", "Whenever you cast your second spell each turn"),
		tmpl("cast_first_opponents_turn/you", "Whenever you cast your first spell during each opponent's turn"),
		tmpl("cast_opponents_turn/you", "Whenever you cast {object} during an opponent's turn"),
	}, triggers...)
	phraseEnds["during"] = true // "a spell during an opponent's turn"
	triggers = append(triggers,
		// "Whenever you cast an instant or sorcery spell that targets a
		// creature": the spell's targets (115.1).
		tmpl("cast_that_targets/you", "Whenever you cast {object} that targets {object}"),
		tmpl("cast_that_targets/opponent", "Whenever an opponent casts {object} that targets {object}"),
		tmpl("cast_that_targets/any", "Whenever a player casts {object} that targets {object}"),
	)
	effects = append(effects,
		tmpl("counter_unless", "counter {spell} unless its controller pays {manacost}"),
		tmpl("counter_unless_each", "counter {spell} unless its controller pays {manacost} for each {object}"),
		// The last sentence of an activated ability (602.2b); the emitter
		// refuses it anywhere else.
		tmpl("ability_cost/for_each", "this ability costs {manacost} less to activate for each {object}"),
		tmpl("ability_cost/if_you_control", "this ability costs {manacost} less to activate if you control {object}"),
		tmpl("ability_cost/if_it_targets", "this ability costs {manacost} less to activate if it targets {object}"),
	)
	phraseEnds["cost"] = true // "creature spells you cast cost {1} less"
}

// The timing riders of activated abilities (602.5b).
const (
	BeforeAttackers        = " Activate only during your turn, before attackers are declared."
	YourUpkeepOnly         = " Activate only during your upkeep."
	YourUpkeepOnceEachTurn = " Activate only during your upkeep and only once each turn."
	OnlyOnce               = " Activate only once."
)

// Affinity for a card type (702.41a), a keyword line.
func init() {
	activationRiders = append(activationRiders, BeforeAttackers, YourUpkeepOnly, YourUpkeepOnceEachTurn, OnlyOnce)
	for _, t := range []string{"artifacts", "creatures", "enchantments", "lands", "planeswalkers"} {
		keywordNames = append(keywordNames, "affinity for "+t)
	}
}

func init() { holes["altcost"] = altCost }

// altCost reads an alternative cost before " rather than": "pay
// {W}{U}{B}{R}{G}" (mana alone) or one cost part written lower case first
// ("sacrifice two Mountains"). Its value is the text as printed.
func altCost(sc *scanner, i int) []cand {
	end := strings.Index(sc.s[i:], " rather than ")
	if end < 0 {
		return nil
	}
	end += i
	if text := sc.s[i:end]; isCostOption(text) {
		return []cand{{Word(text), end}}
	}
	sc.fail(i)
	return nil
}

// "As an additional cost to cast this spell, sacrifice a creature or pay
// {3}{B}." (601.2f): two costs, the caster pays one.
func init() {
	holes["costopt"] = costOption
	statics = append(statics, tmpl("additional_cost_choice", "as an additional cost to cast ~, {costopt} or {costopt}"))
}

// costOption reads one cost to choose, written lower case first: "pay
// {3}{B}" (mana alone) or one cost part ("sacrifice an artifact or
// creature"), ending before " or " or the sentence's period; every way
// it can end.
func costOption(sc *scanner, i int) []cand {
	var out []cand
	for end := i; end < len(sc.s); end++ {
		if !strings.HasPrefix(sc.s[end:], " or ") && sc.s[end:] != "." {
			continue
		}
		text := sc.s[i:end]
		if isCostOption(text) {
			out = append(out, cand{Word(text), end})
		}
	}
	if out == nil {
		sc.fail(i)
	}
	return out
}

// isCostOption reports whether text is "pay {mana}" or one cost part, or
// two of them joined by "and" ("pay 1 life and exile a blue card from your
// hand").
func isCostOption(text string) bool {
	if a, b, ok := strings.Cut(text, " and "); ok {
		return isOneCost(a) && isOneCost(b)
	}
	return isOneCost(text)
}

func isOneCost(text string) bool {
	if text == "" {
		return false
	}
	if rest, ok := strings.CutPrefix(text, "pay {"); ok { // mana alone
		in := &scanner{s: "{" + rest, orig: "{" + rest}
		syms, e := manaSymbols(in, 0, "WUBRGC")
		return syms != "" && e == len(in.s)
	}
	capital := strings.ToUpper(text[:1]) + text[1:]
	in := &scanner{s: capital, orig: capital}
	c, e := cost(in, 0)
	return c != nil && e == len(capital) && len(c.Parts) == 1
}
