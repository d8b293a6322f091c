package sim

import (
	"slices"
)

// copyEffect is a copy effect on one object (613.2a, 707.1): the copiable
// values it gives, found once as it began (707.2b) with the exceptions of
// the copying process already part of them (707.9a, 707.9b). It applies
// in layer 1 to the object it was made for: a permanent that entered as a
// copy while it stays on the battlefield (400.7), a token that's a copy
// wherever it is.
type copyEffect struct {
	values      *Characteristics
	incarnation int
	// counters are the counters it enters with besides, an exception
	// that is an additional effect (707.9e): counted once, as it enters,
	// and only if no later copy effect replaced this one.
	counters CopyCounters
}

// CopyCounters is "except it enters with an additional +1/+1 counter on
// it" (707.9e): N counters of Kind, or X, the value paid for the spell
// that became the permanent (107.3m).
type CopyCounters struct {
	Kind string
	N    int
	X    bool
}

// copyInForce is the object's copy effect now, or nil.
func (o *Object) copyInForce() *copyEffect {
	if e := o.copied; e != nil && (o.Token || e.incarnation == o.Incarnation) {
		return e
	}
	return nil
}

// applyCopyEffects is layer 1 (613.2a): a permanent under a copy effect
// has the copiable values it gives instead of its printed ones; its
// controller is not a copiable value (707.2) and stays. Off the
// battlefield a copy is no more (400.7) or, a token, ceases to exist
// (704.5d); what it was is read from its last known information.
func (g *Game) applyCopyEffects(v *view) {
	for _, id := range g.battlefield {
		if e := g.object(id).copyInForce(); e != nil {
			c := e.values.clone()
			c.Controller = v.chars[id].Controller
			v.chars[id] = c
		}
	}
}

// CopiableValues are an object's copiable values now (707.2, 613.2c): its
// characteristics once layer 1 has applied, with nothing of the later
// layers, counters or status.
func (g *Game) CopiableValues(id ObjectID) *Characteristics { return g.currentView().copiable[id] }

// copyValues are the values a copy of the object gets: its copiable values
// (707.3: a copy of a copy gets what that one copied), modified by the
// exceptions of the copying process (707.9b). An exception that gives a
// characteristic specific values leaves out the characteristic-defining
// abilities that define it (707.9d); "in addition to its other types"
// keeps them.
func (g *Game) copyValues(id ObjectID, except []Modification) *Characteristics {
	return copyValuesOf(g.CopiableValues(id), except)
}

// copyValuesOf is copyValues from given copiable values.
func copyValuesOf(base *Characteristics, except []Modification) *Characteristics {
	c := base.clone()
	for _, m := range except {
		switch m.(type) {
		case SetBasePT:
			c.Abilities = slices.DeleteFunc(slices.Clone(c.Abilities), definesPT)
		case SetColors:
			c.Keywords = slices.DeleteFunc(slices.Clone(c.Keywords), func(k string) bool { return keywordBase(k) == KwDevoid })
		case SetCreatureTypes:
			c.Keywords = slices.DeleteFunc(slices.Clone(c.Keywords), func(k string) bool { return keywordBase(k) == KwChangeling })
		}
	}
	for _, m := range except {
		m.apply(c, modContext{sourceController: NoPlayer}, 0)
	}
	c.Restrictions = 0
	return c
}

// definesPT reports whether an ability is a characteristic-defining
// ability that defines power and toughness (604.3, 613.4a).
func definesPT(a *Ability) bool {
	cs, ok := a.Static.(ContinuousStatic)
	if !ok || !cs.CDA {
		return false
	}
	for _, m := range cs.Mods {
		if m.layer().writes() != readsPT {
			return false
		}
	}
	return len(cs.Mods) > 0
}

// CopyExceptionError refuses a modification that is not an exception the
// copying process can make (707.9): one that changes a copiable value.
func CopyExceptionError(m Modification) error {
	switch m.(type) {
	case AddTypes, AddKeywords, AddAbilities, SetBasePT, SetColors, NotLegendary, SetCreatureTypes:
		return nil
	}
	return &NotSupportedError{What: "\"" + m.String() + "\" as an exception to copying (707.9)"}
}

// NotLegendary removes the legendary supertype: "except it isn't
// legendary" (707.9b), or a type-changing effect (layer 4).
type NotLegendary struct{}

func (NotLegendary) layer() layer { return layerType }

func (NotLegendary) apply(c *Characteristics, _ modContext, _ ObjectID) {
	c.Supertypes = slices.DeleteFunc(slices.Clone(c.Supertypes), func(s string) bool { return s == "legendary" })
}

func (NotLegendary) String() string { return "isn't legendary" }
