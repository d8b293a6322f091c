package sim

import (
	"fmt"
	"strings"
)

// servoToken is the token fabricate creates: a 1/1 colorless Servo
// artifact creature (702.123a).
var servoToken = &CardDef{Name: "Servo", Types: []string{"artifact", "creature"}, Subtypes: []string{"Servo"}, Power: 1, Toughness: 1, HasPT: true}

// fabricateAbility is the triggered ability "fabricate N" stands for
// (702.123a): "When this permanent enters, you may put N +1/+1 counters on
// it. If you don't, create N 1/1 colorless Servo artifact creature
// tokens."
func fabricateAbility(k string) *Ability {
	n, err := keywordNumber(strings.TrimPrefix(k, string(KwFabricate)+" "))
	if err != nil {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Fabricate %d", n), Name: "fabricate",
		Trigger: &Trigger{Event: WhenEnters}, Effects: []Effect{fabricate{n: n}}}
}

// fabricate is fabricate's choice: counters on the source while it is
// still on the battlefield, or Servos.
type fabricate struct{ n int }

func (e fabricate) apply(g *Game, r *resolution) error {
	counters, servos := fmt.Sprintf("put %d +1/+1 counter(s) on %s", e.n, g.name(r.source)), fmt.Sprintf("create %d Servo token(s)", e.n)
	options := []string{counters, servos}
	if g.object(r.source).Zone != Battlefield || (r.sourceLKI != nil && g.object(r.source).Incarnation != r.sourceLKI.Incarnation) {
		options = options[1:] // counters can't be put on what has left: the choice is not to (608.2d)
	}
	i, err := g.decide(Decision{Player: r.controller, Question: "whether to " + counters + " or " + servos, Options: options, Rule: RuleFabricate})
	if err != nil {
		return err
	}
	if options[i] == counters {
		return PutCounters{What: ItsSource(), Kind: "+1/+1", N: e.n}.apply(g, r)
	}
	g.createTokens(servoToken, r.controller, e.n)
	g.logf("token", RuleFabricate, "%s creates %d Servo token(s)", g.players[r.controller].Name, e.n)
	return nil
}

// KeywordTokens lists the names of the tokens a keyword ability creates
// (fabricate's Servos, living weapon's Germ, For Mirrodin!'s Rebel, afterlife's Spirits), so that scenarios may name
// them before they exist.
func KeywordTokens(k string) []string {
	switch keywordBase(k) {
	case KwFabricate:
		return []string{servoToken.Name}
	case KwLivingWeapon:
		return []string{germToken.Name}
	case KwForMirrodin:
		return []string{rebelToken.Name}
	case KwAfterlife:
		return []string{spiritToken.Name}
	}
	return nil
}
