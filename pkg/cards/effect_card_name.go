package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// nameCheckFrom are the words of name_check's from.
var nameCheckFrom = map[string]sim.NameCheckFrom{"mill": sim.NameCheckMill, "top": sim.NameCheckTop, "random_hand": sim.NameCheckRandomHand}

// name_check: {from: mill|top|random_hand, who, then, else?}: "Choose a
// card name, then target player mills a card (reveal the top card of your
// library, reveal a card at random from your hand). If that card has the
// chosen name, ... Otherwise, ..." (201.4, 608.2d).
func init() {
	effectKinds["name_check"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.NameCheck{}
		kvs, ok := r.Fields(n, "name_check",
			source.Field{Key: "from", Read: func(v *yaml.Node) {
				if s, ok := r.OneOf(v, "name_check from", []string{"mill", "top", "random_hand"}); ok {
					e.From = nameCheckFrom[s]
				}
			}},
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "then", Read: func(v *yaml.Node) { e.Then = compileEffectList(r, v, targets) }},
			source.Field{Key: "else", Read: func(v *yaml.Node) { e.Else = compileEffectList(r, v, targets) }},
		)
		if !ok {
			return nil
		}
		for _, k := range []string{"from", "who", "then"} {
			if !source.HasKey(kvs, k) {
				r.Errorf(n, "name_check needs %s: from (mill, top or random_hand), who (the player whose card it is) and then (what a card with the chosen name does)", k)
				return nil
			}
		}
		if e.Who == nil {
			return nil
		}
		return e
	}
}

// cant_activate_chosen_name: except_mana | all: "Activated abilities of
// sources with the chosen name can't be activated [unless they're mana
// abilities]." (602.5); cant_cast_chosen_name: true: "Spells with the
// chosen name can't be cast." (601.3); the name chosen as the permanent
// entered (614.12).
func init() {
	staticForms["cant_activate_chosen_name"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		s, ok := r.OneOf(n, "cant_activate_chosen_name", []string{"except_mana", "all"})
		if !ok {
			return nil
		}
		return sim.CantActivateNamed{ExceptMana: s == "except_mana"}
	}
	staticForms["cant_cast_chosen_name"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		if v, ok := r.Bool(n, "cant_cast_chosen_name"); !ok || !v {
			if ok {
				r.Errorf(n, "write cant_cast_chosen_name: true")
			}
			return nil
		}
		return sim.CantCastNamed{}
	}
}

// compileNameKind reads choose_card_name: any | nonland, what the name
// chosen as the permanent enters must be the name of (201.4a).
func compileNameKind(r *source.Reader, n *yaml.Node) *sim.NameKind {
	s, ok := r.OneOf(n, "choose_card_name", []string{"any", "nonland"})
	if !ok {
		return nil
	}
	k := sim.AnyCardName
	if s == "nonland" {
		k = sim.NonlandCardName
	}
	return &k
}
