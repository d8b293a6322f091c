package emit

import (
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// returnedNewObject writes "return ~ to its owner's hand" in a trigger on
// the object's own death ("When this creature dies, ... return this card
// to its owner's hand"): the card it became in the graveyard, returned only
// while it is still there (400.7e); nil for any other phrase.
func (b *bodyWriter) returnedNewObject(ph grammar.Phrase) []*yaml.Node {
	if ph.Kind != "return_to_hand" || !b.itIsNewObject || b.named != "" {
		return nil
	}
	if o, ok := ph.Args[0].(grammar.Obj); !ok || o.Kind != grammar.ObjSelf {
		return nil
	}
	return []*yaml.Node{b.p.kv("return_to_hand", "new object")}
}

// controllerOfTargetCreature writes "that creature's controller" after the
// ability's only target, one creature on the battlefield ("Lash Out deals
// 3 damage to target creature. ... deals 3 damage to that creature's
// controller."): its controller, or the one it last had there (608.2h);
// nil when the ability has another target or none, or a target card or
// spell.
func (b *bodyWriter) controllerOfTargetCreature() *yaml.Node {
	o := b.last
	if b.itIsTriggerObject || b.thatCreature != "" || b.specs != 1 || o.Count > 1 || !strings.HasPrefix(o.Text, "target ") {
		return nil
	}
	words := strings.Fields(o.Phrase)
	if !slices.Contains(words, "creature") || slices.Contains(words, "card") || slices.Contains(words, "spell") {
		return nil
	}
	return b.p.str("controller of target")
}

// controllerOfTargetSpell writes "that spell's controller" after the
// ability's only target, one spell: the player who put it on the stack
// (110.2), even once it has been countered (608.2h).
func (b *bodyWriter) controllerOfTargetSpell(offset int) (*yaml.Node, error) {
	if b.specs != 1 || b.last.Count > 1 || !strings.HasSuffix(b.last.Phrase, "spell") {
		return nil, &Problem{Offset: offset, Why: "\"that spell's controller\" names no spell this ability targets"}
	}
	return b.p.str("controller of target"), nil
}

// thoseCreated writes "those creatures" after the ability's one sentence
// that created tokens ("Create two 1/1 green Elf Warrior creature tokens.
// ... those creatures gain deathtouch until end of turn"): the tokens this
// resolution created (111.1); nil for any other group.
func (b *bodyWriter) thoseCreated(o grammar.Obj) *yaml.Node {
	if !b.created || !strings.EqualFold(o.Phrase, "those creatures") {
		return nil
	}
	creates := 0
	for _, k := range b.done {
		if strings.HasPrefix(k, "create") {
			creates++
		}
	}
	if creates != 1 {
		return nil
	}
	return b.p.str("created")
}
