package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// dig: {count, reveal?, whose?, take?: [TAKE...], rest, if_none?: [EFFECT...]}: "Look at the top three
// cards of your library. You may reveal a creature card from among them
// and put it into your hand. Put the rest on the bottom of your library in
// a random order." (701.20). A take is {what?, count?, all?, may?,
// reveal?, to, tapped?}; rest is {to: stay|top|bottom|graveyard|hand|exile,
// order?: any|random, may?, otherwise?}; whose is a player whose library it
// is (the controller's when absent).
func init() {
	effectKinds["dig"] = compileDig
	// "Exile target creature. Its controller may search ..."
	groupSubjects["controller of target"] = sim.ControllerOfTarget
	// reveal_top_sharing_type: [EFFECT...]: "you may look at the top card
	// of your library. If it shares a creature type with this creature,
	// you may reveal it. If you do, ..." (kinship, 701.20a).
	effectKinds["reveal_top_sharing_type"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		then := compileEffectList(r, n, targets)
		if len(then) == 0 {
			r.Errorf(n, "reveal_top_sharing_type needs the effects that follow the reveal")
			return nil
		}
		return sim.RevealTopSharingType{Then: then}
	}
	// shuffle: SUBJECT: "Shuffle your library." (701.24a)
	effectKinds["shuffle"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		who := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.Shuffle{Who: who}, who, "whose library is shuffled")
	}
	// shuffle_into_library: SUBJECT: "shuffle it into its owner's library"
	effectKinds["shuffle_into_library"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		what := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.ShuffleIntoLibrary{What: what}, what, "what is shuffled into its owner's library")
	}
	// shuffle_graveyard: SUBJECT: "Target player shuffles their graveyard
	// into their library."
	effectKinds["shuffle_graveyard"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		who := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.ShuffleGraveyard{Who: who}, who, "whose graveyard is shuffled into their library")
	}
}

func compileDig(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	e := sim.Dig{Count: sim.AmountOf(1), Rest: sim.DigRest{To: sim.Library}}
	kvs, ok := r.Fields(n, "dig",
		source.Field{Key: "count", Read: func(v *yaml.Node) { e.Count = compileAmount(r, v, targets) }},
		source.Field{Key: "reveal", Read: func(v *yaml.Node) { e.Reveal, _ = r.Bool(v, "reveal") }},
		source.Field{Key: "whose", Read: func(v *yaml.Node) { e.Whose = compileSubject(r, v, targets) }},
		source.Field{Key: "take", Read: func(v *yaml.Node) {
			items, _ := r.ListOrOne(v, "take")
			for _, item := range items {
				if t, ok := compileDigTake(r, item); ok {
					e.Takes = append(e.Takes, t)
				}
			}
		}},
		source.Field{Key: "rest", Read: func(v *yaml.Node) { e.Rest = compileDigRest(r, v) }},
		source.Field{Key: "if_none", Read: func(v *yaml.Node) { e.IfNone = compileEffectList(r, v, targets) }},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "rest") {
		r.Errorf(n, "dig needs rest: where the cards not taken go (top, bottom, graveyard, hand, exile)")
		return nil
	}
	return e
}

// digZones are where a take may put a card.
var digZones = []string{"hand", "battlefield", "graveyard", "exile", "top", "bottom"}

func compileDigTake(r *source.Reader, n *yaml.Node) (sim.DigTake, bool) {
	t := sim.DigTake{Count: 1}
	kvs, ok := r.Fields(n, "a take",
		source.Field{Key: "what", Read: func(v *yaml.Node) {
			// one phrase, or a list of phrases any of which will do
			items, _ := r.ListOrOne(v, "what")
			for _, item := range items {
				if f := compileFilterField(r, item); f != nil {
					f.Zones = []sim.Zone{sim.Library}
					t.What = append(t.What, f)
				}
			}
		}},
		source.Field{Key: "count", Read: func(v *yaml.Node) { t.Count, _ = readCount(r, v, "count") }},
		source.Field{Key: "all", Read: func(v *yaml.Node) { t.All, _ = r.Bool(v, "all") }},
		source.Field{Key: "any", Read: func(v *yaml.Node) { t.Any, _ = r.Bool(v, "any") }},
		source.Field{Key: "may", Read: func(v *yaml.Node) { t.May, _ = r.Bool(v, "may") }},
		source.Field{Key: "reveal", Read: func(v *yaml.Node) { t.Reveal, _ = r.Bool(v, "reveal") }},
		source.Field{Key: "to", Read: func(v *yaml.Node) {
			if z, ok := r.OneOf(v, "where the card goes", digZones); ok {
				t.To, _ = sim.ParseZone(z)
				if z == "top" || z == "bottom" { // on top of or under the library
					t.To, t.Bottom = sim.Library, z == "bottom"
				}
			}
		}},
		source.Field{Key: "tapped", Read: func(v *yaml.Node) { t.Tapped, _ = r.Bool(v, "tapped") }},
	)
	if !ok {
		return t, false
	}
	if !source.HasKey(kvs, "to") {
		r.Errorf(n, "a take needs to: one of hand, battlefield, graveyard, exile, top, bottom")
		return t, false
	}
	if (t.All || t.Any) && len(t.What) == 0 {
		r.Errorf(n, "a take of all or any number of the cards needs what: the cards it takes")
		return t, false
	}
	if t.Any && !t.May {
		r.Errorf(n, "any number of cards is a choice: write may: true")
		return t, false
	}
	return t, true
}

// restZones are where the rest may go.
var restZones = []string{"stay", "top", "bottom", "graveyard", "hand", "exile"}

func compileDigRest(r *source.Reader, n *yaml.Node) sim.DigRest {
	rest := sim.DigRest{To: sim.Library}
	to := func(v *yaml.Node) {
		z, ok := r.OneOf(v, "where the rest go", restZones)
		switch {
		case !ok:
		case z == "stay":
			rest.To, rest.Stay = sim.Library, true
		case z == "top":
			rest.To = sim.Library
		case z == "bottom":
			rest.To, rest.Bottom = sim.Library, true
		default:
			rest.To, _ = sim.ParseZone(z)
		}
	}
	if n.Kind == yaml.ScalarNode {
		to(n)
		return rest
	}
	r.Fields(n, "rest",
		source.Field{Key: "to", Read: to},
		source.Field{Key: "order", Read: func(v *yaml.Node) {
			o, _ := r.OneOf(v, "order", []string{"any", "random"})
			rest.Random = o == "random"
		}},
		source.Field{Key: "may", Read: func(v *yaml.Node) { rest.May, _ = r.Bool(v, "may") }},
		source.Field{Key: "otherwise", Read: func(v *yaml.Node) { rest.Otherwise, _ = r.Bool(v, "otherwise") }},
	)
	return rest
}
