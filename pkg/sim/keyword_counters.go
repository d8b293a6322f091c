package sim

// Keyword counters (122.1b): a permanent with a flying counter on it has
// flying, and so on for the keywords the rule lists that the engine has.
// Each kind of keyword counter is an effect in layer 6 (613.1f) with the
// counters' timestamp (613.7c), so an ability-removing effect from before
// the counter was put on doesn't remove the keyword, and one from after
// does.

// keywordCounterKinds are the keyword counters of 122.1b the engine
// implements ("decayed" is not a keyword it has).
var keywordCounterKinds = []Keyword{KwFlying, KwFirstStrike, KwDoubleStrike, KwDeathtouch, KwExalted, KwHaste, KwHexproof,
	KwIndestructible, KwLifelink, KwMenace, KwReach, KwShadow, KwTrample, KwVigilance}

// stampCounters gives the counters of a kind on o a new timestamp, as
// counters of that kind are put on it (613.7c).
func (g *Game) stampCounters(o *Object, kind string) {
	g.changing(o)
	if o.counterStamps == nil {
		o.counterStamps = map[string]int{}
	}
	o.counterStamps[kind] = g.tick()
}

// keywordCounterEffects are the layer-6 effects of the keyword counters on
// the permanents, in battlefield order.
func (g *Game) keywordCounterEffects() []*layerEffect {
	var out []*layerEffect
	for _, id := range g.battlefield {
		o := g.object(id)
		if len(o.Counters) == 0 {
			continue // most permanents: no lookup per keyword
		}
		for _, k := range keywordCounterKinds {
			if o.Counters[string(k)] <= 0 {
				continue
			}
			stamp := max(o.timestamp, o.counterStamps[string(k)])
			out = append(out, &layerEffect{timestamp: stamp, source: id, fixed: []objectRef{o.ref()},
				mods: []Modification{AddKeywords{Keywords: []string{string(k)}}}, text: string(k) + " counter"})
		}
	}
	return out
}
