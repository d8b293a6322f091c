package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// compileReturnSelf reads return_self: {from: graveyard, to: hand or
// battlefield, tapped?}: "Return this card from your graveyard to your
// hand." The ability then works only from that zone (113.6m).
func compileReturnSelf(r *source.Reader, n *yaml.Node, _ int) sim.Effect {
	e := sim.ReturnSelf{From: sim.Graveyard, To: sim.Hand}
	kvs, ok := r.Fields(n, "return_self",
		source.Field{Key: "from", Read: func(v *yaml.Node) {
			if _, ok := r.OneOf(v, "zone", []string{"graveyard"}); ok {
				e.From = sim.Graveyard
			}
		}},
		source.Field{Key: "to", Read: func(v *yaml.Node) {
			if z, ok := r.OneOf(v, "zone", []string{"battlefield", "hand"}); ok {
				e.To, _ = sim.ParseZone(z)
			}
		}},
		source.Field{Key: "tapped", Read: func(v *yaml.Node) { e.Tapped, _ = r.Bool(v, "tapped") }},
	)
	if !ok {
		return nil
	}
	if !source.HasKey(kvs, "from") || !source.HasKey(kvs, "to") {
		r.Errorf(n, "return_self needs from (graveyard) and to (hand or battlefield)")
		return nil
	}
	if e.Tapped && e.To != sim.Battlefield {
		r.Errorf(n, "return_self: tapped is for the battlefield")
		return nil
	}
	return e
}

func init() { effectKinds["return_self"] = compileReturnSelf }
