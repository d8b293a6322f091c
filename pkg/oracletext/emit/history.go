package emit

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// drawTrigger writes "Whenever [player] draw[s] a card" as {event: draw,
// player} (121.1, 121.2); the kind's words after ":" add what narrows it:
// a number N ("your second card each turn": nth_card_this_turn: N),
// their_turn, opponents_turn, except_first (in each of their draw steps).
func drawTrigger(kind, player string, p at) *yaml.Node {
	n := p.kv("event", "draw", "player", player)
	words := strings.Split(kind, ":")
	for _, w := range words[1:] {
		switch w {
		case "their_turn":
			n.Content = append(n.Content, p.str("during_their_turn"), p.yes())
		case "opponents_turn":
			n.Content = append(n.Content, p.str("during_opponents_turn"), p.yes())
		case "except_first":
			n.Content = append(n.Content, p.str("except_first_in_draw_step"), p.yes())
		default:
			nth, _ := strconv.Atoi(w)
			n.Content = append(n.Content, p.str("nth_card_this_turn"), p.num(nth))
		}
	}
	return n
}

// turnCostReduction writes "This spell costs {1} less to cast for each
// card you've drawn this turn" as cost_reduction {amount,
// for_each_this_turn} (601.2f); a count of some of the creatures only
// ("nontoken") has no words there.
func turnCostReduction(cost string, q grammar.Quantity, offset int, p at) (*yaml.Node, error) {
	if q.Of.Kind == grammar.ObjGroup || strings.HasPrefix(q.Counter, "other_") {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("a cost reduction for each %q", q.Text)}
	}
	return p.kv("cost_reduction", p.kv("amount", cost, "for_each_this_turn", q.Counter)), nil
}

// isTurnCount reports whether v is a number of this turn's history.
func isTurnCount(v grammar.Value) bool {
	q, ok := v.(grammar.Quantity)
	return ok && q.Kind == grammar.TurnCount
}

// drawTriggerKind reports whether a trigger's kind is a card draw's
// ("draws/opponent", "draw_nth:2/you"), whose player is the one who drew;
// "draw/your" is the beginning of the draw step.
func drawTriggerKind(kind string) bool {
	return strings.HasPrefix(kind, "draws") || strings.HasPrefix(kind, "draw_nth:")
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
	case "it_entered":
		// "~ has hexproof as long as it entered this turn" is read as "~
		// entered" (see conditionalStatic); elsewhere "it" is not read
		return nil, &Problem{Why: "\"it entered this turn\": which object \"it\" is here is not read"}
	case "died":
		return p.kv("died_this_turn", p.kv("what", c.Args[0].(grammar.Obj).Phrase, "at_least", 1)), nil
	case "died_at_least":
		return p.kv("died_this_turn", p.kv("what", c.Args[1].(grammar.Obj).Phrase, "at_least", c.Args[0].(grammar.Num).N)), nil
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
	if q.Of.Kind == grammar.ObjGroup {
		return b.p.kv("this_turn", q.Counter, "what", q.Of.Phrase), nil // "nontoken creature that died this turn"
	}
	return b.p.kv("this_turn", q.Counter), nil
}
