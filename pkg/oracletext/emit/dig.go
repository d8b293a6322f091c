package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// dig writes "look at the top N cards of your library" and what happens to
// them (701.20) as the effect dig: {count, reveal, take, rest}.
func (b *bodyWriter) dig(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	look := ph.Args[0].(grammar.DigLook)
	n, err := b.topCount(look.N, ph.At[0])
	if err != nil {
		return nil, err
	}
	if look.Reveal {
		n.Content = append(n.Content, p.str("reveal"), p.yes())
	}
	kind := strings.TrimPrefix(ph.Kind, "dig/")
	// Another player's library: its cards go to their owner's zones
	// (400.3), which only "their graveyard" and "back" say.
	theirs := strings.HasPrefix(kind, "their_")
	if look.Whose != nil {
		if !theirs && kind != "back" && kind != "look" {
			return nil, &Problem{Offset: ph.At[0], Why: "another player's cards put where only your own may go"}
		}
		whose, err := b.subject(*look.Whose, ph.At[0])
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, p.str("whose"), whose)
	} else if theirs {
		return nil, &Problem{Offset: ph.At[0], Why: "\"their graveyard\" after looking at your own library"}
	}
	one := look.N.Text == "card" // "the top card": "it" is that card
	word := func(k int) string { return string(ph.Args[k].(grammar.Word)) }
	what := func(k int) (string, error) {
		w := ph.Args[k].(grammar.Obj).Phrase
		if !strings.HasPrefix(w, "a ") && !strings.HasPrefix(w, "an ") {
			return "", &Problem{Offset: ph.At[k], Why: fmt.Sprintf("%q: only one card of a kind is supported", w)}
		}
		return w, nil
	}
	var take, rest *yaml.Node
	var ifNone []*yaml.Node
	if k, ok := strings.CutSuffix(kind, "/if_none"); ok {
		// "If you didn't put a card into your hand this way, draw a card."
		es, err := b.effect(ph.Args[len(ph.Args)-1].(grammar.Phrase))
		if err != nil {
			return nil, err
		}
		kind, ifNone = k, es
	}
	switch kind {
	case "reveal_put", "reveal_top", "may_put", "must_put":
		// "You may reveal a creature card from among them and put it into
		// your hand. Put the rest on the bottom of your library in any
		// order." One take for each kind of card picked.
		pick := ph.Args[1].(grammar.DigPick)
		to, tapped := "hand", false
		if kind == "reveal_top" {
			// "and put it on top of your library": the rest go elsewhere
			to, kind = "top", "reveal_put"
		}
		if kind == "reveal_put" {
			them := word(2)
			if single := them == "it" || them == "that card"; single != (len(pick.Parts) == 1 && pick.Parts[0].Count == 1) {
				return nil, &Problem{Offset: ph.At[2], Why: fmt.Sprintf("%q: not the cards revealed", them)}
			}
		} else {
			if to = digZone(word(2)); to != "hand" && to != "battlefield" {
				return nil, &Problem{Offset: ph.At[2], Why: fmt.Sprintf("putting a card %s from among them: not read", word(2))}
			}
			tapped = strings.HasSuffix(word(2), " tapped")
		}
		var takes []*yaml.Node
		for _, part := range pick.Parts {
			t := p.kv("what", part.Phrase)
			if len(part.Alts) > 1 {
				alts := make([]*yaml.Node, len(part.Alts))
				for k, a := range part.Alts {
					alts[k] = p.str(a)
				}
				t = p.kv("what", p.list(alts...))
			}
			switch {
			case part.Any:
				t.Content = append(t.Content, p.str("any"), p.yes())
			case part.Count != 1:
				t.Content = append(t.Content, p.str("count"), p.num(part.Count))
			}
			// "You may", "up to" and "any number" let the player take
			// fewer; "Put a creature card" must if one is there.
			if kind != "must_put" || part.Any || part.Count != 1 || strings.HasPrefix(pick.Text, "up to ") {
				t.Content = append(t.Content, p.str("may"), p.yes())
			}
			if kind == "reveal_put" {
				t.Content = append(t.Content, p.str("reveal"), p.yes())
			}
			t.Content = append(t.Content, p.str("to"), p.str(to))
			if tapped {
				t.Content = append(t.Content, p.str("tapped"), p.yes())
			}
			takes = append(takes, t)
		}
		restAt := len(ph.Args) - 1
		if ifNone != nil {
			restAt--
		}
		if strings.HasPrefix(word(restAt), "the other") {
			return nil, &Problem{Offset: ph.At[restAt], Why: "\"the other\" after a card that may not have been put anywhere"}
		}
		n.Content = append(n.Content, p.str("take"), p.list(takes...))
		rest = digRest(word(restAt), p)
	case "one_each":
		// "Put one of those cards into your hand, one into your graveyard,
		// and one on the bottom of your library": three cards, one each
		if look.N.N != 3 || look.N.Text == "X" {
			return nil, &Problem{Offset: ph.At[0], Why: "one card each of other than three cards"}
		}
		second := "graveyard"
		if strings.Contains(ph.String(), "one on top of your library") {
			second = "top"
		}
		takes := []*yaml.Node{p.kv("count", 1, "to", "hand"), p.kv("count", 1, "to", second), p.kv("count", 1, "to", "bottom")}
		n.Content = append(n.Content, p.str("take"), p.list(takes...))
		rest = p.str("stay")
	case "may_one_top":
		// "You may put one of those cards back on top of your library."
		take = p.kv("count", 1, "may", p.yes(), "to", "top")
		rest = digRest(word(1), p)
		if strings.HasPrefix(word(1), "the other") {
			return nil, &Problem{Offset: ph.At[1], Why: "\"the other\" after a card that may not have been put anywhere"}
		}
	case "put_n":
		// "Put one of them into your hand and the rest into your
		// graveyard": the player must choose (608.2d); "the other" is the
		// one card left of two.
		k := ph.Args[1].(grammar.Num).N
		if k < 1 || look.N.Text != "X" && k >= look.N.N {
			return nil, &Problem{Offset: ph.At[1], Why: fmt.Sprintf("putting %d of the top %s cards: no rest", k, look.N.Text)}
		}
		if strings.HasPrefix(word(2), "the other") && (look.N.N != 2 || k != 1) {
			return nil, &Problem{Offset: ph.At[2], Why: "\"the other\" is not the one card left"}
		}
		take = p.kv("count", k, "to", "hand")
		rest = digRest(word(2), p)
	case "put_all":
		// "Put all creature cards revealed this way into your hand and the
		// rest into your graveyard."
		take = p.kv("what", ph.Args[1].(grammar.Obj).Phrase, "all", p.yes(), "to", "hand")
		rest = digRest(word(2), p)
	case "look":
		// "Look at the top card of target player's library.": nothing moves
		rest = p.str("stay")
	case "their_may_graveyard", "their_one_graveyard":
		// "You may put that card into their graveyard" (the top card), "Put
		// one of them into their graveyard"; the others stay where they are
		if kind == "their_may_graveyard" && !one || kind == "their_one_graveyard" && one {
			return nil, &Problem{Offset: ph.At[0], Why: "not the cards looked at"}
		}
		take = p.kv("to", "graveyard")
		if kind == "their_may_graveyard" {
			take = p.kv("may", p.yes(), "to", "graveyard")
		}
		rest = p.str("stay")
	case "back":
		// "look at the top three cards of your library, then put them back
		// in any order" (401.4)
		if !look.Reveal && one {
			return nil, &Problem{Offset: ph.At[0], Why: "putting one card back: nothing to order"}
		}
		rest = p.str("top")
	case "if", "if_may", "if_may_reveal":
		// "Reveal the top card of your library. If it's a land card, put
		// it onto the battlefield. Otherwise, put it into your hand."
		if !one {
			return nil, &Problem{Offset: ph.At[0], Why: "\"if it's\" after looking at more than one card"}
		}
		w, err := what(1)
		if err != nil {
			return nil, err
		}
		to, elseAt := "hand", 2
		if kind != "if_may_reveal" {
			to, elseAt = digZone(word(2)), 3
		}
		take = p.kv("what", w)
		if kind != "if" {
			take.Content = append(take.Content, p.str("may"), p.yes())
		}
		if kind == "if_may_reveal" {
			take.Content = append(take.Content, p.str("reveal"), p.yes())
		}
		take.Content = append(take.Content, p.str("to"), p.str(to))
		if elseAt == 3 && strings.HasSuffix(word(2), " tapped") {
			take.Content = append(take.Content, p.str("tapped"), p.yes())
		}
		var err2 error
		if rest, err2 = digElse(word(elseAt), to, kind == "if", ph.At[elseAt], p); err2 != nil {
			return nil, err2
		}
	default:
		return nil, &Problem{Why: fmt.Sprintf("no card-language effect for %q", ph.Kind)}
	}
	if take != nil {
		n.Content = append(n.Content, p.str("take"), p.list(take))
	}
	n.Content = append(n.Content, p.str("rest"), rest)
	if ifNone != nil {
		n.Content = append(n.Content, p.str("if_none"), p.list(ifNone...))
	}
	return []*yaml.Node{p.kv("dig", n)}, nil
}

