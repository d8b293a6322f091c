package sim

import (
	"slices"
	"strings"
)

// Delve (702.66a) is a static ability that functions while the spell is on
// the stack: "For each generic mana in this spell's total cost, you may
// exile a card from your graveyard rather than pay that mana." It is not an
// additional or alternative cost and applies once the total cost is
// determined (702.66b); the cards are exiled as the cost is paid (601.2h).
// It pays generic mana only, and never changes the spell's mana cost or
// mana value. Instances are redundant (702.66c).

// delveCost is what is left of a spell's total cost to pay after the cards
// of p's graveyard named to delve it, each paying one generic mana; it
// refuses a spell without delve, a card named twice or not in p's
// graveyard, and more cards than the cost has generic mana.
func (g *Game) delveCost(p PlayerID, id ObjectID, cards []ObjectID, cost ManaCost) (ManaCost, []Reason) {
	if len(cards) == 0 {
		return cost, nil
	}
	if !g.Chars(id).HasKeyword(KwDelve) {
		return cost, []Reason{reason([]Rule{RuleDelve}, "%s doesn't have delve", g.name(id))}
	}
	var reasons []Reason
	for i, c := range cards {
		o := g.object(c)
		switch {
		case slices.Contains(cards[:i], c):
			reasons = append(reasons, reason([]Rule{RuleDelve}, "%s is named twice", g.name(c)))
		case o.Zone != Graveyard || o.Owner != p:
			reasons = append(reasons, reason([]Rule{RuleDelve}, "%s is not a card in %s's graveyard", g.name(c), g.players[p].Name))
		}
	}
	if len(reasons) > 0 {
		return cost, reasons
	}
	if len(cards) > cost.Generic {
		return cost, []Reason{reason([]Rule{RuleDelve}, "%d card(s) exiled can pay only the %d generic mana of %s's total cost", len(cards), cost.Generic, g.name(id))}
	}
	cost.Generic -= len(cards)
	return cost, nil
}

// exileDelved exiles the cards that delve a spell, as its cost is paid
// (702.66a, 601.2h).
func (g *Game) exileDelved(p PlayerID, id ObjectID, cards []ObjectID) {
	if len(cards) == 0 {
		return
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = g.name(c)
		g.move(c, Exile, NoPlayer)
	}
	g.logf("pay", RuleDelve, "%s pays for %s with delve by exiling %d card(s) from their graveyard: %s", g.players[p].Name, g.name(id), len(cards), strings.Join(names, ", "))
}
