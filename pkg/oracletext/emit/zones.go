package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// zones writes the effects that move cards between zones: a revealed
// hand's card discarded (701.9b), cards put onto the battlefield from a
// graveyard (110.2a) or returned to the hand, a whole hand discarded
// (701.9a), and discards at random (701.9b).
func (b *bodyWriter) zones(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	obj := func(k int) grammar.Obj { return ph.Args[k].(grammar.Obj) }
	count := func(k int) int { return ph.Args[k].(grammar.Num).N }
	for k, v := range ph.Args {
		if n, ok := v.(grammar.Num); ok && n.Text == "X cards" {
			return nil, &Problem{Offset: ph.At[k], Why: "X cards: only drawing and milling X cards is supported"}
		}
	}
	switch ph.Kind {
	case "reveal_discard/mv":
		// "You choose a nonland card from it with mana value 3 or less":
		// the mana value is the chosen card's (701.9b).
		s, err := b.subject(obj(0), ph.At[0])
		if err != nil {
			return nil, err
		}
		what := obj(1).Phrase
		if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
			return nil, &Problem{Offset: ph.At[1], Why: fmt.Sprintf("choosing %q: only one card is supported", what)}
		}
		what += fmt.Sprintf(" with mana value %d or less", count(2))
		return []*yaml.Node{p.kv("discard", p.kv("who", s, "count", 1, "chosen_by", "you", "what", what))}, nil
	case "put_card_onto_battlefield":
		// "Put target creature card from a graveyard onto the battlefield
		// under your control": whoever owns it, the player who puts it
		// there controls it (110.2a).
		if err := permanentCards(obj(0), ph.At[0]); err != nil {
			return nil, err
		}
		s, err := b.subject(obj(0), ph.At[0])
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("put_onto_battlefield", s)}, nil
	case "return_all/owners_hands":
		// "Return all nonblue creatures to their owners' hands": each
		// permanent the group finds goes to its owner's hand (400.3).
		s, err := b.subject(obj(0), ph.At[0])
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("return_to_hand", s)}, nil
	case "return_to_their_hand", "exile_from_their_graveyard":
		// "Return target card from an opponent's graveyard to their hand":
		// its owner's hand (400.3).
		if obj(0).Count > 1 {
			return nil, &Problem{Offset: ph.At[0], Why: "several target cards from one opponent's graveyard: targets from a single graveyard are not supported"}
		}
		s, err := b.subject(obj(0), ph.At[0])
		if err != nil {
			return nil, err
		}
		key := "return_to_hand"
		if ph.Kind == "exile_from_their_graveyard" {
			key = "exile"
		}
		return []*yaml.Node{p.kv(key, s)}, nil
	case "return_exiled":
		return []*yaml.Node{p.kv("return_exiled", "owner")}, nil
	case "exile_graveyard":
		s, err := b.subject(obj(0), ph.At[0])
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("exile_graveyard", s)}, nil
	case "return_all/battlefield", "return_all/hand", "return_all/battlefield_yours":
		return b.returnAll(ph)
	case "exile_and_return":
		return b.exileAndReturn(ph)
	case "discard_hand":
		return []*yaml.Node{p.kv("discard_hand", "you")}, nil
	case "discard_hand_then_draw":
		// "Discard your hand, then draw three cards" (701.9a, 121.1).
		return []*yaml.Node{p.kv("discard_hand", "you"), p.kv("draw", p.kv("who", "you", "count", count(0)))}, nil
	case "player_discards_hand", "player_discards_hand_then_draws":
		// "Each player discards their hand, then draws seven cards."
		// (701.9a): every player discards, then every player draws.
		s, err := b.subject(obj(0), ph.At[0])
		if err != nil {
			return nil, err
		}
		out := []*yaml.Node{p.kv("discard_hand", s)}
		if ph.Kind == "player_discards_hand_then_draws" {
			out = append(out, p.kv("draw", p.kv("who", p.str(s.Value), "count", count(1))))
		}
		return out, nil
	case "discard_random":
		return []*yaml.Node{randomDiscard(p, count(0))}, nil
	case "draw_then_discard_random":
		return []*yaml.Node{p.kv("draw", p.kv("who", "you", "count", count(0))), randomDiscard(p, count(1))}, nil
	case "discard_random_then_draw":
		return []*yaml.Node{randomDiscard(p, count(0)), p.kv("draw", p.kv("who", "you", "count", count(1)))}, nil
	}
	return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("no card-language effect for %q", ph.Kind)}
}

