package sim

import "fmt"

// Unleash (702.98a): "You may have this permanent enter with an additional
// +1/+1 counter on it" and "This permanent can't block as long as it has a
// +1/+1 counter on it." Riot (702.136a): "You may have this permanent
// enter with an additional +1/+1 counter on it. If you don't, it gains
// haste." Each instance works separately (702.136b).

// enterWithChoiceKeywords asks the entering permanent's controller, for
// each instance of unleash and riot, whether it enters with the additional
// +1/+1 counter (614.1c).
func (g *Game) enterWithChoiceKeywords(o *Object) {
	c := g.Chars(o.ID)
	for range keywordsWith(c, KwUnleash) {
		g.offerEnteringCounter(o, "unleash", RuleUnleash, false)
	}
	for range keywordsWith(c, KwRiot) {
		g.offerEnteringCounter(o, "riot", RuleRiot, true)
	}
}

// offerEnteringCounter has o's controller choose the +1/+1 counter or not;
// with riot, not choosing it gives haste, for as long as o is on the
// battlefield.
func (g *Game) offerEnteringCounter(o *Object, name string, rule Rule, riot bool) {
	p := g.Controller(o.ID)
	options := []string{"+1/+1 counter", "no counter"}
	if riot {
		options[1] = "haste"
	}
	i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("whether %s enters with an additional +1/+1 counter (%s)", o.Card.Name, name), Options: options, Rule: rule})
	if err != nil {
		g.fail(err)
		return
	}
	if i == 1 {
		if riot {
			g.addEffect(&continuousEffect{source: o.ID, affected: g.refs([]ObjectID{o.ID}), until: Indefinitely,
				mods: []Modification{AddKeywords{Keywords: []string{string(KwHaste)}}}, text: "haste (riot)"})
			g.logf("enter", rule, "%s enters without the counter: it gains haste", o.Card.Name)
		}
		return
	}
	n, err := g.replaceAmount(PutCountersEvent, p, o.ID, "+1/+1", 1) // 614.1a
	if err != nil {
		g.fail(err)
		return
	}
	o.addCounters("+1/+1", n)
	g.stampCounters(o, "+1/+1")
	g.invalidate()
	g.logf("enter", rule, "%s enters with %d additional +1/+1 counter(s) (%s)", o.Card.Name, n, name)
}

// unleashedReasons says why a permanent with unleash can't block: it has a
// +1/+1 counter on it, however it got there (702.98a).
func (g *Game) unleashedReasons(id ObjectID) []Reason {
	if !g.HasKeyword(id, KwUnleash) || g.object(id).Counters["+1/+1"] < 1 {
		return nil
	}
	return []Reason{reason([]Rule{RuleUnleash}, "%s has unleash and a +1/+1 counter on it: it can't block", g.name(id))}
}
