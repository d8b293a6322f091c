package grammar

import "strings"

// Moving cards between zones: a revealed hand's card chosen for discard
// (701.9b, 701.20a), cards returned from a graveyard to the hand or put
// onto the battlefield (400.7, 110.2a), a whole hand discarded (701.9a) and
// discards at random (701.9b).
func init() {
	holes["revealpick"] = phraseBefore(" from it")
	holes["gravecards"] = anyGraveyardCard
	holes["oppgravecards"] = opponentsGraveyardCards
	holes["graveyardof"] = func(sc *scanner, i int) []cand { return oneOf(sc, i, graveyardOwners) }
	effects = append(effects,
		// "Target opponent reveals their hand. You choose a nonland card
		// from it. That player discards that card." (701.20a, 701.9b)
		tmpl("reveal_discard", "{player} reveals their hand. You choose {revealpick} from it. That player discards that card"),
		tmpl("reveal_discard/mv", "{player} reveals their hand. You choose {revealpick} from it with mana value {n} or less. That player discards that card"),
		// "Put target creature card from a graveyard onto the battlefield
		// under your control" (110.2a).
		tmpl("put_card_onto_battlefield", "put {gravecards} onto the battlefield under your control"),
		// "Return all creature cards from your graveyard to the
		// battlefield": a group found as the effect happens.
		tmpl("return_all/battlefield", "return {all} to the battlefield"),
		tmpl("return_all/battlefield", "return {eachobj} to the battlefield"),
		tmpl("return_all/hand", "return {all} to your hand"),
		tmpl("return_all/hand", "return {eachobj} to your hand"),
		tmpl("return_all/battlefield_yours", "put {all} onto the battlefield under your control"),
		// "Return all artifacts to their owners' hands." (400.3)
		tmpl("return_all/owners_hands", "return {all} to their owners' hands"),
		tmpl("return_all/owners_hands", "return {all} to their owner's hand"),
		// "return the exiled card to the battlefield under its owner's
		// control": the card a linked ability exiled (607.2a)
		tmpl("return_exiled", "return the exiled card to the battlefield under its owner's control"),
		// "Exile target card from an opponent's graveyard.", "Return two
		// target cards from an opponent's graveyard to their hand." (400.3)
		tmpl("exile_from_their_graveyard", "exile {oppgravecards}"),
		tmpl("return_to_their_hand", "return {oppgravecards} to their hand"),
		// "Exile target player's graveyard." (406.3)
		tmpl("exile_graveyard", "exile {graveyardof} graveyard"),
		// "Discard your hand, then draw three cards." (701.9a)
		tmpl("discard_hand", "discard your hand"),
		tmpl("discard_hand_then_draw", "discard your hand, then draw {cards}"),
		tmpl("player_discards_hand", "{player} discards their hand"),
		tmpl("player_discards_hand_then_draws", "{player} discards their hand, then draws {cards}"),
		// "Discard a card at random." (701.9b)
		tmpl("discard_random", "discard {cards} at random"),
		tmpl("draw_then_discard_random", "draw {cards}, then discard {cards} at random"),
		tmpl("discard_random_then_draw", "discard {cards} at random, then draw {cards}"),
		// "Exile target creature you control, then return that card to the
		// battlefield under its owner's control." (400.7)
		tmpl("exile_and_return", "exile {permanent}, then return {returned} to the battlefield{returnhow}"),
		// "Search your library for a card, put that card into your
		// graveyard, then shuffle." (701.23a)
		tmpl("search/graveyard", "search your library for {object}, put that card into your graveyard, then shuffle"),
		tmpl("search/graveyard", "search your library for {object}, put it into your graveyard, then shuffle"),
		tmpl("search_n/graveyard", "search your library for up to {n} {object}, put them into your graveyard, then shuffle"),
	)
	// "Whenever an opponent discards a card" (701.9a): once for each card.
	triggers = append(triggers,
		tmpl("discards/opponent", "Whenever an opponent discards a card"),
		tmpl("discards/any", "Whenever a player discards a card"),
		tmpl("discards/you", "Whenever you discard a card"),
		// cycling discards the card (702.29a): "cycle or discard" triggers
		// once for a card cycled
		tmpl("discards/you", "Whenever you cycle or discard a card"),
		// "Whenever a creature is put into your graveyard from the
		// battlefield": it dies (700.4) and you own it (404.1)
		tmpl("event:dies/yours", "Whenever {group} is put into your graveyard from the battlefield"),
	)
	holes["returned"] = closedList([]string{"that card", "it"})
	holes["returnhow"] = closedList(returnHows)
}

// anyGraveyardCard reads a target card in a graveyard, whoever's: "target
// creature card from an opponent's graveyard", "target land card from a
// graveyard", "target creature card from your graveyard".
func anyGraveyardCard(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range targetEnding(sc, i, "card", " from your graveyard", " from a graveyard", " from an opponent's graveyard") {
		if hasAnyWord(strings.ToLower(c.v.(Obj).Phrase), "card") {
			out = append(out, c)
		}
	}
	return out
}

// anotherTargetEnding reads "another target PHRASE" where the phrase ends
// with one of endings: a target that can't be the source itself (109.5),
// its object phrase starting with "another".
func anotherTargetEnding(sc *scanner, i int, typ string, endings ...string) []cand {
	j, ok := sc.lit(i, "another target ")
	if !ok {
		return nil
	}
	var out []cand
	for _, p := range objectPhrase(sc, j, true) {
		for _, e := range endings {
			if strings.HasSuffix(p.lower, e) {
				out = append(out, cand{Obj{Kind: ObjTarget, Types: []string{typ}, Text: sc.s[i:p.end], Phrase: "another " + p.orig}, p.end})
				break
			}
		}
	}
	if out == nil {
		sc.fail(j)
	}
	return out
}

// returnHows are how a card exiled returns to the battlefield: under whose
// control (110.2a), tapped, with a counter (614.1c).
var returnHows = []string{
	" under its owner's control",
	" under your control",
	" tapped under its owner's control",
	" tapped under your control",
	" under its owner's control with a +1/+1 counter on it",
	" under your control with a +1/+1 counter on it",
}

// graveyardOwners are whose graveyard an effect exiles.
var graveyardOwners = []Obj{
	{Kind: ObjTarget, Types: []string{"player"}, Text: "target player's"},
	{Kind: ObjTarget, Types: []string{"opponent"}, Text: "target opponent's"},
	{Kind: ObjEach, Types: []string{"each opponent"}, Text: "each opponent's"},
	{Kind: ObjThatPlayer, Text: "that player's"},
}

// opponentsGraveyardCards reads target cards in an opponent's graveyard:
// "target card from an opponent's graveyard", "two target cards from an
// opponent's graveyard".
func opponentsGraveyardCards(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range targetEnding(sc, i, "card", " from an opponent's graveyard") {
		if hasAnyWord(strings.ToLower(c.v.(Obj).Phrase), "card", "cards") {
			out = append(out, c)
		}
	}
	return out
}
