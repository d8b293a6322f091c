package sim

import (
	"fmt"
	"slices"
)

// convokeGeneric is the answer for a convoking creature that pays one
// generic mana.
const convokeGeneric = "generic mana"

// convokeCost is what is left of a spell's total cost to pay with mana
// after the creatures p convokes it with (702.51a): each pays one generic
// mana, or one mana of a color it has. When a creature could pay either, p
// chooses (601.2h). Convoking with no creature leaves the cost as it is;
// otherwise X is folded into the generic part (702.51b: convoke applies to
// the total cost).
func (g *Game) convokeCost(p PlayerID, id ObjectID, creatures []ObjectID, cost ManaCost, x int) (ManaCost, []Reason, error) {
	if len(creatures) == 0 {
		return cost, nil, nil
	}
	var reasons []Reason
	if !g.Chars(id).HasKeyword(KwConvoke) {
		return cost, []Reason{reason([]Rule{RuleConvoke}, "%s doesn't have convoke", g.name(id))}, nil
	}
	for i, c := range creatures {
		o := g.objects[c]
		switch {
		case slices.Contains(creatures[:i], c):
			reasons = append(reasons, reason([]Rule{RuleConvoke}, "%s is named twice", g.name(c)))
		case o.Zone != Battlefield || !g.IsCreature(c) || g.Controller(c) != p:
			reasons = append(reasons, reason([]Rule{RuleConvoke}, "%s is not a creature %s controls", g.name(c), g.players[p].Name))
		case o.Tapped:
			reasons = append(reasons, reason([]Rule{RuleConvoke}, "%s is tapped", g.name(c)))
		}
	}
	if len(reasons) > 0 {
		return cost, reasons, nil
	}
	left := ManaCost{Generic: cost.Generic + cost.XCount*x, Specific: cost.Specific}
	for _, c := range creatures {
		var pays []ManaType // a color, or Colorless for generic mana
		var labels []string
		for _, t := range Colors {
			if g.Chars(c).HasColor(t) && left.Specific[t] > 0 {
				pays, labels = append(pays, t), append(labels, t.Symbol())
			}
		}
		if left.Generic > 0 {
			pays, labels = append(pays, Colorless), append(labels, convokeGeneric)
		}
		if len(pays) == 0 {
			return cost, []Reason{reason([]Rule{RuleConvoke}, "%s can pay no mana left in %s's cost", g.name(c), g.name(id))}, nil
		}
		k, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("the mana %s pays by convoking %s", g.name(c), g.name(id)), Options: labels, Rule: RuleConvoke})
		if err != nil {
			return cost, nil, err
		}
		if pays[k] == Colorless {
			left.Generic--
		} else {
			left.Specific[pays[k]]--
		}
	}
	return left, nil, nil
}

// tapConvokers taps the creatures that convoked a spell, as its cost is
// paid (702.51c, 601.2h).
func (g *Game) tapConvokers(p PlayerID, id ObjectID, creatures []ObjectID) {
	for _, c := range creatures {
		g.tap(c, RuleConvoke)
	}
	if len(creatures) > 0 {
		g.logf("pay", RuleConvoke, "%s convokes %s with %d creature(s)", g.players[p].Name, g.name(id), len(creatures))
	}
}
