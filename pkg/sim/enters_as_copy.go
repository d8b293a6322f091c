package sim

import (
	"fmt"
	"slices"
)

// EntersAsCopy is "You may have this creature enter as a copy of any
// creature on the battlefield[, except ...]" (614.1c, 707.5): a
// replacement effect on how the permanent enters. Its controller chooses
// as it enters (614.12a) one object Of finds, or none; the choice doesn't
// target (115.1). The copy effect's values are those of the chosen
// object's copiable values with Except applied (707.9b).
type EntersAsCopy struct {
	Of       *Filter
	Except   []Modification
	Counters CopyCounters
	// Tapped is "enter tapped as a copy of": tapped only if it copies
	// something (614.1c).
	Tapped bool
}

func (EntersAsCopy) static() {}

// noCopy is the answer that declines "you may have ... enter as a copy".
const noCopy = "no copy"

// enterAsCopy applies the entering permanent's EntersAsCopy ability before
// its other enters replacements, which it may change (614.12). A copy of an
// object that has such an ability itself (a Clone that copied nothing)
// gets to apply that one too, as it still enters (707.9e).
func (g *Game) enterAsCopy(o *Object) {
	defer g.enterWithCopyCounters(o)
	for {
		e, ok := g.entersAsCopyAbility(o)
		if !ok {
			return
		}
		candidates := g.copyCandidates(o, e.Of)
		labels := make([]string, 0, len(candidates)+1)
		for _, id := range candidates {
			labels = append(labels, g.Label(id))
		}
		labels = append(labels, noCopy)
		p := g.Controller(o.ID)
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("the %s for %s to enter as a copy of, or %s", e.Of.Phrase, g.Label(o.ID), noCopy),
			Options: labels, Rule: RuleEntersAsCopy})
		if err != nil {
			g.fail(err)
			return
		}
		if i == len(candidates) {
			return
		}
		chosen := candidates[i]
		g.changing(o)
		o.copied = &copyEffect{values: g.copyValues(chosen, e.Except), incarnation: o.Incarnation, counters: e.Counters}
		if e.Counters.X {
			o.copied.counters.N = o.X // the X paid for the spell that became it (107.3m)
		}
		o.Tapped = o.Tapped || e.Tapped
		g.invalidate()
		g.logf("enter", RuleEntersAsCopy, "%s enters as a copy of %s", g.Label(o.ID), g.Label(chosen))
	}
}

// enterWithCopyCounters puts on the entering permanent the counters its
// copy effect's exception adds (707.9e): that of the last copy effect
// applied as it entered, the earlier ones having been replaced.
func (g *Game) enterWithCopyCounters(o *Object) {
	e := o.copyInForce()
	if e == nil || e.counters.Kind == "" || e.counters.N <= 0 {
		return
	}
	n, err := g.replaceAmount(PutCountersEvent, g.Controller(o.ID), o.ID, e.counters.Kind, e.counters.N) // 614.1c, 614.1a
	if err != nil {
		g.fail(err)
		return
	}
	g.addCounters(o, e.counters.Kind, n)
	g.stampCounters(o, e.counters.Kind)
	g.invalidate()
	g.logf("enter", RuleCopyException, "%s enters with %d additional %s counter(s)", g.Label(o.ID), n, e.counters.Kind)
}

// entersAsCopyAbility is the entering permanent's EntersAsCopy ability,
// read from what it is now (614.12).
func (g *Game) entersAsCopyAbility(o *Object) (EntersAsCopy, bool) {
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		if e, ok := a.Static.(EntersAsCopy); ok {
			return e, true
		}
	}
	return EntersAsCopy{}, false
}

// copyCandidates are the objects the entering permanent may copy: those the
// filter finds, read for its controller, other than itself and the
// permanents entering with it, which are not on the battlefield yet
// (614.12).
func (g *Game) copyCandidates(o *Object, f *Filter) []ObjectID {
	ctx := g.filterContextNow(o.ID, g.Controller(o.ID))
	var out []ObjectID
	for id := range g.matching(f, ctx) {
		if id != o.ID && (g.entering == nil || !slices.Contains(*g.entering, id)) {
			out = append(out, id)
		}
	}
	return out
}

