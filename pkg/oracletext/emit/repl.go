package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// replacement writes the replacement effects a spell or ability creates:
// "If that creature would die this turn, exile it instead." (614.1a) is
// exile_if_dies on the object "that creature" names.
func (b *bodyWriter) replacement(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv("exile_if_dies", s)}, nil
}

// putFromHand writes "You may put a land card from your hand onto the
// battlefield [tapped]" (305.4): one card, so the phrase names one.
func (b *bodyWriter) putFromHand(ph grammar.Phrase) ([]*yaml.Node, error) {
	what, fromHand := strings.CutSuffix(ph.Args[0].(grammar.Obj).Phrase, " from your hand")
	if !fromHand {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("putting %q onto the battlefield: only a card from your hand is supported", what)}
	}
	if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("putting %q from the hand: only one card is supported", what)}
	}
	n := b.p.kv("what", what)
	if ph.Kind == "put_from_hand/tapped" {
		n.Content = append(n.Content, b.p.str("tapped"), b.p.yes())
	}
	return []*yaml.Node{b.p.kv("put_from_hand", n)}, nil
}
