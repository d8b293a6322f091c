package cards

import (
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// effectKinds are the effect words of card files, each compiled by one
// function.
var effectKinds = map[string]func(r *source.Reader, n *yaml.Node, targets int) sim.Effect{
	"damage": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.DealDamage{}
		if _, ok := r.Fields(n, "damage",
			source.Field{Key: "amount", Read: func(v *yaml.Node) { e.Amount = compileAmount(r, v, targets) }},
			source.Field{Key: "to", Read: func(v *yaml.Node) { e.To = compileSubject(r, v, targets) }},
			source.Field{Key: "from", Read: func(v *yaml.Node) { e.From = compileSubject(r, v, targets) }},
			source.Field{Key: "divided", Read: func(v *yaml.Node) { e.Divided, _ = r.Bool(v, "divided") }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.To, "to")
	},
	// destroy: SUBJECT, or {what, cant_be_regenerated}: "Destroy target
	// creature. It can't be regenerated."
	"destroy": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if n.Kind == yaml.ScalarNode {
			return sim.Destroy{What: compileSubject(r, n, targets)}
		}
		var e sim.Destroy
		if _, ok := r.Fields(n, "destroy",
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "cant_be_regenerated", Read: func(v *yaml.Node) { e.NoRegeneration, _ = r.Bool(v, "cant_be_regenerated") }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.What, "what")
	},
	// regenerate: SUBJECT: "Regenerate this creature." (701.19a)
	"regenerate": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.Regenerate{What: compileSubject(r, n, targets)}
	},
	"exile_until_this_leaves": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ExileUntilSourceLeaves{What: compileSubject(r, n, targets)}
	},
	"put_on_library": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.PutOnLibrary{What: compileSubject(r, n, targets)}
	},
	"return_to_hand": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ReturnToHand{What: compileSubject(r, n, targets)}
	},
	"exile": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.ExileObject{What: compileSubject(r, n, targets)}
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
	// pump: {of, power, toughness, until}: "gets +3/+3 until end of
	// turn", the same effect as modify with gets.
	"pump": compilePump,
	// gain_keyword: {of, keyword, until}: "gains flying until end of
	// turn", the same effect as modify with add_keywords.
	"gain_keyword": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.ApplyModifications{}
		var k string
		if _, ok := r.Fields(n, "gain_keyword",
			source.Field{Key: "of", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "keyword", Read: func(v *yaml.Node) { k, _ = compileGrantedKeyword(r, v) }},
			source.Field{Key: "until", Read: func(v *yaml.Node) { e.Until = compileEffectDuration(r, v) }},
		); !ok {
			return nil
		}
		e.Mods = []sim.Modification{sim.AddKeywords{Keywords: []string{k}}}
		return requireSubject(r, n, e, e.What, "of")
	},
	"protection_from_chosen_color": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.ProtectionFromChosenColor{}
		if _, ok := r.Fields(n, "protection_from_chosen_color",
			source.Field{Key: "of", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "until", Read: func(v *yaml.Node) { e.Until = CompileDuration(r, v) }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.What, "of")
	},
	"gain_control": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.GainControl{}
		if _, ok := r.Fields(n, "gain_control",
			source.Field{Key: "of", Read: func(v *yaml.Node) { e.Of = compileSubject(r, v, targets) }},
			source.Field{Key: "player", Read: func(v *yaml.Node) { e.Player = compileSubject(r, v, targets) }},
			source.Field{Key: "until", Read: func(v *yaml.Node) { e.Until = compileEffectDuration(r, v) }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.Of, "of")
	},
	"sacrifice": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.Sacrifice{What: compileSubject(r, n, targets)}
	},
	"attach_to": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		return sim.AttachSource{To: compileSubject(r, n, targets)}
	},
	"clash": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if _, ok := r.OneOf(n, "clash", []string{"opponent"}); !ok {
			return nil
		}
		return sim.ClashWithOpponent{}
	},
	"draw": func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.Draw{Who: sim.ItsController(), Count: sim.AmountOf(1)}
		if _, ok := r.Fields(n, "draw",
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count = compileAmount(r, v, targets) }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.Who, "who")
	},
}

// compileIfWonClash reads if_won_clash: {then, else}. It is registered in
// init because its branches are effect lists themselves.
func compileIfWonClash(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	e := sim.IfWonClash{}
	if _, ok := r.Fields(n, "if_won_clash",
		source.Field{Key: "then", Read: func(v *yaml.Node) { e.Then = compileEffectList(r, v, targets) }},
		source.Field{Key: "else", Read: func(v *yaml.Node) { e.Else = compileEffectList(r, v, targets) }},
	); !ok {
		return nil
	}
	return e
}

