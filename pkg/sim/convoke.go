package sim

import (
	"fmt"
	"slices"
	"strings"
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
	if reasons := g.tapHelperReasons(p, id, KwConvoke, "creature", creatures, nil, RuleConvoke); len(reasons) > 0 {
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

// tapHelperReasons checks the permanents named to help pay for spell id by
// tapping (convoke, improvise): the spell has the keyword, and each is an
// untapped permanent of the type p controls, named once and not already
// named in taken.
func (g *Game) tapHelperReasons(p PlayerID, id ObjectID, k Keyword, typ string, helpers, taken []ObjectID, rule Rule) []Reason {
	if !g.Chars(id).HasKeyword(k) {
		return []Reason{reason([]Rule{rule}, "%s doesn't have %s", g.name(id), k)}
	}
	var reasons []Reason
	for i, c := range helpers {
		o := g.object(c)
		switch {
		case slices.Contains(helpers[:i], c) || slices.Contains(taken, c):
			reasons = append(reasons, reason([]Rule{rule}, "%s is named twice", g.name(c)))
		case o.Zone != Battlefield || !g.Chars(c).HasType(typ) || g.Controller(c) != p:
			reasons = append(reasons, reason([]Rule{rule}, "%s is not %s %s %s controls", g.name(c), article(typ), typ, g.players[p].Name))
		case o.Tapped:
			reasons = append(reasons, reason([]Rule{rule}, "%s is tapped", g.name(c)))
		}
	}
	return reasons
}

// article is "a" or "an" for a word.
func article(w string) string {
	if strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}

// improviseCost is what is left of a spell's cost after the artifacts p
// improvises it with (702.126a): each pays one generic mana.
func (g *Game) improviseCost(p PlayerID, id ObjectID, artifacts, convokers []ObjectID, cost ManaCost, x int) (ManaCost, []Reason) {
	if len(artifacts) == 0 {
		return cost, nil
	}
	if reasons := g.tapHelperReasons(p, id, KwImprovise, "artifact", artifacts, convokers, RuleImprovise); len(reasons) > 0 {
		return cost, reasons
	}
	left := ManaCost{Generic: cost.Generic + cost.XCount*x, Specific: cost.Specific}
	if len(artifacts) > left.Generic {
		return cost, []Reason{reason([]Rule{RuleImprovise}, "%d artifact(s) can pay only the %d generic mana of %s's cost", len(artifacts), left.Generic, g.name(id))}
	}
	left.Generic -= len(artifacts)
	return left, nil
}

// tapHelpers taps the permanents that convoked or improvised a spell, as
// its cost is paid (702.51c, 702.126a, 601.2h).
func (g *Game) tapHelpers(p PlayerID, id ObjectID, helpers []ObjectID, k Keyword, rule Rule) {
	for _, c := range helpers {
		g.tap(c, rule)
	}
	if len(helpers) > 0 {
		g.logf("pay", rule, "%s pays for %s with %s by tapping %d permanent(s)", g.players[p].Name, g.name(id), k, len(helpers))
	}
}
