package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// stepTriggers are the beginning-of-step (and main phase) triggers whose
// abilities may add mana: they don't trigger from a mana ability, so they
// are not mana abilities but resolve from the stack (605.5a).
var stepTriggers = []string{"upkeep/", "draw/", "main1/", "main2/", "end/", "beginning_of_combat/"}

// mayAddMana reports whether the body may add mana: a spell's, or a
// triggered ability's that waits for a permanent tapped for mana (605.1b)
// or for a step (605.5a). An activated ability that adds mana is a mana
// ability (605.1a), written as one.
func (b *bodyWriter) mayAddMana() bool {
	if b.spell || isTappedForMana(b.trigger) {
		return true
	}
	if b.trigger == nil {
		return false
	}
	for _, s := range stepTriggers {
		if strings.HasPrefix(b.trigger.Kind, s) {
			return true
		}
	}
	return false
}

// thatPlayerAdds writes "that player adds {G}{G}" in a trigger whose
// event names a player: {add_mana: {add, to: that player}}.
func (b *bodyWriter) thatPlayerAdds(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	if !b.thatPlayer || !b.mayAddMana() {
		return nil, &Problem{Offset: ph.At[0], Why: "\"that player adds\": the trigger names no player, or doesn't add mana (605.1)"}
	}
	n := manaToAdd(ph.Args[0].String(), p)
	n.Content = append(n.Content, p.str("to"), p.str("that player"))
	return []*yaml.Node{p.kv("add_mana", n)}, nil
}

// manaToAdd writes the {add, times?} of an add_mana: mana symbols, "one
// mana of any color" (any_color), "X mana of any one color" (any_color,
// times X).
func manaToAdd(add string, p at) *yaml.Node {
	add, times := manaOfOneColor(add, p)
	if add == "one mana of any color" {
		add = "any_color"
	}
	n := p.kv("add", add)
	if times != nil {
		n.Content = append(n.Content, p.str("times"), times)
	}
	return n
}
