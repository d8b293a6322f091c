package sim

import "fmt"

// AdditionalLandPlays is "You may play an additional land on each of your
// turns." (305.2): its controller may play N more lands in each of their
// turns while it is on the battlefield.
type AdditionalLandPlays struct{ N int }

func (AdditionalLandPlays) static() {}

// AdditionalLandThisTurn is "You may play an additional land this turn."
// (305.2): the controller may play N more lands this turn.
type AdditionalLandThisTurn struct{ N int }

func (e AdditionalLandThisTurn) apply(g *Game, r *resolution) error {
	if r.controller == NoPlayer {
		return nil
	}
	p := g.players[r.controller]
	p.extraLandPlays += e.N
	g.logf("land plays", RuleOneLandPerTurn, "%s may play %d more land(s) this turn", p.Name, e.N)
	return nil
}

// landPlays is how many lands p may play this turn (305.2, 305.2a): one,
// and one more for each additional land play the static abilities of the
// permanents p controls and this turn's effects give.
func (g *Game) landPlays(p PlayerID) int {
	n := 1 + g.players[p].extraLandPlays
	for _, id := range g.battlefield {
		if g.Controller(id) != p {
			continue
		}
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			if s, ok := a.Static.(AdditionalLandPlays); ok {
				n += s.N
			}
		}
	}
	return n
}

// landsText is "a land" or "N lands".
func landsText(n int) string {
	if n == 1 {
		return "a land"
	}
	return fmt.Sprintf("%d lands", n)
}
