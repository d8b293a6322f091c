package sim

import "slices"

// CardsIn counts the cards in one of your zones: "there are seven or more
// cards in your graveyard" (threshold), "you have no cards in hand".
type CardsIn struct {
	Zone Zone // Graveyard or Hand
	Op   CompareOp
	N    int
}

func (c CardsIn) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	return c.Op.holds(len(*ctx.g.zoneList(ctx.you, c.Zone)), c.N)
}

func (CardsIn) reads() charBits { return readsController }

// CardTypesInGraveyard counts the card types among the cards in your
// graveyard (205.2a): "there are four or more card types among cards in
// your graveyard" (delirium). A card with two types counts for both.
type CardTypesInGraveyard struct {
	Op CompareOp
	N  int
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
	return c.Op.holds(len(types), c.N)
}

func (CardTypesInGraveyard) reads() charBits { return readsController | readsTypes }

// LifeTotal is "you have N or more life", "you have N or less life" (119).
type LifeTotal struct {
	Op CompareOp
	N  int
}

func (c LifeTotal) holds(ctx filterContext) bool {
	return ctx.you != NoPlayer && c.Op.holds(ctx.g.players[ctx.you].Life, c.N)
}

func (LifeTotal) reads() charBits { return readsController }
