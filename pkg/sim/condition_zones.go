package sim

import "slices"

// CardsIn counts the cards in one of your zones: "there are seven or more
// cards in your graveyard" (threshold), "you have no cards in hand".
// What, when set, counts only the cards it describes ("there are four or
// more creature cards in your graveyard").
type CardsIn struct {
	Zone Zone // Graveyard or Hand
	What *Filter
	Count
}

func (c CardsIn) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	cards := *ctx.g.zoneList(ctx.you, c.Zone)
	n := len(cards)
	if c.What != nil {
		n = 0
		for _, id := range cards {
			if c.What.matches(ctx, id) {
				n++
			}
		}
	}
	return c.allows(n)
}

func (c CardsIn) reads() charBits {
	if c.What != nil {
		return readsController | c.What.reads()
	}
	return readsController
}

// CardTypesInGraveyard counts the card types among the cards in your
// graveyard (205.2a): "there are four or more card types among cards in
// your graveyard" (delirium). A card with two types counts for both.
type CardTypesInGraveyard struct {
	Count
}

func (c CardTypesInGraveyard) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	var types []string
	for _, id := range ctx.g.players[ctx.you].graveyard {
		for _, t := range ctx.chars(id).Types {
			if !slices.Contains(types, t) {
				types = append(types, t)
			}
		}
	}
	return c.allows(len(types))
}

func (CardTypesInGraveyard) reads() charBits { return readsController | readsTypes }

// LifeTotal is "you have N or more life", "you have N or less life" (119).
type LifeTotal struct {
	Count
}

func (c LifeTotal) holds(ctx filterContext) bool {
	return ctx.you != NoPlayer && c.allows(ctx.g.players[ctx.you].Life)
}

func (LifeTotal) reads() charBits { return readsController }

// AnyPlayerLife is "a player has 13 or less life": true when some player
// still in the game has such a life total.
type AnyPlayerLife struct {
	Count
}

func (c AnyPlayerLife) holds(ctx filterContext) bool {
	for _, p := range ctx.g.players {
		if !p.Lost && c.allows(p.Life) {
			return true
		}
	}
	return false
}

func (AnyPlayerLife) reads() charBits { return 0 }

// Opponents counts your opponents still in the game: "you have two or more
// opponents" (102.2, 800.4a).
type Opponents struct {
	Count
}

func (c Opponents) holds(ctx filterContext) bool {
	n := 0
	for _, p := range ctx.g.players {
		if !p.Lost && p.ID != ctx.you {
			n++
		}
	}
	return ctx.you != NoPlayer && c.allows(n)
}

func (Opponents) reads() charBits { return readsController }

// ThisIs is a condition on the ability's source itself: "as long as it's
// attacking", "if this creature is untapped".
type ThisIs struct{ Filter Filter }

func (c ThisIs) holds(ctx filterContext) bool {
	return ctx.source != 0 && c.Filter.matches(ctx, ctx.source)
}

func (c ThisIs) reads() charBits { return c.Filter.reads() }
