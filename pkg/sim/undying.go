package sim

// Undying (702.93a) and persist (702.79a): "When this permanent is put into
// a graveyard from the battlefield, if it had no +1/+1 (-1/-1) counters on
// it, return it to the battlefield under its owner's control with a +1/+1
// (-1/-1) counter on it."

// lkiCondition is an intervening "if" about the source as it last existed
// on the battlefield (603.10a, 603.4): "if it had no +1/+1 counters on it".
type lkiCondition interface {
	holdsLKI(lki *Object) bool
}

// conditionHoldsLKI checks an intervening "if" (603.4), with the source's
// last known information for a condition about how it was.
func (g *Game) conditionHoldsLKI(c Condition, source ObjectID, you PlayerID, lki *Object) bool {
	if lc, ok := c.(lkiCondition); ok && lki != nil {
		return lc.holdsLKI(lki)
	}
	return g.conditionHolds(c, source, you)
}

// hadNoCounters is "if it had no KIND counters on it".
type hadNoCounters struct{ kind string }

func (c hadNoCounters) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && o.Counters[c.kind] == 0
}

func (hadNoCounters) reads() charBits { return 0 }

func (c hadNoCounters) holdsLKI(lki *Object) bool { return lki.Counters[c.kind] == 0 }

// returnWithCounter returns the card the source became in its owner's
// graveyard to the battlefield under its owner's control with a counter on
// it, if it is still that card there (400.7).
type returnWithCounter struct {
	kind string
	rule Rule
}

func (e returnWithCounter) apply(g *Game, r *resolution) error {
	ts, err := NewObject().resolve(g, r)
	if err != nil || len(ts) == 0 {
		return err
	}
	o := g.object(ts[0].Object)
	g.moveEntering(o.ID, Battlefield, o.Owner, entering{counterKind: e.kind})
	g.logf("zone", e.rule, "%s returns to the battlefield under its owner's control with a %s counter", o.Card.Name, e.kind)
	return nil
}

// returnAbility is undying's or persist's triggered ability.
func returnAbility(name, text, kind string, rule Rule) *Ability {
	return &Ability{Kind: TriggeredAbility, Text: text, Name: name,
		Trigger:   &Trigger{Event: WhenDies},
		Condition: hadNoCounters{kind: kind},
		Effects:   []Effect{returnWithCounter{kind: kind, rule: rule}}}
}
