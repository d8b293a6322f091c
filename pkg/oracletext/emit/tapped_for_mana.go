package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// The "tapped for mana" triggers (grammar/phrases_tapped_for_mana.go).

// tappedForManaTrigger writes "Whenever a player taps a land for mana":
// {event: taps_for_mana, object, player} (106.12).
func tappedForManaTrigger(t *grammar.Phrase, p at) (*yaml.Node, bool) {
	kind, qualifier, _ := strings.Cut(t.Kind, "/")
	if kind != "taps_for_mana" {
		return nil, false
	}
	if qualifier == "enchanted" { // the land this Aura is attached to
		return p.str("enchanted_land_is_tapped_for_mana"), true
	}
	return p.kv("event", "taps_for_mana", "object", t.Args[0].(grammar.Obj).Phrase, "player", qualifier), true
}

// isTappedForMana reports whether a trigger waits for a permanent being
// tapped for mana: an ability of it that adds mana is a mana ability
// (605.1b).
func isTappedForMana(t *grammar.Phrase) bool {
	return t != nil && (strings.HasPrefix(t.Kind, "taps_for_mana/") || t.Kind == "tapped_for_mana")
}

func init() {
	selfEvents["tapped_for_mana"] = true // "Whenever you tap ~ for mana, it deals ..."
}

// manaTriggerAdd writes the mana a "tapped for mana" trigger adds: "one
// mana of any type that land produced" (106.7), "an additional {B}"; to
// "that player", the player who tapped it, or the ability's controller.
func (b *bodyWriter) manaTriggerAdd(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	if !isTappedForMana(b.trigger) {
		return nil, &Problem{Offset: ph.At[0], Why: "mana added by an ability that doesn't trigger on a permanent tapped for mana (605.1b)"}
	}
	kind, who, _ := strings.Cut(ph.Kind, "/")
	var n *yaml.Node
	if kind == "add_produced" {
		n = p.kv("add", "any_type_that_land_produced")
	} else {
		// "an additional {G}", "an additional one mana of any color"
		n = manaToAdd(ph.Args[0].String(), p)
	}
	switch who {
	case "that_player":
		n.Content = append(n.Content, p.str("to"), p.str("that player"))
	case "its_controller": // of the permanent tapped
		n.Content = append(n.Content, p.str("to"), p.str("controller of that object"))
	}
	return []*yaml.Node{p.kv("add_mana", n)}, nil
}
