package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// compilePutCounters reads put_counters: {on, kind, count}.
func compilePutCounters(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	kvs, ok := r.Map(n, "put_counters", []string{"on", "kind", "count"})
	if !ok {
		return nil
	}
	e := sim.PutCounters{N: 1}
	for _, kv := range kvs {
		switch kv.Key {
		case "on":
			e.What = compileSubject(r, kv.Value, targets)
		case "kind":
			e.Kind, _ = r.String(kv.Value, "a kind of counter")
		case "count":
			e.N, _ = r.NonNegInt(kv.Value, "count")
		}
	}
	if e.Kind == "" {
		r.Errorf(n, "put_counters needs kind")
	}
	return requireSubject(r, n, e, e.What, "on")
}

// compileCreateTokens reads create_tokens: {count, per_counter_on_this,
// token: CARD}, the token being a card map like a card file's.
func compileCreateTokens(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	kvs, ok := r.Map(n, "create_tokens", []string{"count", "per_counter_on_this", "token"})
	if !ok {
		return nil
	}
	var e sim.CreateTokens
	for _, kv := range kvs {
		switch kv.Key {
		case "count":
			e.Count, _ = r.NonNegInt(kv.Value, "count")
		case "per_counter_on_this":
			e.CountersOnSource, _ = r.String(kv.Value, "a kind of counter")
		case "token":
			if c := Compile(r, kv.Value); c != nil {
				e.Token = c.Def
			}
		}
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

// compileEnters reads the static enters: {tapped, counters: {kind, count}},
// count being a number or x (107.3m).
func compileEnters(r *source.Reader, n *yaml.Node) sim.Static {
	kvs, ok := r.Map(n, "enters", []string{"tapped", "counters"})
	if !ok {
		return nil
	}
	var e sim.EntersWith
	for _, kv := range kvs {
		switch kv.Key {
		case "tapped":
			e.Tapped, _ = r.Bool(kv.Value, "tapped")
		case "counters":
			ckvs, ok := r.Map(kv.Value, "counters", []string{"kind", "count"})
			if !ok {
				continue
			}
			for _, c := range ckvs {
				switch c.Key {
				case "kind":
					e.CounterKind, _ = r.String(c.Value, "a kind of counter")
				case "count":
					if c.Value.Value == "x" {
						e.CountersX = true
					} else {
						e.Counters, _ = r.NonNegInt(c.Value, "count (a number, or x)")
					}
				}
			}
		}
	}
	return e
}
