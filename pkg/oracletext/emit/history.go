package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// drawTrigger writes "Whenever [player] draw[s] a card" as {event: draw,
// player} and "Whenever you draw your second card each turn" with
// nth_card_this_turn: 2 (121.1, 121.2).
func drawTrigger(kind, player string, p at) *yaml.Node {
	n := p.kv("event", "draw", "player", player)
	if kind == "draw_second" {
		n.Content = append(n.Content, p.str("nth_card_this_turn"), p.num(2))
	}
	return n
}

// historyCondition writes a condition on this turn's history (the kinds
// "history/..." of the grammar): player_this_turn, died_this_turn,
// attacked_with_this_turn.
func historyCondition(c grammar.Cond, p at) (*yaml.Node, error) {
	rest, _ := strings.CutPrefix(c.Kind, "history/")
	if spec, ok := strings.CutPrefix(rest, "player:"); ok {
		f := strings.Split(spec, ":") // who, count, op
		n := 1                        // "gained life": at least 1
		if f[2] == "at_most" {
			n = 0 // "didn't play a land": at most 0
		}
		if len(c.Args) > 0 {
			n = c.Args[0].(grammar.Num).N
		}
		return p.kv("player_this_turn", p.kv("player", f[0], "count", f[1], f[2], n)), nil
	}
	switch rest {
	case "died":
		return p.kv("died_this_turn", p.kv("what", c.Args[0].(grammar.Obj).Phrase, "at_least", 1)), nil
	case "sacrificed":
		return p.kv("sacrificed_this_turn", p.kv("what", c.Args[0].(grammar.Obj).Phrase, "at_least", 1)), nil
	case "attacked_with":
		return p.kv("attacked_with_this_turn", p.kv("what", c.Args[1].(grammar.Obj).Phrase, "at_least", c.Args[0].(grammar.Num).N)), nil
	}
	return nil, &Problem{Why: fmt.Sprintf("the condition %q has no words in the card language", c.Kind)}
}

// turnQuantity writes a number of this turn's history: {this_turn:
// cards_drawn}. "Other spells" are other than the spell itself, so only a
// spell may say it: an ability's "other" would name no object.
func (b *bodyWriter) turnQuantity(q grammar.Quantity, offset int) (*yaml.Node, error) {
	if strings.HasPrefix(q.Counter, "other_") && !b.spell {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q: other than which spell", q.Text)}
	}
	return b.p.kv("this_turn", q.Counter), nil
}
