package emit

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// nameCheck writes "Choose a card name, then [a card is milled or
// revealed]. If that card has the chosen name, [effect]. Otherwise,
// [effect]." (201.4, 608.2d) as name_check: {from, who, then, else}.
func (b *bodyWriter) nameCheck(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	parts := strings.Split(ph.Kind, "/") // name_check, from[+name kind], else?
	from, kind, _ := strings.Cut(parts[1], "+")
	parts[1] = from
	n := p.kv("from", from)
	if kind != "" {
		n.Content = append([]*yaml.Node{p.str("name"), p.str(kind)}, n.Content...)
	}
	args := ph.Args
	if parts[1] == "mill" {
		who, err := b.subject(args[0].(grammar.Obj), ph.At[0])
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, p.str("who"), who)
		args = args[1:]
	} else {
		n.Content = append(n.Content, p.str("who"), p.str("you"))
	}
	for k, branch := range []string{"then", "else"}[:len(args)] {
		es, err := b.effect(args[k].(grammar.Phrase))
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, p.str(branch), p.list(es...))
	}
	return []*yaml.Node{p.kv("name_check", n)}, nil
}

// sacrificeAndDraw writes "sacrifice ~ and draw three cards": the source
// is sacrificed, then its controller draws.
func (b *bodyWriter) sacrificeAndDraw(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	n := ph.Args[0].(grammar.Num)
	if n.Text == "X cards" {
		return nil, &Problem{Offset: ph.At[0], Why: "X cards after a sacrifice: not read"}
	}
	return []*yaml.Node{p.kv("sacrifice", "this"), p.kv("draw", p.kv("who", "you", "count", n.N))}, nil
}

// cardNameStatic writes "As this enters, choose a (nonland) card name." as
// enters with choose_card_name (614.12, 201.4a), and the restrictions on
// the activated abilities (602.5) and spells (601.3) with the chosen name.
func cardNameStatic(s *grammar.Phrase, p at) *yaml.Node {
	switch s.Kind {
	case "cant_activate_named/except_mana", "cant_activate_named/all":
		return p.kv("cant_activate_chosen_name", strings.TrimPrefix(s.Kind, "cant_activate_named/"))
	case "cant_cast_named":
		return p.kv("cant_cast_chosen_name", p.yes())
	case "enters_choose/card_name/nonland":
		return p.kv("enters", p.kv("choose_card_name", "nonland"))
	case "enters_choose/card_name/look": // "look at an opponent's hand, then choose any card name" (701.20e)
		return p.kv("enters", p.kv("choose_card_name", "any", "look_at_opponents_hand", p.yes()))
	}
	return p.kv("enters", p.kv("choose_card_name", "any"))
}

// exileNamed writes "Choose a card name. Search target opponent's
// graveyard, hand, and library for up to four cards with that name and
// exile them. Then that player shuffles." as exile_named (201.4, 701.23).
func (b *bodyWriter) exileNamed(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	parts := strings.Split(ph.Kind, "/") // exile_named, kind, count, draw_for_hand?
	who, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	count := p.str(parts[2]) // any, all
	if parts[2] == "4" {
		count = p.num(4) // "up to four"
	}
	n := p.kv("name", parts[1], "who", who, "count", count)
	if len(parts) == 4 {
		n.Content = append(n.Content, p.str("draw_for_hand"), p.yes())
	}
	return []*yaml.Node{p.kv("exile_named", n)}, nil
}

// revealUntilNamed writes "Choose a card name. [Exile the top six cards of
// your library, then] reveal cards ... until you reveal a card with the
// chosen name. ..." as reveal_until_named (201.4, 701.20a).
func (b *bodyWriter) revealUntilNamed(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	if ph.Kind == "reveal_until_named/lose" {
		return []*yaml.Node{p.kv("reveal_until_named", p.kv("lose_per_exiled", p.yes()))}, nil
	}
	n := ph.Args[0].(grammar.Num)
	if n.Text == "X" {
		return nil, &Problem{Offset: ph.At[0], Why: "the top X cards: not read"}
	}
	return []*yaml.Node{p.kv("reveal_until_named", p.kv("exile_top", n.N))}, nil
}

// revealTopNamed writes "Choose a creature card name. Reveal the top four
// cards of your library and put all of them with that name into your hand.
// Put the rest into your graveyard." as reveal_top_named (201.4, 701.20a).
func (b *bodyWriter) revealTopNamed(ph grammar.Phrase) ([]*yaml.Node, error) {
	parts := strings.Split(ph.Kind, "/") // reveal_top_named, kind, rest
	n := ph.Args[0].(grammar.Num)
	if n.Text == "X" {
		return nil, &Problem{Offset: ph.At[0], Why: "the top X cards: not read"}
	}
	return []*yaml.Node{b.p.kv("reveal_top_named", b.p.kv("name", parts[1], "count", n.N, "rest", parts[2]))}, nil
}

// cutChosenNameCost writes "Choose a card name. Spells with the chosen
// name cost {1} less to cast this turn." as cut_chosen_name_cost_this_turn:
// generic mana only (601.2f, 118.7a).
func (b *bodyWriter) cutChosenNameCost(ph grammar.Phrase) ([]*yaml.Node, error) {
	s := ph.Args[0].String() // "{1}"
	n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(s, "{"), "}"))
	if err != nil || n < 1 {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("a reduction of %s: only generic mana is read", s)}
	}
	return []*yaml.Node{b.p.kv("cut_chosen_name_cost_this_turn", n)}, nil
}

// namedDiscard writes "Choose a nonland card name. Target player reveals
// their hand. That player discards a card with that name. If they can't,
// you draw a card." as named_discard, "Target player" its target.
func (b *bodyWriter) namedDiscard(ph grammar.Phrase) ([]*yaml.Node, error) {
	who, err := b.subject(grammar.Obj{Kind: grammar.ObjTarget, Types: []string{"player"}, Text: "target player"}, 0)
	if err != nil {
		return nil, err
	}
	kind := strings.TrimPrefix(ph.Kind, "named_discard/")
	return []*yaml.Node{b.p.kv("named_discard", b.p.kv("name", kind, "who", who))}, nil
}