func init() {
	effectKinds["if_won_clash"] = compileIfWonClash
	effectKinds["gain_life"] = compileLifeEffect("gain_life")
	effectKinds["may"] = compileOptional
	effectKinds["modify"] = compileModify
	effectKinds["discard"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.Discard{Who: sim.ItsController(), Count: 1}
		if _, ok := r.Fields(n, "discard",
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count, _ = readCount(r, v, "count") }},
			source.Field{Key: "random", Read: func(v *yaml.Node) { e.Random, _ = r.Bool(v, "random") }},
			source.Field{Key: "chosen_by", Read: func(v *yaml.Node) {
				_, e.ChooserIsController = r.OneOf(v, "who chooses", []string{"you"})
			}},
			source.Field{Key: "what", Read: func(v *yaml.Node) {
				if e.What = compileFilterField(r, v); e.What != nil {
					e.What.Zones = []sim.Zone{sim.Hand}
				}
			}},
		); !ok || e.Who == nil {
			return nil
		}
		return e
	}
	effectKinds["counter"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		what := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.CounterSpell{What: what}, what, "a spell")
	}
	effectKinds["sacrifice_chosen"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.SacrificeChosen{Who: sim.ItsController(), Count: 1}
		kvs, ok := r.Fields(n, "sacrifice_chosen",
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileFilterField(r, v) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count, _ = readCount(r, v, "count") }},
		)
		if !ok || e.Who == nil || e.What == nil {
			if ok && !source.HasKey(kvs, "what") {
				r.Errorf(n, "sacrifice_chosen needs what: an object phrase")
			}
			return nil
		}
		return e
	}
	effectKinds["return_chosen"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.SacrificeChosen{Who: sim.ItsController(), Count: 1, ToHand: true}
		if e.What = compileFilterField(r, n); e.What == nil {
			return nil
		}
		return e
	}
	effectKinds["search_library"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.SearchLibrary{Count: 1, To: sim.Hand}
		kvs, ok := r.Fields(n, "search_library",
			source.Field{Key: "what", Read: func(v *yaml.Node) {
				if e.What = compileFilterField(r, v); e.What != nil {
					e.What.Zones = []sim.Zone{sim.Library}
				}
			}},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count, _ = readCount(r, v, "count") }},
			source.Field{Key: "to", Read: func(v *yaml.Node) {
				if z, ok := r.OneOf(v, "where the card goes", []string{"hand", "battlefield", "top", "graveyard"}); ok {
					e.To, _ = sim.ParseZone(z)
					if z == "top" { // "then shuffle and put that card on top" (701.24b)
						e.To = sim.Library
					}
				}
			}},
			source.Field{Key: "tapped", Read: func(v *yaml.Node) { e.Tapped, _ = r.Bool(v, "tapped") }},
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "may", Read: func(v *yaml.Node) { e.May, _ = r.Bool(v, "may") }},
		)
		if !ok || e.What == nil {
			if ok && !source.HasKey(kvs, "what") {
				r.Errorf(n, "search_library needs what: an object phrase such as \"basic land card\"")
			}
			return nil
		}
		return e
	}
	effectKinds["prevent_combat_damage"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if v, ok := r.Bool(n, "prevent_combat_damage"); !ok || !v {
			r.Errorf(n, "write prevent_combat_damage: true")
			return nil
		}
		return sim.PreventCombatDamage{}
	}
	effectKinds["prevent_damage"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.PreventNextDamage
		if _, ok := r.Fields(n, "prevent_damage",
			source.Field{Key: "to", Read: func(v *yaml.Node) { e.To = compileSubject(r, v, targets) }},
			source.Field{Key: "amount", Read: func(v *yaml.Node) { e.Amount, _ = readCount(r, v, "amount") }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.To, "to")
	}
	effectKinds["mill"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		e := sim.Mill{Who: sim.ItsController(), Count: sim.AmountOf(1)}
		if _, ok := r.Fields(n, "mill",
			source.Field{Key: "who", Read: func(v *yaml.Node) { e.Who = compileSubject(r, v, targets) }},
			source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count = compileAmount(r, v, targets) }},
		); !ok || e.Who == nil {
			return nil
		}
		return e
	}
	effectKinds["surveil"] = countEffect("surveil: how many cards", func(v int) sim.Effect { return sim.Surveil{N: v} })
	effectKinds["scry"] = countEffect("scry: how many cards", func(v int) sim.Effect { return sim.Scry{N: v} })
	effectKinds["lose_life"] = compileLifeEffect("lose_life")
	effectKinds["add_mana"] = compileAddManaEffect
	effectKinds["put_counters"] = compilePutCounters
	effectKinds["create_tokens"] = compileCreateTokens
	effectKinds["mana_replacement"] = compileManaReplacementEffect
	effectKinds["sacrifice_unless"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		kvs, ok := r.Map(n, "sacrifice_unless", []string{"you_sacrifice"})
		if !ok || len(kvs) != 1 {
			r.Errorf(n, "sacrifice_unless needs you_sacrifice: a card type")
			return nil
		}
		t, ok := r.OneOf(kvs[0].Value, "card type", cardTypes)
		if !ok {
			return nil
		}
		return sim.SacrificeUnless{Type: t}
	}
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

