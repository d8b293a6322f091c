package sim

// Riot (702.136a): "You may have this permanent enter with an additional
// +1/+1 counter on it. If you don't, it gains haste." Each instance works
// separately (702.136b). Unleash (702.98a): "You may have this permanent
// enter with an additional +1/+1 counter on it" and "This permanent can't
// block as long as it has a +1/+1 counter on it." Both are replacement
// effects on the permanent entering (614.1c): the player it enters under
// chooses as it enters.

// riotCounter and riotHaste are the answers to riot's choice.
const (
	riotCounter = "+1/+1 counter"
	riotHaste   = "haste"
)

// enterWithRiotOrUnleash applies riot and unleash as o enters.
func (g *Game) enterWithRiotOrUnleash(o *Object) {
	c := g.Chars(o.ID)
	p := o.enteredUnder
	for range keywordsWith(c, KwRiot) {
		i, err := g.decide(Decision{Player: p, Question: "whether " + o.Card.Name + " enters with an additional +1/+1 counter or gains haste (riot)",
			Options: []string{riotCounter, riotHaste}, Rule: RuleRiot})
		if err != nil {
			g.fail(err)
			return
		}
		if i == 0 {
			g.enterWithCounters(o, "+1/+1", 1, RuleRiot, "riot")
			continue
		}
		g.addEffect(&continuousEffect{source: o.ID, affected: g.refs([]ObjectID{o.ID}), until: Indefinitely,
			mods: []Modification{AddKeywords{[]string{string(KwHaste)}}}, text: "gains haste"})
		g.logf("enter", RuleRiot, "%s enters without the counter and gains haste (riot)", o.Card.Name)
	}
	switch n := len(keywordsWith(c, KwUnleash)); {
	case n > 1:
		g.fail(&NotSupportedError{What: "a permanent with several instances of unleash entering (702.98a)"})
		return
	case n == 1:
		i, err := g.decide(Decision{Player: p, Question: "whether " + o.Card.Name + " enters with an additional +1/+1 counter (unleash)",
			Options: []string{"yes", "no"}, Rule: RuleUnleash})
		if err != nil {
			g.fail(err)
			return
		}
		if i == 0 {
			g.enterWithCounters(o, "+1/+1", 1, RuleUnleash, "unleash")
		}
	}
}

// enterWithCounters puts n counters of a kind on o as it enters a
// keyword says so, through the replacement effects that modify how many
// (614.1c, 614.1a); it reports false when that failed.
func (g *Game) enterWithCounters(o *Object, kind string, n int, rule Rule, keyword string) bool {
	n, err := g.replaceAmount(PutCountersEvent, o.enteredUnder, o.ID, kind, n)
	if err != nil {
		g.fail(err)
		return false
	}
	g.addCounters(o, kind, n)
	g.stampCounters(o, kind)
	g.invalidate()
	g.logf("enter", rule, "%s enters with %d %s counter(s) (%s)", o.Card.Name, n, kind, keyword)
	return true
}

// unleashBlockReasons refuses a creature with unleash and a +1/+1 counter
// as a blocker (702.98a).
func (g *Game) unleashBlockReasons(id ObjectID) []Reason {
	if g.HasKeyword(id, KwUnleash) && g.object(id).Counters["+1/+1"] > 0 {
		return []Reason{reason([]Rule{RuleUnleash}, "%s has unleash and a +1/+1 counter on it, so it can't block", g.name(id))}
	}
	return nil
}
