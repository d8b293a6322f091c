package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// Copy effects (layer 1, 613.2a, 707).
func init() {
	// enters_as_copy: {of: PHRASE, except?: [...], tapped?: true}: "You may
	// have this creature enter [tapped] as a copy of any creature on the
	// battlefield[, except ...]" (614.1c, 707.5).
	staticForms["enters_as_copy"] = func(r *source.Reader, n *yaml.Node) sim.Static {
		var s sim.EntersAsCopy
		kvs, ok := r.Fields(n, "enters_as_copy",
			source.Field{Key: "of", Read: func(v *yaml.Node) { s.Of = compileFilterField(r, v) }},
			source.Field{Key: "except", Read: func(v *yaml.Node) { s.Except = compileCopyExceptions(r, v) }},
			source.Field{Key: "tapped", Read: func(v *yaml.Node) { s.Tapped, _ = r.Bool(v, "tapped") }},
			source.Field{Key: "counters", Read: func(v *yaml.Node) { s.Counters = compileCopyCounters(r, v, true) }},
		)
		if !ok || s.Of == nil {
			if ok && !source.HasKey(kvs, "of") {
				r.Errorf(n, "enters_as_copy needs of")
			}
			return nil
		}
		return s
	}
	// create_token_copy: {of: SUBJECT, except?: [...]}: "Create a token
	// that's a copy of target creature you control[, except ...]" (707.2).
	effectKinds["create_token_copy"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.CreateTokenCopy
		if _, ok := r.Fields(n, "create_token_copy",
			source.Field{Key: "of", Read: func(v *yaml.Node) { e.Of = compileSubject(r, v, targets) }},
			source.Field{Key: "except", Read: func(v *yaml.Node) { e.Except = compileCopyExceptions(r, v) }},
			source.Field{Key: "counters", Read: func(v *yaml.Node) { e.Counters = compileCopyCounters(r, v, false) }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.Of, "of")
	}
	// become_copy: {what: SUBJECT, of: SUBJECT, except?: [...], until?,
	// with_this_ability?}: "This artifact becomes a copy of target
	// artifact until end of turn", "..., except it has this ability"
	// (707.4, 707.9a).
	effectKinds["become_copy"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.BecomeCopy
		if _, ok := r.Fields(n, "become_copy",
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "of", Read: func(v *yaml.Node) { e.Of = compileSubject(r, v, targets) }},
			source.Field{Key: "except", Read: func(v *yaml.Node) { e.Except = compileCopyExceptions(r, v) }},
			source.Field{Key: "until", Read: func(v *yaml.Node) { e.Until = CompileDuration(r, v) }},
			source.Field{Key: "with_this_ability", Read: func(v *yaml.Node) { e.WithThisAbility, _ = r.Bool(v, "with_this_ability") }},
		); !ok || e.What == nil {
			if ok {
				r.Errorf(n, "become_copy needs what")
			}
			return nil
		}
		return requireSubject(r, n, e, e.Of, "of")
	}
	// populate: true: "Populate." (701.36a)
	effectKinds["populate"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if v, ok := r.Bool(n, "populate"); !ok || !v {
			r.Errorf(n, "write populate: true")
			return nil
		}
		return sim.Populate{}
	}
	// not_legendary: true: "it isn't legendary" (layer 4, or an exception
	// to copying, 707.9b).
	modificationKinds["not_legendary"] = trueFlag("not_legendary", sim.NotLegendary{})
	// creature_types (effect_layers.go) is also an exception to copying:
	// "it's a 1/1 green Frog" (205.1a, 707.9b).
}

// compileCopyExceptions reads the exceptions to copying (707.9): a list of
// modifications, each one that changes a copiable value (types,
// supertypes, colors, abilities, base power and toughness). A keyword they
// add is part of the copiable values (707.9a), so a characteristic-defining
// one such as changeling works as printed ones do.
func compileCopyExceptions(r *source.Reader, n *yaml.Node) []sim.Modification {
	items, ok := r.ListOrOne(n, "exceptions to copying")
	if !ok {
		return nil
	}
	var out []sim.Modification
	for _, item := range items {
		if item.Kind == yaml.MappingNode && len(item.Content) == 2 && item.Content[0].Value == "add_keywords" {
			out = append(out, sim.AddKeywords{Keywords: compileKeywords(r, item.Content[1])})
			continue
		}
		for _, m := range compileModifications(r, item) {
			if err := sim.CopyExceptionError(m); err != nil {
				r.Errorf(item, "%v", err)
				continue
			}
			out = append(out, m)
		}
	}
	return out
}

// MakesTokenCopies reports whether the card's abilities create tokens
// that are copies (707.2): such a token has the name of what it copies,
// so a scenario may name it after the objects of that name.
func (c *Card) MakesTokenCopies() bool {
	for _, a := range c.Def.Abilities {
		for _, e := range a.Effects {
			if makesCopy(e) {
				return true
			}
		}
		for _, m := range a.Modes {
			for _, e := range m.Effects {
				if makesCopy(e) {
					return true
				}
			}
		}
	}
	return false
}

func makesCopy(e sim.Effect) bool {
	switch e.(type) {
	case sim.CreateTokenCopy, sim.Populate:
		return true
	}
	return false
}

// compileCopyCounters reads counters: {kind, count}: "except it enters
// with an additional +1/+1 counter on it" (707.9e); count x is the X paid
// for the spell that became the permanent (107.3m), which a token has not.
func compileCopyCounters(r *source.Reader, n *yaml.Node, xAllowed bool) sim.CopyCounters {
	var c sim.CopyCounters
	r.Fields(n, "counters",
		source.Field{Key: "kind", Read: func(v *yaml.Node) { c.Kind, _ = r.String(v, "a counter kind") }},
		source.Field{Key: "count", Read: func(v *yaml.Node) {
			if v.Kind == yaml.ScalarNode && v.Value == "x" {
				if !xAllowed {
					r.Errorf(v, "x: a token copy has no X paid for it (107.3m)")
				}
				c.X = true
				return
			}
			c.N, _ = readInt(r, v, "count")
		}},
	)
	return c
}
