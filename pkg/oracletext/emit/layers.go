package emit

import (
	"strings"

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
	if strings.HasPrefix(ph.Kind, "animate/keep/") {
		// "that's still a land", "in addition to its other types": every
		// type and subtype kept, the new ones added (205.1b)
		s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
		if err != nil {
			return nil, err
		}
		n := p.kv("of", s, "effects", formEffects(f, p))
		if strings.HasSuffix(ph.Kind, "/until_eot") {
			n.Content = append(n.Content, p.str("until"), p.str("end_of_turn"))
		}
		return []*yaml.Node{p.kv("modify", n)}, nil
	}
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

// grantedAbility writes a quoted ability an effect grants, at offset at
// of the line (its opening mark), like a line of its own (613.1f).
func grantedAbility(q grammar.Quoted, offset int, p at) (*yaml.Node, error) {
	key, value, err := Ability(q.Ability, p.line, func(int) int { return p.col })
	if pr, ok := err.(*Problem); ok {
		// the offset in the quoted text, after its mark
		return nil, &Problem{Offset: offset + 1 + pr.Offset, Why: pr.Why}
	}
	if err != nil {
		return nil, err
	}
	return p.kv("oracle", q.Text, key, value), nil
}

// grantMods writes keywords and quoted abilities granted together: one
// add_keywords and one add_abilities (613.1f).
func grantMods(g grammar.Grants, offset int, p at) ([]*yaml.Node, error) {
	var kws, abilities []*yaml.Node
	for _, item := range g.Items {
		if item.Quoted == nil {
			kws = append(kws, p.str(item.Keyword))
			continue
		}
		a, err := grantedAbility(*item.Quoted, offset+item.At, p)
		if err != nil {
			return nil, err
		}
		abilities = append(abilities, a)
	}
	var mods []*yaml.Node
	if len(kws) > 0 {
		mods = append(mods, p.kv("add_keywords", p.list(kws...)))
	}
	return append(mods, p.kv("add_abilities", p.list(abilities...))), nil
}
