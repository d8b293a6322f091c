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
			source.Field{Key: "name", Read: func(v *yaml.Node) { e.Kind = compileNameWord(r, v) }},
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

// nameKindWords are the words of a name's kind in the card language.
var nameKindWords = map[string]sim.NameKind{"any": sim.AnyCardName, "nonland": sim.NonlandCardName,
	"creature": sim.CreatureCardName, "artifact": sim.ArtifactCardName, "not_basic_land": sim.NotBasicLandName,
	"nonartifact_nonland": sim.NonartifactNonlandName}

// compileNameWord reads what a chosen card name must be the name of
// (201.4a): one of nameKindWords.
func compileNameWord(r *source.Reader, n *yaml.Node) sim.NameKind {
	s, _ := r.OneOf(n, "a kind of card name", sortedKeys(nameKindWords))
	return nameKindWords[s]
}

// exile_named: {name: any|nonland|creature|artifact, who, count: N|any|all,
// draw_for_hand?: true}: "Choose a card name. Search target opponent's
// graveyard, hand, and library for up to four cards with that name and
// exile them. Then that player shuffles." (201.4, 701.23).
func init() {
	effectKinds["exile_named"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.ExileNamed{}
		kvs, ok := r.Fields(n, "exile_named",
			source.Field{Key: "name", Read: func(v *yaml.Node) { e.Kind = compileNameWord(r, v) }},
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) {
				switch v.Value {
				case "any":
				case "all":
					e.All = true
				default:
					if c, ok := readInt(r, v, "count"); ok && c > 0 {
						e.Max = c
					} else if ok {
						r.Errorf(v, "count is a number of at least 1, any or all")
					}
				}
			}},
			source.Field{Key: "draw_for_hand", Read: func(v *yaml.Node) { e.DrawForHand, _ = r.Bool(v, "draw_for_hand") }},
		)
		if !ok {
			return nil
		}
		if !requireWho(r, n, kvs, e.Who, "exile_named") {
			return nil
		}
		if !source.HasKey(kvs, "count") {
			r.Errorf(n, "exile_named needs count: a number, any or all")
			return nil
		}
		return e
	}
}

// reveal_until_named: {exile_top?: N, lose_per_exiled?: true}: "Choose a
// card name. Exile the top six cards of your library, then reveal cards
// from the top of your library until you reveal a card with the chosen
// name. Put that card into your hand and exile all other cards revealed
// this way." (201.4, 701.20a).
func init() {
	effectKinds["reveal_until_named"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.RevealUntilNamed{}
		if _, ok := r.Fields(n, "reveal_until_named",
			source.Field{Key: "exile_top", Read: func(v *yaml.Node) { e.ExileTop, _ = readInt(r, v, "exile_top") }},
			source.Field{Key: "lose_per_exiled", Read: func(v *yaml.Node) { e.LosePerExiled, _ = r.Bool(v, "lose_per_exiled") }},
		); !ok {
			return nil
		}
		if e.ExileTop < 0 {
			r.Errorf(n, "exile_top is a number of cards, at least 0")
			return nil
		}
		return e
	}
}

// reveal_top_named: {name: creature|not_basic_land|..., count: N, rest:
// graveyard|exile}: "Choose a creature card name. Reveal the top four
// cards of your library and put all of them with that name into your hand.
// Put the rest into your graveyard." (201.4, 701.20a).
func init() {
	effectKinds["reveal_top_named"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.RevealTopNamed{Rest: sim.Graveyard}
		kvs, ok := r.Fields(n, "reveal_top_named",
			source.Field{Key: "name", Read: func(v *yaml.Node) { e.Kind = compileNameWord(r, v) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.N, _ = readInt(r, v, "count") }},
			source.Field{Key: "rest", Read: func(v *yaml.Node) {
				if s, ok := r.OneOf(v, "rest", []string{"graveyard", "exile"}); ok && s == "exile" {
					e.Rest = sim.Exile
				}
			}},
		)
		if !ok {
			return nil
		}
		if !source.HasKey(kvs, "count") || e.N < 1 {
			r.Errorf(n, "reveal_top_named needs count: the number of cards revealed, at least 1")
			return nil
		}
		return e
	}
}

// ban_chosen_name: until_your_next_turn: "Choose a card name. Until your
// next turn, spells with the chosen name can't be cast and lands with the
// chosen name can't be played." (201.4, 611.2a).
func init() {
	effectKinds["ban_chosen_name"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if _, ok := r.OneOf(n, "ban_chosen_name", []string{"until_your_next_turn"}); !ok {
			return nil
		}
		return sim.BanChosenName{}
	}
}

// cut_chosen_name_cost_this_turn: N: "Choose a card name. Spells with the
// chosen name cost {1} less to cast this turn." (201.4, 601.2f, 611.2a).
func init() {
	effectKinds["cut_chosen_name_cost_this_turn"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		v, ok := readInt(r, n, "cut_chosen_name_cost_this_turn")
		if !ok || v < 1 {
			if ok {
				r.Errorf(n, "cut_chosen_name_cost_this_turn is the generic mana taken off, at least 1")
			}
			return nil
		}
		return sim.CutChosenNameCostThisTurn{Generic: v}
	}
}

// named_discard: {name: KIND, who}: "Choose a nonland card name. Target
// player reveals their hand. That player discards a card with that name.
// If they can't, you draw a card." (201.4, 701.9a, 701.20a).
func init() {
	effectKinds["named_discard"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.NamedDiscard{}
		kvs, ok := r.Fields(n, "named_discard",
			source.Field{Key: "name", Read: func(v *yaml.Node) { e.Kind = compileNameWord(r, v) }},
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
		)
		if !ok {
			return nil
		}
		if !requireWho(r, n, kvs, e.Who, "named_discard") {
			return nil
		}
		return e
	}
}

// requireWho reports whether an effect of the kind names its player, who;
// it reports the missing key otherwise.
func requireWho(r *source.Reader, n *yaml.Node, kvs []source.KeyValue, who sim.Subject, kind string) bool {
	if !source.HasKey(kvs, "who") {
		r.Errorf(n, "%s needs who: the player whose cards it looks at", kind)
		return false
	}
	return who != nil
}
