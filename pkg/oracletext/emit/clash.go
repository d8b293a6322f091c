package emit

import (
	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// clash writes "Clash with an opponent. If you win, [effect]. Otherwise,
// [effect]." (701.30): clash with an opponent of the controller's choice
// (701.30b), then if_won_clash with what a won clash does and what a clash
// not won does (a tie is no win, 701.30d).
func (b *bodyWriter) clash(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	outer := b.inClash
	b.inClash = true
	defer func() { b.inClash = outer }()
	n := p.kv()
	for k, branch := range []string{"then", "else"}[:len(ph.Args)] {
		es, err := b.effect(ph.Args[k].(grammar.Phrase))
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, p.str(branch), p.list(es...))
	}
	return []*yaml.Node{p.kv("clash", "opponent"), p.kv("if_won_clash", n)}, nil
}

// clashThatPlayer writes "that player" after a clash: the player of the
// last target when it is one player ("If you win, target player discards
// two cards. Otherwise, that player discards a card."), else the opponent
// clashed with, who is "that player" from the clash on (701.30b). A
// trigger that names a player of its own makes "that player" ambiguous.
func (b *bodyWriter) clashThatPlayer(offset int) (*yaml.Node, error) {
	if len(b.targets) > 0 && b.last.Count <= 1 && len(b.last.Types) == 1 && (b.last.Types[0] == "player" || b.last.Types[0] == "opponent") {
		return b.p.str(targetRef(b.specs)), nil
	}
	if b.thatPlayer || b.defendingPlayer || b.thatPlayerOfStep {
		return nil, &Problem{Offset: offset, Why: "\"that player\" after a clash: the player this ability's trigger names, or the opponent clashed with (701.30b)"}
	}
	if len(b.targets) > 0 {
		return nil, &Problem{Offset: offset, Why: "\"that player\" after a clash and a target that is no player: which player is meant is not read"}
	}
	return b.p.str("that player"), nil
}

// clashRepeat writes "You lose 2 life and draw two cards, then clash with
// an opponent. If you win, repeat this process." as
// repeat_while_clash_won (701.30).
func (b *bodyWriter) clashRepeat(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	cards := ph.Args[1].(grammar.Num)
	if cards.Text == "X cards" {
		return nil, &Problem{Offset: ph.At[1], Why: "X cards in a repeated process: not read"}
	}
	lose := p.kv("lose_life", p.kv("who", "you", "amount", ph.Args[0].(grammar.Num).N))
	draw := p.kv("draw", p.kv("who", "you", "count", cards.N))
	return []*yaml.Node{p.kv("repeat_while_clash_won", p.list(lose, draw))}, nil
}
