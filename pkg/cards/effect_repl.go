package cards

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

func init() {
	// add_protection_from_chosen_color: true: "has protection from the
	// chosen color" (layer 6, 614.12).
	modificationKinds["add_protection_from_chosen_color"] = trueFlag("add_protection_from_chosen_color", sim.AddProtectionFromChosenColor{})
	// add_chosen_type: true: "is the chosen type in addition to its other
	// types" (layer 4, 614.12).
	modificationKinds["add_chosen_type"] = trueFlag("add_chosen_type", sim.AddChosenType{})
	// chosen_land_type: true: "Enchanted land is the chosen type" (layer
	// 4, 305.7).
	modificationKinds["chosen_land_type"] = trueFlag("chosen_land_type", sim.SetChosenLandType{})
	// "Add one mana of the chosen color." (614.12)
	manaChoices["chosen_color"] = sim.ManaChoice{Kind: sim.TheChosenColor, ColorsOnly: true}
	// "a creature dealt damage this way" (608.2c)
	groupSubjects["each creature dealt damage this way"] = sim.DealtDamageThisWay
	// exile_if_dies: SUBJECT: "If that creature would die this turn,
	// exile it instead." (614.1a, 700.4)
	effectKinds["exile_if_dies"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ExileIfDies{What: compileSubject(r, n, targets)}
	}
}

func init() {
	// put_from_hand: {what: PHRASE, tapped?}: "You may put a land card
	// from your hand onto the battlefield." (305.4)
	effectKinds["put_from_hand"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.PutFromHand
		kvs, ok := r.Fields(n, "put_from_hand",
			source.Field{Key: "what", Read: func(v *yaml.Node) {
				if e.What = compileFilterField(r, v); e.What != nil {
					e.What.Zones = []sim.Zone{sim.Hand}
				}
			}},
			source.Field{Key: "tapped", Read: func(v *yaml.Node) { e.Tapped, _ = r.Bool(v, "tapped") }},
		)
		if !ok || e.What == nil {
			if ok && !source.HasKey(kvs, "what") {
				r.Errorf(n, "put_from_hand needs what: an object phrase such as \"land card\"")
			}
			return nil
		}
		return e
	}
}

func init() {
	// prevent_all_damage: {combat?, to?, by?, to_or_by?, to_you?}: "Prevent
	// all combat damage that would be dealt to and dealt by enchanted
	// creature." (615.1a)
	staticForms["prevent_all_damage"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		var s sim.PreventAllDamage
		if _, ok := r.Fields(n, "prevent_all_damage",
			source.Field{Key: "combat", Read: func(v *yaml.Node) { s.Combat, _ = r.Bool(v, "combat") }},
			source.Field{Key: "to", Read: func(v *yaml.Node) { s.To = compileFilterField(r, v) }},
			source.Field{Key: "by", Read: func(v *yaml.Node) { s.By = compileFilterField(r, v) }},
			source.Field{Key: "to_or_by", Read: func(v *yaml.Node) { s.ToOrBy = compileFilterField(r, v) }},
			source.Field{Key: "to_you", Read: func(v *yaml.Node) { s.ToYou, _ = r.Bool(v, "to_you") }},
		); !ok {
			return nil
		}
		if s.To == nil && s.By == nil && s.ToOrBy == nil && !s.ToYou {
			r.Errorf(n, "prevent_all_damage needs to, by, to_or_by or to_you")
			return nil
		}
		return s
	}
}

func init() {
	// prevent_next_from_chosen_source: QUALITY (a color, artifact, land,
	// or any): "The next time a red source of your choice would deal
	// damage to you this turn, prevent that damage." (615.7, 609.7a)
	effectKinds["prevent_next_from_chosen_source"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		q, ok := r.OneOf(n, "the source's quality", []string{"any", "white", "blue", "black", "red", "green", "artifact", "land"})
		if !ok {
			return nil
		}
		var e sim.PreventNextFromChosenSource
		switch q {
		case "artifact", "land":
			e.Type = q
		case "any":
		default:
			c, _ := sim.ParseColor(q)
			e.Colors = sim.ColorSet(c)
		}
		return e
	}
}

