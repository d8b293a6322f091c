package sim

import (
	"fmt"
	"math/bits"
	"slices"
)

// Goad goads each creature of What (701.15a): until the next turn of the
// controller of the spell or ability, the creature is goaded by that
// player. Goading it again by the same player adds nothing (701.15d).
type Goad struct{ What Subject }

func (e Goad) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return nil
	}
	ids, err := g.permanents(e.What, r)
	if err != nil || len(ids) == 0 {
		return err
	}
	m := Goaded{By: r.controller}
	g.addEffect(&continuousEffect{source: r.source, affected: g.refs(ids), until: UntilYourNextTurn, mods: []Modification{m},
		text: m.String() + UntilYourNextTurn.suffix(), nextTurnOf: r.controller})
	for _, id := range ids {
		g.logf("goad", RuleGoad, "%s is goaded by %s until %s's next turn", g.name(id), g.players[r.controller].Name, g.players[r.controller].Name)
	}
	return nil
}

// Goaded is the goaded designation given by a player (701.15b), applied
// with the rules-changing effects.
type Goaded struct{ By PlayerID }

func (Goaded) layer() layer { return layerRules }

func (m Goaded) apply(c *Characteristics, _ modContext, _ ObjectID) {
	if m.By >= 0 && m.By < 64 {
		c.GoadedBy |= 1 << m.By
	}
}

func (m Goaded) String() string { return fmt.Sprintf("is goaded by player %d", m.By) }

// goadReasons refuses a declaration of attackers that obeys fewer of the
// goad requirements than it could (508.1d, 701.15b, 701.15c): each player
// who goaded a creature requires it to attack if able, and to attack a
// player other than them if able. A creature's requirements don't depend
// on the others', so each is checked on its own: it attacks if it can,
// and attacks a player who goaded it the fewest times it can.
func (g *Game) goadReasons(attacks []Attack, chosen []ObjectID) []Reason {
	var reasons []Reason
	for _, id := range g.battlefield {
		goaders := g.Chars(id).GoadedBy
		if goaders == 0 || g.Controller(id) != g.turn.Active {
			continue
		}
		best := -1 // the most "other than" requirements any legal defender obeys
		for _, p := range g.opponents(g.turn.Active) {
			if len(g.attackReasons(Attack{Attacker: id, Defender: p})) == 0 {
				best = max(best, obeyedOtherThan(goaders, p))
			}
		}
		if best < 0 {
			continue // it can't attack: no requirement can be obeyed
		}
		k := slices.Index(chosen, id)
		switch {
		case k < 0:
			reasons = append(reasons, reason([]Rule{RuleAttackRequirement, RuleGoadRequirements}, "%s is goaded: it attacks each combat if able, and it is able to attack", g.name(id)))
		case obeyedOtherThan(goaders, attacks[k].Defender) < best:
			reasons = append(reasons, reason([]Rule{RuleAttackRequirement, RuleGoadRequirements}, "%s is goaded by %s: it attacks a player other than the one who goaded it if able, and it is able to",
				g.name(id), g.players[attacks[k].Defender].Name))
		}
	}
	return reasons
}

// obeyedOtherThan counts the goaders whose "attacks a player other than
// you" requirement an attack on p obeys.
func obeyedOtherThan(goaders uint64, p PlayerID) int {
	n := bits.OnesCount64(goaders)
	if p >= 0 && p < 64 && goaders&(1<<p) != 0 {
		n--
	}
	return n
}