// digZone is the card language's word for where a card is put.
func digZone(dest string) string {
	switch {
	case strings.Contains(dest, "hand"):
		return "hand"
	case strings.Contains(dest, "battlefield"):
		return "battlefield"
	case strings.Contains(dest, "graveyard"):
		return "graveyard"
	case strings.Contains(dest, "bottom"):
		return "bottom"
	}
	return ""
}

// digRest writes where the rest go.
func digRest(text string, p at) *yaml.Node {
	to := digZone(text)
	if strings.HasSuffix(text, "in a random order") {
		return p.kv("to", to, "order", "random")
	}
	return p.str(to)
}

// digElse writes what happens to the top card that was not put anywhere:
// "Otherwise" is the card not of the kind (after a take that must put a
// card of the kind, every card not put); "If you don't put the card into
// your hand" is any card not put, and must name where the take puts it.
func digElse(text, takeTo string, mustTake bool, offset int, p at) (*yaml.Node, error) {
	if text == "" {
		return p.str("stay"), nil
	}
	first, then, _ := strings.Cut(text, ", ")
	rest := p.kv("to", digZone(then))
	if strings.HasPrefix(then, "you may ") {
		rest.Content = append(rest.Content, p.str("may"), p.yes())
	}
	if strings.Contains(first, "Otherwise") {
		if !mustTake {
			// a card of the kind the player chose not to put stays on top
			rest.Content = append(rest.Content, p.str("otherwise"), p.yes())
		}
		return rest, nil
	}
	if digZone(first) != takeTo {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q: the card was put elsewhere", first)}
	}
	return rest, nil
}