func init() {
	// graveyard_replacement: {what: PHRASE, dies?, owner?: you|opponent,
	// to: exile|library}: "If a creature an opponent controls would die,
	// exile it instead." (614.1a, 700.4)
	staticForms["graveyard_replacement"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		var s sim.GraveyardReplacement
		kvs, ok := r.Fields(n, "graveyard_replacement",
			source.Field{Key: "what", Read: func(v *yaml.Node) { s.What = compileFilterField(r, v) }},
			source.Field{Key: "dies", Read: func(v *yaml.Node) { s.Dies, _ = r.Bool(v, "dies") }},
			source.Field{Key: "owner", Read: func(v *yaml.Node) {
				if o, ok := r.OneOf(v, "whose graveyard", []string{"you", "opponent"}); ok {
					s.Owner = map[string]sim.ControlFilter{"you": sim.YouControl, "opponent": sim.OpponentControls}[o]
				}
			}},
			source.Field{Key: "to", Read: func(v *yaml.Node) {
				if z, ok := r.OneOf(v, "where it goes instead", []string{"exile", "library"}); ok {
					s.To, _ = sim.ParseZone(z)
				}
			}},
		)
		if !ok || s.What == nil {
			if ok && !source.HasKey(kvs, "what") {
				r.Errorf(n, "graveyard_replacement needs what: an object phrase")
			}
			return nil
		}
		if !source.HasKey(kvs, "to") {
			r.Errorf(n, "graveyard_replacement needs to: exile or library")
			return nil
		}
		return s
	}
}

func init() {
	// remove_counters: {from, kind, count}: "Remove a +1/+1 counter from
	// this creature." (122.8)
	effectKinds["remove_counters"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		what, kind, count, ok := compileCounterEffect(r, n, targets, "remove_counters", "from")
		if !ok {
			return nil
		}
		return requireSubject(r, n, sim.RemoveCounters{What: what, Kind: kind, N: count}, what, "from")
	}
}

func init() {
	// amount_replacement: {event: gain_life|create_tokens|put_counters,
	// times?, plus?, kind?, on?}: "If you would gain life, you gain twice
	// that much life instead." (614.1a)
	staticForms["amount_replacement"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		events := map[string]sim.AmountEvent{"gain_life": sim.GainLifeEvent, "create_tokens": sim.CreateTokensEvent, "put_counters": sim.PutCountersEvent}
		var s sim.AmountReplacement
		kvs, ok := r.Fields(n, "amount_replacement",
			source.Field{Key: "event", Read: func(v *yaml.Node) {
				if e, ok := r.OneOf(v, "event", sortedKeys(events)); ok {
					s.Event = events[e]
				}
			}},
			source.Field{Key: "times", Read: func(v *yaml.Node) { s.Times, _ = readCount(r, v, "times") }},
			source.Field{Key: "plus", Read: func(v *yaml.Node) { s.Plus, _ = readCount(r, v, "plus") }},
			source.Field{Key: "kind", Read: func(v *yaml.Node) { s.CounterKind, _ = r.String(v, "a kind of counter") }},
			source.Field{Key: "on", Read: func(v *yaml.Node) { s.What = compileFilterField(r, v) }},
		)
		if !ok {
			return nil
		}
		if !source.HasKey(kvs, "event") || s.Event == sim.PutCountersEvent && s.What == nil {
			r.Errorf(n, "amount_replacement needs event (and on: for put_counters)")
			return nil
		}
		return s
	}
}

func init() {
	// damage_replacement: {source, to, combat?, times?, plus?, prevent?}:
	// "If a source you control would deal damage to a permanent or player,
	// it deals double that damage to that permanent or player instead."
	// (614.1a, 615)
	staticForms["damage_replacement"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		recipients := map[string]sim.DamageRecipient{"any": sim.DamageToAny, "player": sim.DamageToPlayer,
			"opponent": sim.DamageToOpponent, "you": sim.DamageToYou}
		var s sim.DamageReplacement
		if _, ok := r.Fields(n, "damage_replacement",
			source.Field{Key: "source", Read: func(v *yaml.Node) {
				phrase, ok := r.String(v, "the source: this, or an object phrase such as \"a source you control\"")
				if !ok || phrase == "this" {
					s.Self = ok
					return
				}
				s.Source = compileSourcePhrase(r, v, phrase)
			}},
			source.Field{Key: "to", Read: func(v *yaml.Node) {
				phrase, _ := r.String(v, "whom: any, player, opponent, you, or an object phrase")
				if k, ok := recipients[phrase]; ok {
					s.To = k
					return
				}
				s.To, s.ToFilter = sim.DamageToPermanent, compileFilterField(r, v)
			}},
			source.Field{Key: "combat", Read: func(v *yaml.Node) { s.Combat, _ = r.Bool(v, "combat") }},
			source.Field{Key: "times", Read: func(v *yaml.Node) { s.Times, _ = readCount(r, v, "times") }},
			source.Field{Key: "plus", Read: func(v *yaml.Node) { s.Plus, _ = readCount(r, v, "plus") }},
			source.Field{Key: "prevent", Read: func(v *yaml.Node) { s.Prevent, _ = readCount(r, v, "prevent") }},
		); !ok {
			return nil
		}
		if s.Times == 0 && s.Plus == 0 && s.Prevent == 0 {
			r.Errorf(n, "damage_replacement needs times, plus or prevent")
			return nil
		}
		return s
	}
}

