package sim

import "fmt"

// rampageAbility is the triggered ability "rampage N" stands for
// (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until
// end of turn for each creature blocking it beyond the first." Each
// instance triggers separately (702.23c).
func rampageAbility(k string) *Ability {
	n, ok := keywordN(k, KwRampage)
	if !ok {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Rampage %d", n), Name: "rampage",
		Trigger: &Trigger{Event: WhenBecomesBlocked}, Effects: []Effect{rampageBonus{n}}}
}

// rampageBonus counts the creatures blocking the source as the ability
// resolves, once (702.23b): blockers added or removed later don't change
// the bonus.
type rampageBonus struct{ n int }

func (e rampageBonus) apply(g *Game, r *resolution) error {
	blockers := 0
	if g.combat != nil {
		for _, b := range g.combat.blockers {
			if b.attacker == r.source {
				blockers++
			}
		}
	}
	g.logf("rampage", RuleRampage, "%d creature(s) block %s", blockers, g.name(r.source))
	if blockers < 2 {
		return nil
	}
	k := (blockers - 1) * e.n
	return ApplyModifications{What: ItsSource(), Mods: []Modification{ModifyPT{k, k}}, Until: UntilEndOfTurn, Rule: RuleRampage}.apply(g, r)
}