// explore writes "it explores" (701.44a), once or twice ("then it explores
// again": the same permanent).
func (b *bodyWriter) explore(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	out := []*yaml.Node{b.p.kv("explore", s)}
	if ph.Kind == "explore_twice" {
		out = append(out, b.p.kv("explore", b.p.str(s.Value)))
	}
	return out, nil
}

// exileTop writes "exile the top N cards of your library", and "you may
// play those cards" for a while (601.3), as exile_top: {count,
// play_until}.
func (b *bodyWriter) exileTop(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	top := ph.Args[0].(grammar.ExileTop)
	n, err := b.topCount(top.N, ph.At[0])
	if err != nil {
		return nil, err
	}
	if ph.Kind == "exile_top_play" {
		when := string(ph.Args[1].(grammar.Word))
		one := strings.Contains(when, "that card") || strings.Contains(when, " it ")
		if one != (top.N.Text == "card") {
			return nil, &Problem{Offset: ph.At[1], Why: fmt.Sprintf("%q: not the cards exiled", when)}
		}
		until := "end_of_turn"
		switch {
		case strings.Contains(when, "your next turn"):
			until = "end_of_your_next_turn"
		case strings.Contains(when, "your next end step"):
			until = "your_next_end_step"
		case strings.Contains(when, "your next upkeep"):
			until = "your_next_upkeep"
		}
		n.Content = append(n.Content, p.str("play_until"), p.str(until))
	}
	return []*yaml.Node{p.kv("exile_top", n)}, nil
}

// topCount starts the map of an effect on the top cards of the library
// with their count: a number, or the X paid (107.3).
func (b *bodyWriter) topCount(n grammar.Num, offset int) (*yaml.Node, error) {
	switch {
	case n.Text == "X" && !b.hasX:
		return nil, &Problem{Offset: offset, Why: "X: this ability has no X paid for it (107.3)"}
	case n.Text == "X":
		return b.p.kv("count", "x"), nil
	}
	return b.p.kv("count", n.N), nil
}

