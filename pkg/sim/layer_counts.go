package sim

// layerCounts remembers, while one layer applies, how many objects a filter
// of a "for each" finds for a player, so that permanents that count each
// other ("this creature gets +1/+1 for each other creature you control" on
// every creature of a board) count once per filter and player, not once
// each: the layer costs time in proportion to the board, not to its
// square. It holds only for filters that read nothing the layer changes
// and nothing of their source but "other" (countsAlikeForEverySource).
type layerCounts map[layerCountKey]int

// layerCountKey is a filter read for a player.
type layerCountKey struct {
	filter *Filter
	you    PlayerID
}

// count is the number of objects f finds in ctx, from the memory of the
// layer when counts is not nil and f allows it.
func (counts layerCounts) count(g *Game, f *Filter, ctx filterContext) int {
	if counts == nil || !f.countsAlikeForEverySource() {
		return g.countMatching(f, ctx)
	}
	anySource := ctx
	anySource.source = 0
	key := layerCountKey{f, ctx.you}
	n, ok := counts[key]
	if !ok {
		n = g.countMatching(f, anySource)
		counts[key] = n
	}
	if f.Another && ctx.source != 0 && f.matches(anySource, ctx.source) {
		n-- // "other": the source is not counted (109.5)
	}
	return n
}

// countsAlikeForEverySource reports whether f finds the same objects for
// every source but the source itself ("other"), and whether what it reads
// stays as it is while the layer of power and toughness applies (613.4c,
// the only layer with "for each" counts): card types, colors, keywords,
// controller, name, mana value, counters, tapped and combat status; in any
// zone. A field added to Filter is not counted this way until it is listed
// (see setsNothingBut).
func (f *Filter) countsAlikeForEverySource() bool {
	if f.Controller == ThatPlayerControls || f.Owner == ThatPlayerControls {
		return false // the player of the event being handled
	}
	for _, c := range f.Compare {
		if c.Stat != StatManaValue {
			return false // power and toughness change in the layer
		}
	}
	return f.setsNothingBut(func(rest *Filter) {
		clearWhatAnObjectIs(rest)
		rest.Zones = nil
	})
}