// sortedKeys lists a map's keys in order, for messages and known-key lists.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func joinKeys[V any](m map[string]V) string { return strings.Join(sortedKeys(m), ", ") }

// compileEffectList reads a list of effects.
func compileEffectList(r *source.Reader, n *yaml.Node, targets int) []sim.Effect {
	items, ok := r.List(n, "effects")
	if !ok {
		return nil
	}
	var out []sim.Effect
	for _, item := range items {
		if e := compileEffect(r, item, targets); e != nil {
			out = append(out, e)
		}
	}
	return out
}

// effectWords are the effect words, sorted once all init functions have
// added theirs.
var effectWords = sync.OnceValue(func() []string { return sortedKeys(effectKinds) })

// compileEffect reads one effect: a map with a single effect word.
func compileEffect(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	kvs, ok := r.Map(n, "an effect", effectWords())
	if !ok {
		return nil
	}
	if len(kvs) != 1 {
		if len(kvs) > 1 {
			r.Errorf(n, "an effect has one effect word; this one has %d (write each effect as its own list item)", len(kvs))
		} else if len(n.Content) == 0 {
			r.Errorf(n, "an effect needs an effect word: one of %s", strings.Join(effectWords(), ", "))
		}
		return nil
	}
	return effectKinds[kvs[0].Key](r, kvs[0].Value, targets)
}

// groupSubjects are the subjects that name no target.
var groupSubjects = map[string]func() sim.Subject{
	"this":                       sim.ItsSource,
	"you":                        sim.ItsController,
	"each creature":              sim.EachCreature,
	"each player":                sim.EachPlayer,
	"each opponent":              sim.EachOpponent,
	"an opponent of your choice": sim.AnOpponentOfYourChoice,
	"that player":                sim.ThatPlayer,
	"that object":                sim.TriggerObject,
	"new object":                 sim.NewObject,
	"enchanted":                  sim.AttachedObject,
	"controller of enchanted":    sim.ControllerOfAttached,
	"equipped":                   sim.AttachedObject,
}

// groupPhrase reports whether a subject is a group named by an object
// phrase: "each creature you control", "all nonland permanents",
// "creatures target player controls" are not, but "creatures you control"
// is, as a plural phrase.
func groupPhrase(s string) (string, bool) {
	for _, q := range []string{"each ", "all "} {
		if rest, ok := strings.CutPrefix(s, q); ok {
			return rest, true
		}
	}
	first, _, _ := strings.Cut(s, " ")
	if strings.HasSuffix(first, "s") && first != "this" && !strings.HasPrefix(s, "target") {
		return s, true
	}
	return "", false
}

// knownSubjects lists the subjects for messages, once all init functions
// have added theirs to groupSubjects; subjectWhat names a subject with them.
var (
	knownSubjects = sync.OnceValue(func() string {
		return "target, target 2, targets 1-2, " + joinKeys(groupSubjects) + ", or a group such as \"creatures you control\""
	})
	subjectWhat = sync.OnceValue(func() string { return "a subject (" + knownSubjects() + ")" })
)