// graveyardToLibrary writes "put target card from your graveyard on top of
// (on the bottom of) your library": the card's owner's library is "your
// library" only when the card is from your graveyard (400.3).
func (b *bodyWriter) graveyardToLibrary(ph grammar.Phrase) ([]*yaml.Node, error) {
	o := ph.Args[0].(grammar.Obj)
	if !strings.Contains(ph.Kind, "/owner_") && !strings.HasSuffix(o.Phrase, "from your graveyard") {
		return nil, &Problem{Offset: ph.At[0], Why: "a card from a graveyard not yours goes to its owner's library, not yours"}
	}
	s, err := b.subject(o, ph.At[0])
	if err != nil {
		return nil, err
	}
	key := "put_on_library"
	if strings.HasSuffix(ph.Kind, "bottom") {
		key = "put_on_bottom"
	}
	return []*yaml.Node{b.p.kv(key, s)}, nil
}

// libraryMove writes the other moves into a library: "put target creature
// on the bottom of its owner's library", "shuffle it into its owner's
// library", "target player shuffles their graveyard into their library".
func (b *bodyWriter) libraryMove(ph grammar.Phrase) ([]*yaml.Node, error) {
	key, variant, _ := strings.Cut(ph.Kind, "/")
	switch variant {
	case "owner": // "~'s owner shuffles it into their library"
		return []*yaml.Node{b.p.kv(key, "this")}, nil
	case "you": // "shuffle your graveyard into your library"
		return []*yaml.Node{b.p.kv(key, "you")}, nil
	}
	o := ph.Args[0].(grammar.Obj)
	if b.spell && o.Kind == grammar.ObjSelf {
		// "Shuffle Beacon of Destruction into its owner's library": the
		// spell moves itself as it resolves, instead of going to the
		// graveyard afterwards (608.2n), which the card language can't say.
		return nil, &Problem{Offset: ph.At[0], Why: "a spell that puts itself into its owner's library as it resolves (608.2n)"}
	}
	s, err := b.subject(o, ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv(key, s)}, nil
}

// searchN writes "search your library for up to two basic land cards, put
// them onto the battlefield tapped, then shuffle" (701.23a): the plural
// phrase names the cards, and the player may find fewer (701.23b).
func (b *bodyWriter) searchN(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	n := ph.Args[0].(grammar.Num).N
	what := ph.Args[1].(grammar.Obj).Phrase
	if n < 2 || !strings.HasSuffix(what, "cards") {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("searching for up to %d %q", n, what)}
	}
	parts := strings.Split(ph.Kind, "/")
	node := p.kv("what", what, "count", n, "to", parts[1])
	if len(parts) == 3 {
		node.Content = append(node.Content, p.str("tapped"), p.yes())
	}
	return []*yaml.Node{p.kv("search_library", node)}, nil
}

// kinship writes "you may look at the top card of your library. If it
// shares a creature type with this creature, you may reveal it. If you do,
// [effect]" as reveal_top_sharing_type: [effects].
func (b *bodyWriter) kinship(ph grammar.Phrase) ([]*yaml.Node, error) {
	es, err := b.effect(ph.Args[0].(grammar.Phrase))
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv("reveal_top_sharing_type", b.p.list(es...))}, nil
}

// searchPlayer writes "each opponent may search their library for a basic
// land card, put it onto the battlefield tapped, then shuffle": each of
// those players searches their own library (701.23a).
func (b *bodyWriter) searchPlayer(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	who, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	what := ph.Args[1].(grammar.Obj).Phrase
	if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
		return nil, &Problem{Offset: ph.At[1], Why: fmt.Sprintf("searching for %q: only one card is supported", what)}
	}
	parts := strings.Split(ph.Kind, "/")
	node := p.kv("what", what, "to", parts[2], "who", who)
	if parts[1] == "may" {
		node.Content = append(node.Content, p.str("may"), p.yes())
	}
	if len(parts) == 4 {
		node.Content = append(node.Content, p.str("tapped"), p.yes())
	}
	return []*yaml.Node{p.kv("search_library", node)}, nil
}

// searchIts writes "Its controller may search their library for a basic
// land card, put it onto the battlefield tapped, then shuffle": the
// controller of the line's target searches, if they choose to.
func (b *bodyWriter) searchIts(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	what := ph.Args[0].(grammar.Obj).Phrase
	if len(b.targets) != 1 || shorthands[b.last.Types[0]] || !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
		return nil, &Problem{Offset: ph.At[0], Why: "\"its controller\" names no one target permanent, or more than one card is searched for"}
	}
	parts := strings.Split(ph.Kind, "/")
	node := p.kv("what", what, "to", parts[1], "who", "controller of target", "may", p.yes())
	if len(parts) == 3 {
		node.Content = append(node.Content, p.str("tapped"), p.yes())
	}
	return []*yaml.Node{p.kv("search_library", node)}, nil
}