// compileSourcePhrase reads a source of damage as an object phrase: "a
// source" is any object ("source" the noun of every kind of object,
// 609.7), "a red source you control" one that is red and yours.
func compileSourcePhrase(r *source.Reader, n *yaml.Node, phrase string) *sim.Filter {
	words := strings.Fields(phrase)
	for i, w := range words {
		if w == "source" {
			words[i] = "permanent" // the noun; the filter is read in every zone
		}
	}
	f, err := ParseFilter(strings.Join(words, " "))
	if err != nil {
		r.Errorf(n, "source %q: %v", phrase, err)
		return nil
	}
	f.Phrase = phrase
	return f
}

func init() {
	// prevent_all_damage_this_turn: {combat?, to?, by?, to_all?, by_all?,
	// to_players?, to_you?}: "Prevent all damage that would be dealt to
	// target creature this turn." (615.1a)
	effectKinds["prevent_all_damage_this_turn"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.PreventAllThisTurn
		var toYou bool
		kvs, ok := r.Fields(n, "prevent_all_damage_this_turn",
			source.Field{Key: "combat", Read: func(v *yaml.Node) { e.Combat, _ = r.Bool(v, "combat") }},
			source.Field{Key: "to", Read: func(v *yaml.Node) { e.To = compileSubject(r, v, targets) }},
			source.Field{Key: "by", Read: func(v *yaml.Node) { e.By = compileSubject(r, v, targets) }},
			source.Field{Key: "to_all", Read: func(v *yaml.Node) { e.ToGroup = compileFilterField(r, v) }},
			source.Field{Key: "by_all", Read: func(v *yaml.Node) { e.ByGroup = compileFilterField(r, v) }},
			source.Field{Key: "to_players", Read: func(v *yaml.Node) { e.ToPlayers, _ = r.Bool(v, "to_players") }},
			source.Field{Key: "to_you", Read: func(v *yaml.Node) { toYou, _ = r.Bool(v, "to_you") }},
		)
		if !ok {
			return nil
		}
		if toYou {
			e.To = sim.ItsController()
		}
		if len(kvs) == 0 || e.To == nil && e.By == nil && e.ToGroup == nil && e.ByGroup == nil && !e.ToPlayers {
			r.Errorf(n, "prevent_all_damage_this_turn needs to, by, to_all, by_all, to_players or to_you")
			return nil
		}
		return e
	}
}

func init() {
	// redirect_damage: {from, to, amount}: "The next 1 damage that would be
	// dealt to this creature this turn is dealt to target creature you
	// control instead." (614.9)
	effectKinds["redirect_damage"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.RedirectNextDamage{Amount: 1}
		if _, ok := r.Fields(n, "redirect_damage",
			source.Field{Key: "from", Read: func(v *yaml.Node) { e.From = compileSubject(r, v, targets) }},
			source.Field{Key: "to", Read: func(v *yaml.Node) { e.To = compileSubject(r, v, targets) }},
			source.Field{Key: "amount", Read: func(v *yaml.Node) { e.Amount, _ = readCount(r, v, "amount") }},
		); !ok {
			return nil
		}
		if e.From == nil || e.To == nil {
			r.Errorf(n, "redirect_damage needs from and to")
			return nil
		}
		return e
	}
}

func init() {
	// counter_instead: {what, to: exile|library|hand}: "Counter target
	// spell. If that spell is countered this way, exile it instead of
	// putting it into its owner's graveyard." (701.6a, 614.15)
	effectKinds["counter_instead"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.CounterInstead
		if _, ok := r.Fields(n, "counter_instead",
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "to", Read: func(v *yaml.Node) {
				if z, ok := r.OneOf(v, "where the countered card goes", []string{"exile", "library", "hand"}); ok {
					e.To, _ = sim.ParseZone(z)
				}
			}},
		); !ok || e.What == nil {
			if ok {
				r.Errorf(n, "counter_instead needs what")
			}
			return nil
		}
		return e
	}
}
