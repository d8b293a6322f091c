package cards

import (
	"sort"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// effectKinds are the effect words of card files, each compiled by one
// function.
var effectKinds = map[string]func(r *source.Reader, n *yaml.Node, targets int) sim.Effect{
	"damage": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		kvs, ok := r.Map(n, "damage", []string{"amount", "to"})
		if !ok {
			return nil
		}
		e := sim.DealDamage{}
		for _, kv := range kvs {
			switch kv.Key {
			case "amount":
				e.Amount, _ = r.NonNegInt(kv.Value, "amount")
			case "to":
				e.To = compileSubject(r, kv.Value, targets)
			}
		}
		return requireSubject(r, n, e, e.To, "to")
	},
	"destroy": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.Destroy{What: compileSubject(r, n, targets)}
	},
	"return_to_hand": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ReturnToHand{What: compileSubject(r, n, targets)}
	},
	"exile": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ExilePermanent{What: compileSubject(r, n, targets)}
	},
	"put_onto_battlefield": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.PutOntoBattlefield{What: compileSubject(r, n, targets)}
	},
	"tap": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.TapPermanent{What: compileSubject(r, n, targets)}
	},
	"untap": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.UntapPermanent{What: compileSubject(r, n, targets)}
	},
	"pump": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		kvs, ok := r.Map(n, "pump", []string{"of", "power", "toughness", "until"})
		if !ok {
			return nil
		}
		e := sim.ModifyPowerToughness{}
		for _, kv := range kvs {
			switch kv.Key {
			case "of":
				e.What = compileSubject(r, kv.Value, targets)
			case "power":
				e.Power, _ = r.Int(kv.Value, "power")
			case "toughness":
				e.Toughness, _ = r.Int(kv.Value, "toughness")
			case "until":
				e.Until = CompileDuration(r, kv.Value)
			}
		}
		return requireSubject(r, n, e, e.What, "of")
	},
	"gain_keyword": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		kvs, ok := r.Map(n, "gain_keyword", []string{"of", "keyword", "until"})
		if !ok {
			return nil
		}
		e := sim.GainKeyword{}
		for _, kv := range kvs {
			switch kv.Key {
			case "of":
				e.What = compileSubject(r, kv.Value, targets)
			case "keyword":
				e.Keyword, _ = r.OneOf(kv.Value, "keyword", keywords)
			case "until":
				e.Until = CompileDuration(r, kv.Value)
			}
		}
		return requireSubject(r, n, e, e.What, "of")
	},
	"gain_control": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		kvs, ok := r.Map(n, "gain_control", []string{"of", "until"})
		if !ok {
			return nil
		}
		e := sim.GainControl{}
		for _, kv := range kvs {
			switch kv.Key {
			case "of":
				e.Of = compileSubject(r, kv.Value, targets)
			case "until":
				e.Until = CompileDuration(r, kv.Value)
			}
		}
		return requireSubject(r, n, e, e.Of, "of")
	},
	"draw": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		kvs, ok := r.Map(n, "draw", []string{"who", "count"})
		if !ok {
			return nil
		}
		e := sim.Draw{Who: sim.ItsController(), Count: 1}
		for _, kv := range kvs {
			switch kv.Key {
			case "who":
				e.Who = compileSubject(r, kv.Value, targets)
			case "count":
				e.Count, _ = r.NonNegInt(kv.Value, "count")
			}
		}
		return requireSubject(r, n, e, e.Who, "who")
	},
}

// requireSubject reports a missing subject key. (An effect with a bad
// subject is never used: a card with any diagnostic does not compile.)
func requireSubject(r *source.Reader, n *yaml.Node, e sim.Effect, subject sim.Subject, key string) sim.Effect {
	if subject == nil {
		r.Errorf(n, "this effect needs %s", key)
		return nil
	}
	return e
}

func effectNames() []string {
	out := make([]string, 0, len(effectKinds))
	for k := range effectKinds {
		out = append(out, k)
	}
	sortStrings(out)
	return out
}

func sortStrings(s []string) { sort.Strings(s) }

// compileEffect reads one effect: a map with a single effect word.
func compileEffect(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	kvs, ok := r.Map(n, "an effect", effectNames())
	if !ok {
		return nil
	}
	if len(kvs) != 1 {
		if len(kvs) > 1 {
			r.Errorf(n, "an effect has one effect word; this one has %d (write each effect as its own list item)", len(kvs))
		} else if len(n.Content) == 0 {
			r.Errorf(n, "an effect needs an effect word: one of %s", strings.Join(effectNames(), ", "))
		}
		return nil
	}
	return effectKinds[kvs[0].Key](r, kvs[0].Value, targets)
}

// compileSubject reads whom or what an effect acts on: target (the first
// target), "target N" (the Nth), this (the source), you (the controller).
func compileSubject(r *source.Reader, n *yaml.Node, targets int) sim.Subject {
	s, ok := r.String(n, "a subject (target, target 2, this or you)")
	if !ok {
		return nil
	}
	switch {
	case s == "this":
		return sim.ItsSource()
	case s == "you":
		return sim.ItsController()
	case s == "target" || strings.HasPrefix(s, "target "):
		i := 1
		if s != "target" {
			v, err := strconv.Atoi(strings.TrimPrefix(s, "target "))
			if err != nil || v < 1 {
				r.Errorf(n, "unknown subject %q: use target, target 2, this or you", s)
				return nil
			}
			i = v
		}
		if i > targets {
			r.Errorf(n, "%q refers to target %d, but the ability has %d target(s)", s, i, targets)
			return nil
		}
		return sim.TheTarget(i - 1)
	}
	r.Errorf(n, "unknown subject %q: use target, target 2, this or you", s)
	return nil
}

// durations are the duration words of card and scenario files.
var durations = map[string]sim.Duration{"end_of_turn": sim.UntilEndOfTurn, "end_of_combat": sim.UntilEndOfCombat}

// CompileDuration reads an until: value (end_of_turn or end_of_combat).
func CompileDuration(r *source.Reader, n *yaml.Node) sim.Duration {
	s, ok := r.OneOf(n, "duration", []string{"end_of_combat", "end_of_turn"})
	if !ok {
		return sim.Indefinitely
	}
	return durations[s]
}
