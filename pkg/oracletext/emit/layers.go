package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// animate writes "this artifact becomes a 2/2 white and blue Bird artifact
// creature with flying until end of turn" (613.1d-f, 613.4b). Becoming an
// "artifact creature" keeps the object's card types and subtypes, its
// creature types replaced by the ones named (205.1b); any other form sets
// its card types (205.1a), which the engine does not do.
func (b *bodyWriter) animate(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	f := ph.Args[1].(grammar.Form)
	if len(f.Types) != 2 || f.Types[0] != "artifact" {
		return nil, &Problem{Offset: ph.At[1], Why: "becoming a creature without \"artifact creature\" or \"It's still a land\" sets its card types (205.1a): not supported"}
	}
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	mods := formEffects(f, p)
	if len(f.Subtypes) > 0 {
		// the form's creature types replace the object's (205.1b)
		for _, m := range mods.Content {
			if m.Content[0].Value == "add_subtypes" {
				m.Content[0].Value = "creature_types"
			}
		}
	}
	return []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", mods, "until", "end_of_turn"))}, nil
}
