package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// Copying a spell on the stack (707.10).
func init() {
	// copy_spell: {what: SUBJECT, new_targets?: true}: "Copy target
	// instant or sorcery spell. You may choose new targets for the copy."
	// (707.10, 707.10c)
	effectKinds["copy_spell"] = func(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
		var e sim.CopySpell
		if _, ok := r.Fields(n, "copy_spell",
			source.Field{Key: "what", Read: func(v *yaml.Node) { e.What = compileSubject(r, v, targets) }},
			source.Field{Key: "new_targets", Read: func(v *yaml.Node) { e.NewTargets, _ = r.Bool(v, "new_targets") }},
		); !ok {
			return nil
		}
		return requireSubject(r, n, e, e.What, "what")
	}
}
