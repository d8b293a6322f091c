package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

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
		return nil, &Problem{Offset: ph.At[1], Why: "\"it\" or \"they\" does not agree with the number of tokens created (111.3)"}
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