// randomDiscard is "discard N cards at random" (701.9b): chosen from the
// scenario's seed.
func randomDiscard(p at, n int) *yaml.Node {
	return p.kv("discard", p.kv("who", "you", "count", n, "random", p.yes()))
}

// returnAll writes "Return all creature cards from your graveyard to the
// battlefield" (or "to your hand"), and "Put all creature cards from all
// graveyards onto the battlefield under your control": every card the
// group finds as the effect happens (611.2c), moved at once.
func (b *bodyWriter) returnAll(ph grammar.Phrase) ([]*yaml.Node, error) {
	o := ph.Args[0].(grammar.Obj)
	from := "from your graveyard" // "to your hand", "to the battlefield": you put your own cards there (110.2a, 400.3)
	if ph.Kind == "return_all/battlefield_yours" {
		from = "from all graveyards"
	}
	if !strings.HasSuffix(strings.ToLower(o.Phrase), from) {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("%q: only cards %s are supported here", o.Phrase, from)}
	}
	key := "return_to_hand"
	if ph.Kind != "return_all/hand" {
		key = "put_onto_battlefield"
		if err := permanentCards(o, ph.At[0]); err != nil {
			return nil, err
		}
	}
	s, err := b.subject(o, ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv(key, s)}, nil
}

// hasOther reports whether an object phrase says "other" or "another",
// which the card language reads relative to the ability's source.
func hasOther(phrase string) bool {
	for _, w := range strings.Fields(strings.ToLower(phrase)) {
		if w == "other" || w == "another" {
			return true
		}
	}
	return false
}

// exileAndReturn writes "Exile target creature you control, then return
// that card to the battlefield under its owner's control": the card
// returns as a new object (400.7), which "it" in a later sentence can't
// name here.
func (b *bodyWriter) exileAndReturn(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	o := ph.Args[0].(grammar.Obj)
	if o.Count > 1 {
		return nil, &Problem{Offset: ph.At[0], Why: "exiling and returning several targets"}
	}
	s, err := b.subject(o, ph.At[0])
	if err != nil {
		return nil, err
	}
	how := string(ph.Args[2].(grammar.Word))
	n := p.kv("what", s, "under", "you")
	if strings.Contains(how, "its owner's control") {
		n = p.kv("what", s, "under", "owner")
	}
	if strings.Contains(how, " tapped ") {
		n.Content = append(n.Content, p.str("tapped"), p.yes())
	}
	if strings.Contains(how, "+1/+1 counter") {
		n.Content = append(n.Content, p.str("counter"), p.str("+1/+1"))
	}
	b.returned = true
	return []*yaml.Node{p.kv("exile_and_return", n)}, nil
}

// triggersInGraveyard reports whether the body is a triggered ability that
// can trigger while its card is in the graveyard: one whose trigger is no
// event of the object itself, which "return this card from your graveyard"
// makes function there only (113.6m). A trigger on its own dying or
// entering, or an Aura's on what it enchants leaving, would have the
// ability function on the battlefield instead (not read).
func (b *bodyWriter) triggersInGraveyard() bool {
	if b.trigger == nil || b.quoted || b.itIsSelf || b.itIsNewObject || b.itDealsAsItWas {
		return false
	}
	text := b.trigger.String()
	return !strings.HasSuffix(b.trigger.Kind, "/self") && !strings.Contains(text, "~") &&
		!strings.Contains(text, "enchanted") && !strings.Contains(text, "equipped")
}

// permanentCards refuses cards put onto the battlefield that may be
// instants or sorceries, which would stay where they are (400.4a): the
// phrase must name a permanent card type (110.4a) or an Aura.
func permanentCards(o grammar.Obj, offset int) error {
	for _, w := range strings.Fields(strings.ToLower(o.Phrase)) {
		switch strings.TrimSuffix(w, "s") {
		case "creature", "artifact", "enchantment", "land", "planeswalker", "battle", "permanent", "aura":
			return nil
		}
	}
	return &Problem{Offset: offset, Why: fmt.Sprintf("%q may be an instant or sorcery card, which can't enter the battlefield (400.4a)", o.Phrase)}
}
