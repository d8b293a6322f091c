package sim

import (
	"fmt"
	"strings"
)

// Modular N (702.43a): "This permanent enters with N +1/+1 counters on it"
// and "When this permanent is put into a graveyard from the battlefield,
// you may put a +1/+1 counter on target artifact creature for each +1/+1
// counter on this permanent."

// modularN is the N of a "modular N" keyword, or -1.
func modularN(k string) int {
	rest, ok := strings.CutPrefix(k, string(KwModular)+" ")
	if !ok {
		return -1
	}
	n, err := keywordNumber(rest)
	if err != nil {
		return -1
	}
	return n
}

// enterWithKeywords applies the enters-with part of the entering
// permanent's keywords: bloodthirst's and modular's +1/+1 counters
// (702.54a, 702.43a, 614.1c), riot's and unleash's choice (702.136a,
// 702.98a), fading's fade counters (702.32a).
func (g *Game) enterWithKeywords(o *Object) {
	g.enterWithBloodthirst(o)
	g.enterWithRiotOrUnleash(o)
	g.enterWithFading(o)
	for _, k := range keywordsWith(g.Chars(o.ID), KwModular) {
		if n := modularN(k); n > 0 {
			g.addCounters(o, "+1/+1", n)
			g.stampCounters(o, "+1/+1")
			g.invalidate()
			g.logf("enter", RuleModular, "%s enters with %d +1/+1 counter(s) (modular)", o.Card.Name, n)
		}
	}
}

// modularAbility is modular's triggered ability.
func modularAbility(k string) *Ability {
	n := modularN(k)
	if n < 0 {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Modular %d", n), Name: "modular",
		Trigger: &Trigger{Event: WhenDies},
		Targets: []TargetSpec{{Description: "target artifact creature", Objects: &Filter{Phrase: "artifact creature", Types: []string{"artifact", "creature"}}}},
		Effects: []Effect{Optional{Text: "put a +1/+1 counter on target artifact creature for each +1/+1 counter on it",
			Do: []Effect{countersFromSource{kind: "+1/+1"}}}}}
}

// countersFromSource puts on the target as many counters of a kind as the
// source had when it left the battlefield (603.10a).
type countersFromSource struct{ kind string }

func (e countersFromSource) apply(g *Game, r *resolution) error {
	if r.sourceLKI == nil {
		return nil
	}
	return PutCounters{What: TheTarget(0), Kind: e.kind, N: r.sourceLKI.Counters[e.kind]}.apply(g, r)
}
