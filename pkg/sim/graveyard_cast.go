package sim

// Retrace (702.81a) and jump-start (702.133a) let a player cast a card
// from their graveyard for its mana cost with a discard as an additional
// cost (following 601.2b and 601.2f-h): retrace "by discarding a land card
// as an additional cost to cast it", jump-start "by discarding a card". A
// spell cast by retrace then goes where any spell goes; one cast by
// jump-start is exiled instead of going anywhere else whenever it would
// leave the stack.

// graveyardCastCosts are the additional costs of the graveyard-casting
// keywords.
var graveyardCastCosts = map[Keyword]Cost{
	KwRetrace:   {DiscardKind: "land"},
	KwJumpStart: {Discard: 1},
}

// graveyardCastKeyword is the keyword by which o is cast from where it is
// now, or "": retrace or jump-start, from its owner's graveyard, when it
// isn't cast by a flashback cost. A card that could be cast by more than
// one of them (or by flashback too) asks a choice the engine doesn't
// support, which graveyardCastReasons refuses.
func (g *Game) graveyardCastKeyword(o *Object, flashback bool) Keyword {
	if o.Zone != Graveyard || flashback {
		return ""
	}
	c := g.Chars(o.ID)
	for _, k := range []Keyword{KwRetrace, KwJumpStart} {
		if c.HasKeyword(k) {
			return k
		}
	}
	return ""
}

// graveyardCastReasons refuses casting o by retrace or jump-start when p
// can't pay the discard, a card that could be cast from the graveyard in
// more than one of these ways, and jump-start for a spell that isn't an
// instant or sorcery (702.133a).
func (g *Game) graveyardCastReasons(p PlayerID, o *Object, flashback bool, k Keyword) []Reason {
	if o.Zone != Graveyard {
		return nil
	}
	c := g.Chars(o.ID)
	ways := 0
	for _, w := range []Keyword{KwFlashback, KwRetrace, KwJumpStart} {
		if len(keywordsWith(c, w)) > 0 {
			ways++
		}
	}
	switch {
	case ways > 1:
		return []Reason{reason([]Rule{RuleRetrace, RuleJumpStart, RuleFlashback}, "choosing among %s's ways to be cast from the graveyard is not supported", o.Card.Name)}
	case k == "":
		return nil
	case k == KwJumpStart && !c.HasType("instant") && !c.HasType("sorcery"):
		return []Reason{reason([]Rule{RuleJumpStart}, "jump-start casts only an instant or sorcery spell")}
	}
	return g.otherCostReasons(p, o, graveyardCastCosts[k])
}

// payGraveyardCast pays the discard of retrace or jump-start, and
// remembers a spell cast by jump-start.
func (g *Game) payGraveyardCast(p PlayerID, o *Object, k Keyword, paid *resolution) error {
	if k == "" {
		return nil
	}
	if err := g.payOtherCosts(p, o, graveyardCastCosts[k], paid); err != nil {
		return err
	}
	if k == KwJumpStart {
		g.changing(o)
		o.jumpStartedAt = o.timestamp
	}
	g.logf("cast", graveyardCastRule(k), "%s is cast from %s's graveyard by %s", o.Card.Name, g.players[p].Name, k)
	return nil
}

// graveyardCastRule is the rule of a graveyard-casting keyword.
func graveyardCastRule(k Keyword) Rule {
	if k == KwJumpStart {
		return RuleJumpStart
	}
	return RuleRetrace
}

// jumpStartExiles reports (and logs) whether o is a spell cast by
// jump-start that would leave the stack for anywhere but exile (702.133a).
func (g *Game) jumpStartExiles(o *Object) bool {
	if o.Zone != Stack || o.jumpStartedAt == 0 || o.jumpStartedAt != o.timestamp {
		return false
	}
	g.logf("replace", RuleJumpStart, "%s was cast by jump-start and would leave the stack; it is exiled instead", o.Card.Name)
	return true
}
