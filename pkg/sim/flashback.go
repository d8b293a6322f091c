package sim

import "strings"

// castCost is the cost p pays to cast the card o from where it is, and
// whether that is its flashback cost: its mana cost from p's hand (or the
// alternative cost of a keyword: dash, 702.109a; evoke, 702.74a) or from
// exile with a permission to play it, its flashback cost from p's
// graveyard (702.34a).
// ok is false where p may not cast it so.
func (g *Game) castCost(p PlayerID, o *Object, alt Keyword) (cost ManaCost, flashback, ok bool) {
	if alt == "" && g.mayPlayFromExile(p, o) { // "you may play that card" (601.3)
		return o.Card.ManaCost, false, true
	}
	if o.Owner != p {
		return cost, false, false
	}
	switch o.Zone {
	case Hand:
		if alt != "" {
			c, ok := keywordCost(g.Chars(o.ID), alt)
			return c, false, ok
		}
		return o.Card.ManaCost, false, true
	case Graveyard:
		if c, ok := keywordCost(g.Chars(o.ID), KwFlashback); ok {
			return c, true, true
		}
		if alt == "" && g.graveyardCastKeyword(o, false) != "" { // retrace, jump-start (702.81a, 702.133a)
			return o.Card.ManaCost, false, true
		}
	}
	return cost, false, false
}

// keywordCost is the mana cost of an object's keyword ability with a cost
// ("flashback {2}{R}", "dash {2}{B}").
func keywordCost(c *Characteristics, kw Keyword) (ManaCost, bool) {
	for _, k := range keywordsWith(c, kw) {
		if m, err := ParseManaCost(strings.TrimPrefix(k, string(kw)+" ")); err == nil {
			return m, true
		}
	}
	return ManaCost{}, false
}

// markFlashback remembers that the spell o was cast by its flashback cost,
// for as long as it stays on the stack.
func (g *Game) markFlashback(o *Object) {
	g.changing(o)
	o.flashbackAt = o.timestamp
	g.logf("cast", RuleFlashback, "%s is cast from its owner's graveyard by paying its flashback cost", o.Card.Name)
}

// exiledInstead applies the replacement effects of flashback and unearth:
// a spell cast by its flashback cost that would leave the stack (702.34a),
// and an unearthed permanent that would leave the battlefield (702.84a),
// for anywhere but exile, is exiled instead.
func (g *Game) exiledInstead(id ObjectID, to Zone) bool {
	o := g.object(id)
	if to == Exile {
		return false
	}
	switch {
	case o.Zone == Stack && o.flashbackAt != 0 && o.flashbackAt == o.timestamp:
		g.logf("replace", RuleFlashback, "%s was cast by its flashback cost and would leave the stack; it is exiled instead", o.Card.Name)
	case g.jumpStartExiles(o): // 702.133a
	case o.Zone == Battlefield && o.unearthedAt != 0 && o.unearthedAt == o.timestamp:
		g.logf("replace", RuleUnearth, "%s was unearthed and would leave the battlefield; it is exiled instead", o.Card.Name)
	default:
		return false
	}
	return true
}

// selfTargetReasons refuses a spell that would target itself: the card is
// on the stack when its targets are chosen (601.2a, 601.2c), and a spell
// on the stack is an illegal target for itself (115.5). It matters for a
// card cast from a graveyard that could target cards there.
func (g *Game) selfTargetReasons(id ObjectID, targets []Target) []Reason {
	for _, t := range targets {
		if !t.IsPlayer() && t.Object == id {
			return []Reason{reason([]Rule{RuleSelfTarget}, "%s would be on the stack as its targets are chosen, and a spell can't target itself", g.name(id))}
		}
	}
	return nil
}
