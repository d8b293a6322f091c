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
		mods, err := formEffects(f, ph.At[1], p)
		if err != nil {
			return nil, err
		}
		n := p.kv("of", s, "effects", mods)
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
	mods, err := formEffects(f, ph.At[1], p)
	if err != nil {
		return nil, err
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

// quotedMods writes the modifications of a quoted ability or a list of
// keywords and quoted abilities granted at offset of the line (613.1f).
func quotedMods(v grammar.Value, offset int, p at) ([]*yaml.Node, error) {
	if g, ok := v.(grammar.Grants); ok {
		return grantMods(g, offset, p)
	}
	a, err := grantedAbility(v.(grammar.Quoted), offset, p)
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{p.kv("add_abilities", p.list(a))}, nil
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

// createGranted writes tokens created with quoted abilities: 'create a
// 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this
// token: Add {C}."' (111.3): the abilities are the token's own, printed on
// it as its rules text, "this token" being the token.
func (b *bodyWriter) createGranted(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	t := ph.Args[0].(grammar.Token)
	if t.Predefined {
		return nil, &Problem{Offset: ph.At[1], Why: "more abilities for a predefined token (111.10)"}
	}
	switch {
	case strings.HasSuffix(ph.Kind, "/it") && t.Count.N != 1, strings.HasSuffix(ph.Kind, "/they") && t.Count.N == 1:
		return nil, &Problem{Offset: ph.At[1], Why: "\"it\" or \"they\" does not agree with the number of tokens"}
	}
	var quoted []grammar.Quoted
	switch v := ph.Args[1].(type) {
	case grammar.Quoted:
		quoted = append(quoted, v)
	case grammar.Grants:
		for _, item := range v.Items {
			if item.Quoted == nil {
				t.Keywords = append(t.Keywords, item.Keyword)
			} else {
				quoted = append(quoted, *item.Quoted)
			}
		}
	}
	tok, err := tokenCard(t, ph.At[0], p)
	if err != nil {
		return nil, err
	}
	var texts []string
	var abilities []*yaml.Node
	for i := 0; i+1 < len(tok.Content); i += 2 {
		switch tok.Content[i].Value {
		case "oracle_text":
			texts = append(texts, tok.Content[i+1].Value)
		case "abilities":
			abilities = tok.Content[i+1].Content
		}
	}
	for _, q := range quoted {
		q.Text = tokenText(q.Text)
		a, err := grantedAbility(q, ph.At[1], p)
		if err != nil {
			return nil, err
		}
		abilities = append(abilities, a)
		texts = append(texts, q.Text)
	}
	var kept []*yaml.Node
	for i := 0; i+1 < len(tok.Content); i += 2 {
		if k := tok.Content[i].Value; k != "oracle_text" && k != "abilities" {
			kept = append(kept, tok.Content[i], tok.Content[i+1])
		}
	}
	tok.Content = append(kept, p.str("oracle_text"), p.str(strings.Join(texts, "\n")), p.str("abilities"), p.list(abilities...))
	b.created = true
	return []*yaml.Node{p.kv("create_tokens", p.kv("count", t.Count.N, "token", tok))}, nil
}

// tokenText writes a token's quoted ability as its rules text, the token
// naming itself "this token" where the normalized line has "~".
func tokenText(s string) string {
	var out strings.Builder
	for i, part := range strings.Split(s, "~") {
		if i > 0 {
			before := strings.TrimRight(out.String(), " ")
			if before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") {
				out.WriteString("This token")
			} else {
				out.WriteString("this token")
			}
		}
		out.WriteString(part)
	}
	return out.String()
}

// gainQuoted writes 'target creature gets +2/+0 and gains "..." until end
// of turn': a pump, then a layer-6 effect granting the abilities, of one
// object or of a group found as the effect happens (613.1f, 611.2c).
func (b *bodyWriter) gainQuoted(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	var out, mods []*yaml.Node
	for k, v := range ph.Args[1:] {
		switch v := v.(type) {
		case grammar.PT:
			out = append(out, p.kv("pump", p.kv("of", p.str(s.Value), "power", v.Power, "toughness", v.Toughness, "until", "end_of_turn")))
		case grammar.Quoted, grammar.Grants:
			more, err := quotedMods(v, ph.At[k+1], p)
			if err != nil {
				return nil, err
			}
			mods = append(mods, more...)
		}
	}
	return append(out, p.kv("modify", p.kv("of", p.str(s.Value), "effects", p.list(mods...), "until", "end_of_turn"))), nil
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
