package sim

import (
	"fmt"
	"slices"
)

// Exert (701.43): "You may exert this creature as it attacks. When you do,
// ..." is an optional cost to attack (701.43d, 508.1g) with a linked
// triggered ability (607.2h). The card language writes the pair as one
// triggered ability whose trigger is WhenYouExertAsItAttacks: as the
// creature is declared as an attacker, its controller chooses whether to
// exert it, and the ability triggers if they do. An exerted permanent
// doesn't untap during the next untap step of the player who exerted it
// (701.43a); if that player doesn't control it then, the exertion does
// nothing, and it untaps normally in another player's untap step.

// exertion is one exertion of a permanent: by whom, and which object it
// was (400.7: a permanent that left the battlefield and came back is a
// new object, not exerted).
type exertion struct {
	by          PlayerID
	incarnation int
}

// exertAttackers asks, for each creature just declared as an attacker
// with "you may exert ~ as it attacks", whether its controller exerts it
// (508.1g, 701.43d); each creature exerted is marked and its linked ability
// triggers.
func (g *Game) exertAttackers(attacks []Attack) error {
	for _, a := range attacks {
		o := g.object(a.Attacker)
		p := g.Controller(a.Attacker)
		for ab := range triggeredAbilities(g.Chars(a.Attacker)) {
			if ab.Trigger == nil || ab.Trigger.Event != WhenYouExertAsItAttacks {
				continue
			}
			i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("whether to exert %s as it attacks", g.Label(a.Attacker)), Options: []string{"yes", "no"}, Rule: RuleExertAsAttacks})
			if err != nil {
				return err
			}
			if i != 0 {
				continue
			}
			g.exert(o, p)
			g.trigger(ab, o, p, event{kind: evAttacks, object: a.Attacker, player: a.Defender})
		}
	}
	return nil
}

// exert has p exert the permanent o (701.43a): it won't untap during p's
// next untap step. A permanent may be exerted again before then; every
// exertion by p ends in that same untap step (701.43b).
func (g *Game) exert(o *Object, p PlayerID) {
	g.changing(o)
	o.exertions = append(slices.Clip(o.exertions), exertion{by: p, incarnation: o.Incarnation})
	g.logf("exert", RuleExert, "%s exerts %s: it won't untap during %s's next untap step", g.players[p].Name, o.Card.Name, g.players[p].Name)
}

// exertedBy reports whether p exerted the permanent, as the object it is
// now, since p's last untap step.
func (g *Game) exertedBy(id ObjectID, p PlayerID) bool {
	o := g.object(id)
	return slices.ContainsFunc(o.exertions, func(e exertion) bool { return e.by == p && e.incarnation == o.Incarnation })
}

// endExertions ends p's exertions: their untap step has been performed,
// whether or not an exerted permanent was tapped or under their control
// (701.43a: the choice was about that one untap step).
func (g *Game) endExertions(p PlayerID) {
	for _, id := range g.battlefield {
		o := g.object(id)
		if slices.ContainsFunc(o.exertions, func(e exertion) bool { return e.by == p }) {
			g.changing(o)
			o.exertions = slices.DeleteFunc(slices.Clone(o.exertions), func(e exertion) bool { return e.by == p })
		}
	}
}