// compileSubject reads whom or what an effect acts on: target (the first
// target), "target N" (the Nth), one of groupSubjects, or a group named by
// an object phrase ("each creature you control", "creatures you control",
// "all attacking creatures"), found as the effect happens.
func compileSubject(r *source.Reader, n *yaml.Node, targets int) sim.Subject {
	known := knownSubjects()
	s, ok := r.String(n, subjectWhat())
	if !ok {
		return nil
	}
	if f, ok := groupSubjects[s]; ok {
		return f()
	}
	if phrase, ok := groupPhrase(s); ok {
		f, err := ParseFilter(phrase)
		if err != nil {
			r.Errorf(n, "subject %q: %v", s, err)
			return nil
		}
		return sim.AllMatching(f)
	}
	if rng, ok := strings.CutPrefix(s, "targets "); ok {
		// "targets 1-2": the targets of one "target" word (115.3)
		a, b, _ := strings.Cut(rng, "-")
		from, err1 := strconv.Atoi(a)
		to, err2 := strconv.Atoi(b)
		switch {
		case err1 != nil || err2 != nil || from < 1 || to < from:
			r.Errorf(n, "unknown subject %q: use %s", s, known)
			return nil
		case to > targets:
			r.Errorf(n, "%q refers to target %d, but the ability has %d target(s)", s, to, targets)
			return nil
		}
		return sim.TheTargets(from-1, to-1)
	}
	if s == "target" || strings.HasPrefix(s, "target ") {
		i := 1
		if s != "target" {
			v, err := strconv.Atoi(strings.TrimPrefix(s, "target "))
			if err != nil || v < 1 {
				r.Errorf(n, "unknown subject %q: use %s", s, known)
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
	r.Errorf(n, "unknown subject %q: use %s", s, known)
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

// compileLifeEffect reads gain_life or lose_life: {who, amount}.
func compileLifeEffect(key string) func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	return func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		who := sim.ItsController()
		amount := sim.AmountOf(1)
		if _, ok := r.Fields(n, key,
			source.Field{Key: "who", Read: func(v *yaml.Node) { who = compileSubject(r, v, targets) }},
			source.Field{Key: "amount", Read: func(v *yaml.Node) { amount = compileAmount(r, v, targets) }},
		); !ok || who == nil {
			return nil
		}
		if key == "gain_life" {
			return sim.GainLife{Who: who, Amount: amount}
		}
		return sim.LoseLife{Who: who, Amount: amount}
	}
}

// compileOptional reads may: {text, do: [effects] or pay: COST,
// if_you_do: [effects], when_you_do: {targets?, effects}}: "you may [do].
// If you do, [if_you_do]." or "... When you do, [when_you_do]", a
// reflexive triggered ability with targets of its own (603.12).
func compileOptional(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	var e sim.Optional
	kvs, ok := r.Fields(n, "may",
		source.Field{Key: "text", Read: func(v *yaml.Node) { e.Text, _ = r.String(v, "what the player may do, as printed") }},
		source.Field{Key: "pay", Read: func(v *yaml.Node) {
			if s, ok := r.String(v, "a mana cost such as \"{1}\""); ok {
				cost, err := sim.ParseManaCost(s)
				if err != nil {
					r.Errorf(v, "mana cost %q: %v", s, err)
				}
				e.Pay = cost
			}
		}},
		source.Field{Key: "do", Read: func(v *yaml.Node) { e.Do = compileEffectList(r, v, targets) }},
		source.Field{Key: "if_you_do", Read: func(v *yaml.Node) { e.IfYouDo = compileEffectList(r, v, targets) }},
		source.Field{Key: "when_you_do", Read: func(v *yaml.Node) {
			if kvs, ok := r.Map(v, "a reflexive triggered ability", []string{"targets", "effects"}); ok {
				e.WhenYouDo = &sim.Ability{Kind: sim.TriggeredAbility}
				compileBody(r, v, kvs, e.WhenYouDo)
			}
		}},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "text") || source.HasKey(kvs, "do") == source.HasKey(kvs, "pay") {
		r.Errorf(n, "may needs text and one of do (effects) or pay (a mana cost)")
		return nil
	}
	return e
}

// compileModify reads modify: {of, effects: [modifications], until}: a
// continuous effect from a resolving spell or ability on fixed objects,
// with the modifications of static abilities ("target creature can't
// block this turn": {of: target, effects: [cant: block], until:
// end_of_turn}).
func compileModify(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	var e sim.ApplyModifications
	if _, ok := r.Fields(n, "modify",
		source.Field{Key: "of", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
		source.Field{Key: "effects", Read: func(v *yaml.Node) { e.Mods = compileModifications(r, v) }},
		source.Field{Key: "until", Read: func(v *yaml.Node) {
			// "it doesn't untap during its controller's next untap step"
			if v.Value == "controllers_next_untap_step" {
				e.Until = sim.ThroughNextUntapStep
				return
			}
			e.Until = compileEffectDuration(r, v)
		}},
	); !ok {
		return nil
	}
	if len(e.Mods) == 0 {
		r.Errorf(n, "modify needs effects")
		return nil
	}
	return requireSubject(r, n, e, e.What, "of")
}

// compileFilterField reads an object phrase into a filter, or reports why
// it can't.
func compileFilterField(r *source.Reader, n *yaml.Node) *sim.Filter {
	phrase, ok := r.String(n, "an object phrase as Oracle text writes it")
	if !ok {
		return nil
	}
	f, err := ParseFilter(phrase)
	if err != nil {
		r.Errorf(n, "%v", err)
		return nil
	}
	return f
}
