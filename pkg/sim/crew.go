package sim

import (
	"fmt"
	"slices"
	"strings"
)

// crewStop is the answer that ends the choice of creatures to crew with.
const crewStop = "no more creatures"

// crewAbility is the activated ability "crew N" stands for (702.122a):
// "Tap any number of other untapped creatures you control with total power
// N or greater: This permanent becomes an artifact creature until end of
// turn."
func crewAbility(k string) *Ability {
	n, err := keywordNumber(strings.TrimPrefix(k, string(KwCrew)+" "))
	if err != nil {
		return nil
	}
	return &Ability{Kind: ActivatedAbility, Text: fmt.Sprintf("Crew %d", n), Name: "crew", Cost: Cost{Crew: n},
		Effects: []Effect{ApplyModifications{What: ItsSource(), Mods: []Modification{AddTypes{Types: []string{"artifact", "creature"}}}, Until: UntilEndOfTurn, Rule: RuleCrew}}}
}

// crewCandidates are the creatures p could tap to crew o: the other
// untapped creatures p controls (702.122a). Tapping for a cost without {T}
// doesn't care about summoning sickness (302.6).
func (g *Game) crewCandidates(p PlayerID, o *Object) []ObjectID {
	var out []ObjectID
	for _, id := range g.battlefield {
		if id != o.ID && !g.object(id).Tapped && g.IsCreature(id) && g.Controller(id) == p {
			out = append(out, id)
		}
	}
	return out
}

// positivePower is the most a set of creatures can add to a total power.
func (g *Game) positivePower(ids []ObjectID) int {
	total := 0
	for _, id := range ids {
		total += max(g.Chars(id).Power, 0)
	}
	return total
}

// crewReasons refuses a crew cost p can't pay: the other untapped creatures
// p controls don't have total power N (702.122a).
func (g *Game) crewReasons(p PlayerID, o *Object, c Cost) []Reason {
	if c.Crew == 0 {
		return nil
	}
	if have := g.positivePower(g.crewCandidates(p, o)); have < c.Crew {
		return []Reason{reason([]Rule{RuleCrew}, "the other untapped creatures %s controls have total power %d, less than %d", g.players[p].Name, have, c.Crew)}
	}
	return nil
}

// payCrew pays a crew cost: p chooses creatures one at a time, any of them
// while the total power N can still be reached, and may stop once it is
// (702.122a: "any number of ... with total power N or greater"); then they
// are tapped together. A question with one answer is not asked.
func (g *Game) payCrew(p PlayerID, o *Object, c Cost) error {
	if c.Crew == 0 {
		return nil
	}
	left := g.crewCandidates(p, o)
	var chosen []ObjectID
	total := 0
	for len(left) > 0 {
		var options []ObjectID
		var labels []string
		for i, id := range left {
			others := slices.Delete(slices.Clone(left), i, i+1)
			if total+g.Chars(id).Power+g.positivePower(others) >= c.Crew {
				options = append(options, id)
				labels = append(labels, g.Label(id))
			}
		}
		if total >= c.Crew {
			labels = append(labels, crewStop)
		}
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("a creature to tap for %s's crew %d (total power %d so far)", o.Card.Name, c.Crew, total), Options: labels, Rule: RuleCrew})
		if err != nil {
			return err
		}
		if i == len(options) {
			break
		}
		chosen = append(chosen, options[i])
		total += g.Chars(options[i]).Power
		picked := options[i]
		left = slices.DeleteFunc(left, func(x ObjectID) bool { return x == picked })
	}
	for _, id := range chosen {
		g.tap(id, RuleCrew)
	}
	g.logf("pay", RuleCrew, "%s crews %s with total power %d", g.players[p].Name, o.Card.Name, total)
	return nil
}
