package sim

import "fmt"

// ModifyPTForEach adds Power/Toughness for each object passing Each, read
// for the controller of the effect's source: "This creature gets +1/+1 for
// each other creature you control" (layer 7c, 613.4c); or, with Counter
// set instead, for each counter of that kind on the source ("for each oil
// counter on it"). A static ability's effect is not locked in (611.3a):
// the number is counted again each time the layer applies, from the
// characteristics the earlier layers gave.
type ModifyPTForEach struct {
	Power, Toughness int
	Each             *Filter
	Counter          string
	// Domain counts the basic land types among lands the source's
	// controller controls instead.
	Domain bool
}

func (ModifyPTForEach) layer() layer { return layerPTModifying }

func (m ModifyPTForEach) apply(c *Characteristics, ctx modContext, _ ObjectID) {
	if c.HasPT {
		c.Power += m.Power * ctx.forEach
		c.Toughness += m.Toughness * ctx.forEach
	}
}

func (m ModifyPTForEach) String() string {
	if m.Domain {
		return fmt.Sprintf("gets %+d/%+d for each basic land type among lands you control", m.Power, m.Toughness)
	}
	if m.Each == nil {
		return fmt.Sprintf("gets %+d/%+d for each %s counter on it", m.Power, m.Toughness, m.Counter)
	}
	return fmt.Sprintf("gets %+d/%+d for each %s", m.Power, m.Toughness, m.Each.Phrase)
}

// forEachCount counts, for the effect's first ModifyPTForEach, the objects
// its filter finds in chars (the characteristics as far as the layers have
// gone), read for the source's controller; 0 when it has none. counts, when
// not nil, is the layer's memory of such counts.
func (g *Game) forEachCount(e *layerEffect, chars func(ObjectID) *Characteristics, counts layerCounts) int {
	for _, m := range e.mods {
		if f, ok := m.(ModifyPTForEach); ok && f.Domain {
			if e.source == 0 {
				return 0
			}
			return g.basicLandTypesIn(chars(e.source).Controller, chars)
		} else if ok && f.Each == nil {
			if e.source == 0 {
				return 0
			}
			return g.object(e.source).Counters[f.Counter]
		} else if ok {
			you := NoPlayer
			if e.source != 0 {
				you = chars(e.source).Controller
			}
			return counts.count(g, f.Each, filterContext{g: g, source: e.source, you: you, chars: chars, objects: g.Object})
		}
	}
	return 0
}

// isForEach reports whether m counts objects, which reads the game.
func isForEach(m Modification) bool {
	_, ok := m.(ModifyPTForEach)
	return ok
}

// forEachReads is what the effect's ModifyPTForEach counts read, for the
// dependency test (613.8a).
func forEachReads(e *layerEffect) charBits {
	var r charBits
	for _, m := range e.mods {
		if f, ok := m.(ModifyPTForEach); ok && f.Each != nil {
			r |= f.Each.reads() | readsController
		} else if ok && f.Domain {
			r |= readsTypes | readsController
		}
	}
	return r
}
