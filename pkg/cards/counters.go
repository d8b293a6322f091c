package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// compilePutCounters reads put_counters: {on, kind, count}.
func compilePutCounters(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	e := sim.PutCounters{N: 1}
	if _, ok := r.Fields(n, "put_counters",
		source.Field{Key: "on", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
		source.Field{Key: "kind", Read: func(v *yaml.Node) { e.Kind, _ = r.String(v, "a kind of counter") }},
		source.Field{Key: "count", Read: func(v *yaml.Node) {
			if a := compileAmount(r, v, targets); a.Fixed() {
				e.N = a.N
			} else {
				e.Count = &a
			}
		}},
	); !ok {
		return nil
	}
	if e.Kind == "" {
		r.Errorf(n, "put_counters needs kind")
	}
	return requireSubject(r, n, e, e.What, "on")
}

// compileCounterEffect reads {SUBJECT_KEY, kind, count} of put_counters
// and remove_counters; count is 1 when absent.
func compileCounterEffect(r *source.Reader, n *yaml.Node, targets int, key, subjectKey string) (what sim.Subject, kind string, count int, ok bool) {
	count = 1
	if _, ok := r.Fields(n, key,
		source.Field{Key: subjectKey, Read: func(v *yaml.Node) { what = compileSubject(r, v, targets) }},
		source.Field{Key: "kind", Read: func(v *yaml.Node) { kind, _ = r.String(v, "a kind of counter") }},
		source.Field{Key: "count", Read: func(v *yaml.Node) { count, _ = readCount(r, v, "count") }},
	); !ok {
		return nil, "", 0, false
	}
	if kind == "" {
		r.Errorf(n, "%s needs kind", key)
	}
	return what, kind, count, true
}

// compileCreateTokens reads create_tokens: {count, per_counter_on_this,
// token: CARD}, the token being a card map like a card file's.
func compileCreateTokens(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	var e sim.CreateTokens
	kvs, ok := r.Fields(n, "create_tokens",
		source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count, _ = readCount(r, v, "count") }},
		source.Field{Key: "per_counter_on_this", Read: func(v *yaml.Node) { e.CountersOnSource, _ = r.String(v, "a kind of counter") }},
		source.Field{Key: "token", Read: func(v *yaml.Node) {
			if c := Compile(r, v); c != nil {
				e.Token = c.Def
			}
		}},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "token") {
		r.Errorf(n, "create_tokens needs token: the token's characteristics")
	}
	return e
}

// compileManaReplacementEffect reads the mana_replacement effect of a
// spell ({..., until}).
func compileManaReplacementEffect(r *source.Reader, n *yaml.Node, _ int) sim.Effect {
	m, rest, ok := compileManaReplacement(r, n, "until")
	if !ok {
		return nil
	}
	e := sim.CreateManaReplacement{Replacement: m}
	for _, kv := range rest {
		e.Until = CompileDuration(r, kv.Value)
	}
	return e
}

// compileEnters reads the static enters: {tapped, unless, counters: {kind,
// count}}, count being a number, x (107.3m), or an amount counted as it
// enters, unless a condition ("enters tapped unless you control a basic
// land").
func compileEnters(r *source.Reader, n *yaml.Node) sim.Static {
	var e sim.EntersWith
	readCount := func(v *yaml.Node) {
		switch a := compileAmount(r, v, 0); {
		case v.Kind == yaml.ScalarNode && v.Value == "x":
			e.CountersX = true
		case a.Fixed():
			e.Counters = a.N
		default:
			// defined by the text (107.3c), counted as it enters
			e.CountersOf = &a
		}
	}
	if _, ok := r.Fields(n, "enters",
		source.Field{Key: "tapped", Read: func(v *yaml.Node) { e.Tapped, _ = r.Bool(v, "tapped") }},
		source.Field{Key: "choose_color", Read: func(v *yaml.Node) { e.ChooseColor, _ = r.Bool(v, "choose_color") }},
		source.Field{Key: "unless", Read: func(v *yaml.Node) { e.Unless = compileCondition(r, v) }},
		source.Field{Key: "if", Read: func(v *yaml.Node) { e.If = compileCondition(r, v) }},
		source.Field{Key: "choose_basic_land_type", Read: func(v *yaml.Node) {
			if yes, _ := r.Bool(v, "choose_basic_land_type"); yes {
				e.ChooseType = sim.BasicLandTypes
			}
		}},
		source.Field{Key: "choose_card_name", Read: func(v *yaml.Node) { e.ChooseCardName = compileNameKind(r, v) }},
		source.Field{Key: "look_at_opponents_hand", Read: func(v *yaml.Node) { e.LookAtOpponentsHand, _ = r.Bool(v, "look_at_opponents_hand") }},
		source.Field{Key: "choose_creature_type", Read: func(v *yaml.Node) {
			if yes, _ := r.Bool(v, "choose_creature_type"); yes {
				e.ChooseType = sim.CreatureTypes
			}
		}},
		source.Field{Key: "counters", Read: func(v *yaml.Node) {
			r.Fields(v, "counters",
				source.Field{Key: "kind", Read: func(v *yaml.Node) { e.CounterKind, _ = r.String(v, "a kind of counter") }},
				source.Field{Key: "count", Read: readCount},
			)
		}},
	); !ok {
		return nil
	}
	if e.LookAtOpponentsHand && e.ChooseCardName == nil {
		r.Errorf(n, "look_at_opponents_hand goes with choose_card_name: \"look at an opponent's hand, then choose any card name\"")
		return nil
	}
	if e.Unless != nil && !e.Tapped {
		r.Errorf(n, "unless goes with tapped: \"enters tapped unless ...\" (614.1d)")
		return nil
	}
	return e
}
