package sim

import "fmt"

// AmountEvent is the kind of event an AmountReplacement changes the
// amount of.
type AmountEvent int

// The events whose amount a static replacement effect changes.
const (
	// GainLifeEvent: "If you would gain life, you gain twice that much
	// life instead."
	GainLifeEvent AmountEvent = iota
	// CreateTokensEvent: "If one or more tokens would be created under your
	// control, twice that many of those tokens are created instead."
	CreateTokensEvent
	// PutCountersEvent: "If one or more +1/+1 counters would be put on a
	// creature you control, twice that many ... are put on it instead."
	PutCountersEvent
)

// what is what the event's amount counts, for messages.
func (ev AmountEvent) what() string {
	return [...]string{GainLifeEvent: "life", CreateTokensEvent: "tokens", PutCountersEvent: "counters"}[ev]
}

// AmountReplacement is a static replacement effect that changes how much
// of an event happens (614.1a): the amount is multiplied by Times (when
// not 0), then Plus is added. It applies to its controller's life gain and
// tokens, and to counters of CounterKind put on a permanent passing What
// (read for the source and its controller).
type AmountReplacement struct {
	Event       AmountEvent
	Times, Plus int
	What        *Filter
	CounterKind string
}

func (AmountReplacement) static() {}

// maxTokensAtOnce bounds the tokens one event creates once replacement
// effects have multiplied them: a few times the most a scenario's starting
// state can ask for (10,000 counters on a Hangarback Walker).
const maxTokensAtOnce = 100_000

// replace is the amount n becomes. An amount past MaxMana, the most the
// engine counts of anything, is MaxMana+1, which pastTheLimit refuses.
func (e AmountReplacement) replace(n int) int {
	if e.Times > 0 {
		if n > MaxMana/e.Times {
			return MaxMana + 1
		}
		n *= e.Times
	}
	return min(n+e.Plus, MaxMana+1)
}

// pastTheLimit refuses an amount of damage, life, tokens or counters that
// replacement effects made larger than the engine counts, instead of
// going on with a wrong amount.
func pastTheLimit(n int, what string) error {
	if n > MaxMana {
		return &NotSupportedError{What: fmt.Sprintf("more than %d %s at once (the engine's limit)", MaxMana, what)}
	}
	return nil
}

// replaceAmount applies the AmountReplacement effects of permanents that
// apply to an event of amount n: for life and tokens, those controlled by
// the player p the event happens to; for counters, those whose What the
// permanent id passes, with counters of the kind. When several apply, the
// affected player (or the permanent's controller) chooses one, then again
// among the rest (616.1, 616.1f), each applying once (614.5).
func (g *Game) replaceAmount(ev AmountEvent, p PlayerID, id ObjectID, kind string, n int) (int, error) {
	type shield struct {
		label string
		e     AmountReplacement
	}
	var shields []shield
	for _, src := range g.battlefield {
		controller := g.Controller(src)
		for _, a := range g.abilitiesOfKind(src, StaticAbility) {
			e, ok := a.Static.(AmountReplacement)
			if !ok || e.Event != ev {
				continue
			}
			switch ev {
			case GainLifeEvent, CreateTokensEvent:
				ok = controller == p
			case PutCountersEvent:
				ok = (e.CounterKind == "" || e.CounterKind == kind) && e.What.matches(g.filterContextNow(src, controller), id)
			}
			if ok {
				shields = append(shields, shield{g.name(src), e})
			}
		}
	}
	for n > 0 && len(shields) > 0 {
		labels := make([]string, len(shields))
		for i, s := range shields {
			labels[i] = s.label
		}
		i, err := g.decideReplacement(p, "which replacement effect applies first", labels)
		if err != nil {
			return n, err
		}
		before := n
		n = shields[i].e.replace(n)
		if err := pastTheLimit(n, ev.what()); err != nil {
			return n, err
		}
		g.logf("replace", RuleInstead, "%s: %d becomes %d instead", shields[i].label, before, n)
		shields = append(shields[:i:i], shields[i+1:]...)
	}
	return n, nil
}