// CreateTokenCopy creates a token that's a copy of each permanent of Of
// (707.2, 111.2): its copiable values are the permanent's, with Except
// applied (707.9b), so counters, Auras and other effects on the original
// are not copied. The controller of the effect creates and controls it.
type CreateTokenCopy struct {
	Of       Subject
	Except   []Modification
	Counters CopyCounters
}

func (e CreateTokenCopy) apply(g *Game, r *resolution) error {
	ts, err := e.Of.resolve(g, r)
	if err != nil {
		return err
	}
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		if err := g.createTokenCopy(t.Object, e.Except, e.Counters, r, RuleTokenCopy); err != nil {
			return err
		}
	}
	return nil
}

// copySource is what a token copy of the object copies: its copiable
// values on the battlefield, or, once it has left, as it last existed
// there (111.12, 608.2h): the trigger's object or the source as the
// ability knew them, else the object kept when it left. Nil when there is
// none: no token is created (111.12).
func (g *Game) copySource(id ObjectID, r *resolution) *Characteristics {
	o := g.object(id)
	if o.Zone == Battlefield {
		return g.CopiableValues(id)
	}
	switch {
	case r.trigger != nil && r.trigger.object == id && r.trigger.lki != nil && r.trigger.lki.lkiCopiable != nil:
		return r.trigger.lki.lkiCopiable
	case id == r.source && r.sourceLKI != nil && r.sourceLKI.lkiCopiable != nil:
		return r.sourceLKI.lkiCopiable
	case o.leftBattlefield != nil:
		return o.leftBattlefield.lkiCopiable
	}
	return nil
}

// createTokenCopy creates, for the resolving spell or ability's
// controller, a token that's a copy of the object (707.2), as many as the
// token replacement effects say (614.1a).
func (g *Game) createTokenCopy(id ObjectID, except []Modification, counters CopyCounters, r *resolution, rule Rule) error {
	base := g.copySource(id, r)
	if base == nil {
		return nil
	}
	values := copyValuesOf(base, except)
	n, err := g.replaceAmount(CreateTokensEvent, r.controller, 0, "", 1)
	if err != nil {
		return err
	}
	if n > maxTokensAtOnce {
		return &BudgetError{Limit: stepBudget}
	}
	g.logf("token", rule, "the token is a copy of %s", g.Label(id))
	r.created = append(r.created, g.createTokensAs(tokenCardOf(values), &copyEffect{values: values, counters: counters}, r.controller, n)...)
	return nil
}

// Populate is "Populate" (701.36a): the controller chooses a creature
// token they control and creates a token that's a copy of it; with none,
// nothing happens (701.36b). The choice doesn't target.
type Populate struct{}

func (Populate) apply(g *Game, r *resolution) error {
	var tokens []ObjectID
	for _, id := range g.battlefield {
		if c := g.Chars(id); g.object(id).Token && c.Controller == r.controller && c.HasType("creature") {
			tokens = append(tokens, id)
		}
	}
	if len(tokens) == 0 {
		g.logf("token", RulePopulate, "%s controls no creature token to populate", g.players[r.controller].Name)
		return nil
	}
	i, err := g.chooseObject(r.controller, tokens, "a creature token to populate", RulePopulate)
	if err != nil {
		return err
	}
	return g.createTokenCopy(tokens[i], nil, CopyCounters{}, r, RulePopulate)
}

// tokenCardOf is the card a token that's a copy is named by: the copied
// name (for scenarios and the log), its values those of the copy.
func tokenCardOf(c *Characteristics) *CardDef {
	return &CardDef{Name: c.Name, ManaCost: *c.ManaCost, Supertypes: c.Supertypes, Types: c.Types, Subtypes: c.Subtypes,
		Power: c.Power, Toughness: c.Toughness, HasPT: c.HasPT, ColorIndicator: c.Colors, Keywords: c.Keywords, Abilities: c.Abilities}
}
