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
	keep := strings.HasPrefix(ph.Kind, "animate/keep/")
	if !keep && (len(f.Types) != 2 || f.Types[0] != "artifact") {
		return nil, &Problem{Offset: ph.At[1], Why: "becoming a creature without \"artifact creature\" or \"It's still a land\" sets its card types (205.1a): not supported"}
	}
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	mods, err := formEffects(f, ph.At[1], p)
	if err != nil {
		return nil, err
	}
	if keep {
		// "that's still a land", "in addition to its other types": every
		// type and subtype kept, the new ones added (205.1b)
		n := p.kv("of", s, "effects", mods)
		if strings.HasSuffix(ph.Kind, "/until_eot") {
			n.Content = append(n.Content, p.str("until"), p.str("end_of_turn"))
		}
		return []*yaml.Node{p.kv("modify", n)}, nil
	}
	if len(f.Subtypes) > 0 {
		// the form's creature types replace the object's (205.1b)
		for _, m := range mods.Content {
			if m.Content[0].Value == "add_subtypes" {
				m.Content[0].Value = "creature_types"
			}
		}
	}
	out := []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", mods, "until", "end_of_turn"))}
	if strings.HasSuffix(ph.Kind, "/unblockable") {
		// "and can't be blocked this turn" (613.11)
		out = append(out, p.kv("modify", p.kv("of", p.str(s.Value), "effects", p.list(p.kv("cant", restrictions("be_blocked", p))), "until", "end_of_turn")))
	}
	return out, nil
}

// becomesType writes "target permanent becomes an artifact in addition to
// its other types until end of turn" (205.1b, layer 4) and "target land
// becomes an Island until end of turn", which sets its land type: it loses
// its other land types and its rules-text abilities and has the new type's
// mana ability (305.7).
func (b *bodyWriter) becomesType(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	var mod *yaml.Node
	switch v := ph.Args[1].(type) {
	case grammar.TypeAdd:
		key, words := "add_types", v.Types
		if len(v.Subtypes) > 0 {
			key, words = "add_subtypes", v.Subtypes
		}
		items := make([]*yaml.Node, len(words))
		for i, w := range words {
			items[i] = p.str(w)
		}
		mod = p.kv(key, p.list(items...))
	default:
		mod = p.kv("land_type", ph.Args[1].String())
	}
	n := p.kv("of", s, "effects", p.list(mod))
	if strings.HasSuffix(ph.Kind, "/eot") {
		n.Content = append(n.Content, p.str("until"), p.str("end_of_turn"))
	}
	return []*yaml.Node{p.kv("modify", n)}, nil
}

// loseAllIsForm writes "Enchanted creature loses all abilities and is a
// blue Frog creature with base power and toughness 1/1": a creature and no
// other card type, its creature types replaced (205.1a), its colors set
// when named (layer 5), no abilities (layer 6), the base power and
// toughness (7b).
func loseAllIsForm(s *grammar.Phrase, p at) (*yaml.Node, error) {
	g := s.Args[0].(grammar.Obj)
	f := s.Args[1].(grammar.Form)
	if len(f.Types) != 1 || f.NoPT || len(f.Keywords) > 0 {
		return nil, &Problem{Offset: s.At[1], Why: "\"is\" a form other than a creature with power and toughness and no abilities: its card types would be set to several (205.1a)"}
	}
	mods := []*yaml.Node{p.kv("lose_all_abilities", p.yes()), p.kv("card_types", p.list(p.str("creature")))}
	all, err := formEffects(f, s.At[1], p)
	if err != nil {
		return nil, err
	}
	for _, m := range all.Content {
		switch m.Content[0].Value {
		case "add_types":
		case "add_subtypes":
			m.Content[0].Value = "creature_types"
			mods = append(mods, m)
		default:
			mods = append(mods, m)
		}
	}
	return p.kv("continuous", p.kv("affected", at{p.line, p.col}.str(g.Phrase), "effects", p.list(mods...))), nil
}
