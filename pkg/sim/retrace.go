package sim

// Retrace (702.81a) is a static ability that functions while the card is
// in a player's graveyard: "You may cast this card from your graveyard by
// discarding a land card as an additional cost to cast it." The spell is
// cast for its mana cost (following 601.2b and 601.2f-h) and, unlike
// flashback, goes where any spell goes afterwards.

// retraceCost is retrace's additional cost: discarding a land card.
var retraceCost = Cost{DiscardKind: "land"}

// castByRetrace reports whether casting o now from where it is uses
// retrace: from its owner's graveyard, not by a flashback cost.
func (g *Game) castByRetrace(o *Object, flashback bool) bool {
	return o.Zone == Graveyard && !flashback && g.Chars(o.ID).HasKeyword(KwRetrace)
}

// retraceReasons refuses casting o by retrace when p has no land card in
// hand to discard, and a card that could be cast by flashback or by
// retrace, a choice the engine doesn't ask.
func (g *Game) retraceReasons(p PlayerID, o *Object, flashback, retrace bool) []Reason {
	switch {
	case flashback && g.Chars(o.ID).HasKeyword(KwRetrace):
		return []Reason{reason([]Rule{RuleRetrace, RuleFlashback}, "choosing between %s's flashback and retrace is not supported", o.Card.Name)}
	case !retrace:
		return nil
	}
	return g.otherCostReasons(p, o, retraceCost)
}
