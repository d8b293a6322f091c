package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// discard_hand: SUBJECT: "Discard your hand." (701.9a)
func init() {
	effectKinds["discard_hand"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		who := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.DiscardHand{Who: who}, who, "the player who discards")
	}
}

// exile_and_return: {what, under: owner or you, tapped?, counter?}:
// "Exile target creature you control, then return that card to the
// battlefield under its owner's control" (400.7, 110.2a).
func init() {
	effectKinds["exile_and_return"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.ExileAndReturn
		if _, ok := r.Fields(n, "exile_and_return",
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "under", Read: func(v *yaml.Node) {
				who, _ := r.OneOf(v, "whose control", []string{"owner", "you"})
				e.UnderOwner = who == "owner"
			}},
			source.Field{Key: "tapped", Read: func(v *yaml.Node) { e.Tapped, _ = r.Bool(v, "tapped") }},
			source.Field{Key: "counter", Read: func(v *yaml.Node) { e.CounterKind, _ = r.String(v, "a counter kind") }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.What, "what")
	}
}

// {event: discard, player: opponent}: "Whenever an opponent discards a
// card" (701.9a).
func init() { triggerEvents["discard"] = sim.WhenDiscards }

// exile_graveyard: SUBJECT: "Exile target player's graveyard." (406.3)
func init() {
	effectKinds["exile_graveyard"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		who := compileSubject(r, n, targets)
		return requireSubject(r, n, sim.ExileGraveyard{Who: who}, who, "whose graveyard")
	}
}

// return_exiled: owner: "return the exiled card to the battlefield under
// its owner's control", the cards this object's linked ability exiled
// (607.2a).
func init() {
	effectKinds["return_exiled"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		if _, ok := r.OneOf(n, "return_exiled", []string{"owner"}); !ok {
			return nil
		}
		return sim.ReturnExiledWith{}
	}
}
