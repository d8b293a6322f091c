package sim

import "fmt"

// Fading N (702.32a) represents two abilities: "This permanent enters with
// N fade counters on it" and "At the beginning of your upkeep, remove a
// fade counter from this permanent. If you can't, sacrifice the
// permanent."

// enterWithFading puts fading's fade counters on o as it enters (614.1c),
// through the replacement effects that modify how many (614.1a).
func (g *Game) enterWithFading(o *Object) {
	for _, k := range keywordsWith(g.Chars(o.ID), KwFading) {
		n, ok := keywordN(k, KwFading)
		if !ok || n <= 0 {
			continue
		}
		if !g.enterWithCounters(o, "fade", n, RuleFading, "fading") {
			return
		}
	}
}

// fadingAbility is fading's upkeep trigger.
func fadingAbility(k string) *Ability {
	n, ok := keywordN(k, KwFading)
	if !ok {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Fading %d", n), Name: "fading",
		Trigger: &Trigger{Event: AtBeginningOfStep, Step: Upkeep, Whose: YourTurn},
		Effects: []Effect{fadeOrSacrifice{}}}
}

// fadeOrSacrifice removes a fade counter from the source, or sacrifices it
// when it has none, while it is still the same permanent (400.7).
type fadeOrSacrifice struct{}

func (fadeOrSacrifice) apply(g *Game, r *resolution) error {
	o := g.object(r.source)
	if o.Zone != Battlefield || (r.sourceLKI != nil && o.Incarnation != r.sourceLKI.Incarnation) {
		return nil
	}
	if o.Counters["fade"] > 0 {
		return RemoveCounters{What: ItsSource(), Kind: "fade", N: 1}.apply(g, r)
	}
	g.logf("fading", RuleFading, "%s has no fade counter to remove", o.Card.Name)
	return Sacrifice{What: ItsSource()}.apply(g, r)
}
