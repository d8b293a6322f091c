package sim

import (
	"fmt"
	"strings"
)

// SelfCostReduction is a spell's own "This spell costs {N} less to cast"
// (601.2f), which functions while the spell is cast (113.6d): N generic
// mana less, N times for each object ForEach finds, or only if the caster
// controls an object IfYouControl finds, or only if a chosen target passes
// IfItTargets, or only if the caster has cast another spell this turn
// (AfterAnotherSpell). Affinity (702.41a) is this with ForEach "... you
// control".
type SelfCostReduction struct {
	Generic           int
	ForEach           *Filter
	IfYouControl      *Filter
	IfItTargets       *Filter
	AfterAnotherSpell bool
	// ForEachThisTurn counts a number of the caster's history of this turn
	// ("for each card you've drawn this turn"); If is a condition read for
	// the caster ("if you attacked this turn").
	ForEachThisTurn *TurnAmount
	If              Condition
	// CountersOnSource counts the counters of this kind on the source
	// ("for each page counter on this artifact").
	CountersOnSource string
}

// SpellCostChange is a permanent's "Creature spells you cast cost {1} less
// to cast" or "Noncreature spells cost {1} more to cast" (601.2f): the
// spells Spells finds, cast by a player Caster allows (read for the
// permanent's controller), cost Generic more (less when negative).
type SpellCostChange struct {
	Spells  Filter
	Caster  ControlFilter
	Generic int
}

func (SelfCostReduction) static() {}
func (SpellCostChange) static()   {}

// amount is how much generic mana the reduction takes off the cost of
// spell it, cast by p (601.2f): the counts and conditions are read as the
// total cost is determined, after the targets are chosen (601.2c).
func (s SelfCostReduction) amount(g *Game, it *StackItem, p PlayerID) int {
	ctx := g.filterContextNow(it.Object, p)
	switch {
	case s.CountersOnSource != "":
		return s.Generic * g.object(it.Object).Counters[s.CountersOnSource]
	case s.ForEachThisTurn != nil:
		return s.Generic * s.ForEachThisTurn.value(g, p, it.Object)
	case s.If != nil:
		if g.conditionHolds(s.If, it.Object, p) {
			return s.Generic
		}
		return 0
	case s.ForEach != nil:
		return s.Generic * g.countMatching(s.ForEach, ctx)
	case s.IfYouControl != nil:
		if g.youControlMatching(p, it.Object, s.IfYouControl) {
			return s.Generic
		}
		return 0
	case s.AfterAnotherSpell:
		if g.players[p].spellsCast == 0 { // this spell is counted once it is cast (601.2i)
			return 0
		}
		return s.Generic
	case s.IfItTargets != nil:
		for _, t := range it.targets {
			if !t.IsPlayer() && s.IfItTargets.matches(ctx, t.Object) {
				return s.Generic
			}
		}
		return 0
	}
	return s.Generic
}

// totalCost is the mana the spell it costs its caster (601.2f): its mana
// cost with X, plus the cost increases, minus the generic reductions, never
// below {0}; colored symbols are not reduced (118.7a). The spell is on
// the stack with its targets chosen. It returns the cost with X folded into
// the generic part, and how it was changed, for the log ("" when it was
// not).
func (g *Game) totalCost(it *StackItem, base ManaCost, what string) (ManaCost, string) {
	p := it.Controller
	cost := base
	cost.Generic += cost.XCount * it.X
	cost.XCount = 0
	more, less := 0, 0
	for _, a := range g.abilitiesOfKind(it.Object, StaticAbility) {
		if s, ok := a.Static.(SelfCostReduction); ok {
			less += s.amount(g, it, p)
		}
	}
	for _, s := range append(g.affinityReductions(it.Object), g.undauntedReductions(it.Object, p)...) {
		less += s.amount(g, it, p)
	}
	less += g.nameCostCutNow(it.Object)
	for _, id := range g.battlefield {
		you := g.Chars(id).Controller
		ctx := g.filterContextNow(id, you)
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			s, ok := a.Static.(SpellCostChange)
			if !ok || !s.Caster.allows(p, you) || !s.Spells.matches(ctx, it.Object) {
				continue
			}
			if s.Generic > 0 {
				more += s.Generic
			} else {
				less -= s.Generic
			}
		}
	}
	if more == 0 && less == 0 {
		return cost, ""
	}
	change := what + " " + base.String()
	if more > 0 {
		change += fmt.Sprintf(", {%d} more", more)
	}
	if less > 0 {
		change += fmt.Sprintf(", {%d} less", less)
	}
	// Increases first, then reductions (601.2f), down to {0} at most.
	cost.Generic = max(0, cost.Generic+more-less)
	return cost, change
}

// lockInCost determines the total cost of the spell it (601.2f) from base,
// its mana cost or an alternative cost (what says which), lets helpers pay
// part of it (convoke, improvise), and checks that its caster's pool can
// pay the rest (601.2h), refusing the cast otherwise.
func (g *Game) lockInCost(it *StackItem, action string, base ManaCost, what string, helpers func(ManaCost) (ManaCost, []Reason, error)) (ManaCost, error) {
	p, o := it.Controller, g.object(it.Object)
	cost, change := g.totalCost(it, base, what)
	shown := costWithX(base, it.X)
	if change != "" {
		shown = fmt.Sprintf("%s, its total cost (%s, 601.2f)", cost, change)
		g.logf("cost", RuleTotalCost, "%s costs %s to cast: %s", o.Card.Name, cost, change)
	}
	cost, reasons, err := helpers(cost)
	if err != nil {
		return cost, err
	}
	if len(reasons) > 0 {
		return cost, refuse(action, reasons)
	}
	if !canPayMana(g.spendable(p, o.Card), cost, 0) {
		return cost, refuse(action, []Reason{reason([]Rule{RulePayCost}, "%s's mana pool (%s) can't pay %s", g.players[p].Name, g.poolText(p), shown)})
	}
	return cost, nil
}

// affinityTypes are the card types affinity reads, in the plural
// (702.41a: "Affinity for artifacts").
var affinityTypes = []string{"artifact", "creature", "enchantment", "land", "planeswalker"}

// affinityType is the card type of "artifacts", or "".
func affinityType(plural string) string {
	for _, t := range affinityTypes {
		if plural == t+"s" {
			return t
		}
	}
	return ""
}

// affinityReductions are the spell's instances of affinity, each "This
// spell costs {1} less to cast for each [type] you control" (702.41a); each
// applies (702.41b).
func (g *Game) affinityReductions(id ObjectID) []SelfCostReduction {
	var out []SelfCostReduction
	for _, k := range keywordsWith(g.Chars(id), KwAffinity) {
		t := affinityType(strings.TrimPrefix(k, string(KwAffinity)+" for "))
		out = append(out, SelfCostReduction{Generic: 1, ForEach: &Filter{Phrase: t + " you control", Types: []string{t}, Controller: YouControl}})
	}
	return out
}

// activationMana is the mana an activation of ability of id costs p
// (602.2b, 601.2f): its mana cost as announced (base), less its own "This ability costs {1}
// less to activate ..." reduction, read after the targets are chosen, and
// never below {0}. shown describes it for a refusal.
func (g *Game) activationMana(ability *Ability, base ManaCost, id ObjectID, p PlayerID, x int, targets []chosenTarget) (ManaCost, string) {
	cost := base
	if ability.CostReduction == nil {
		return cost, costWithX(cost, x)
	}
	less := ability.CostReduction.amount(g, &StackItem{Object: id, Controller: p, targets: targets}, p)
	if less == 0 {
		return cost, costWithX(cost, x)
	}
	cost.Generic += cost.XCount * x
	cost.XCount = 0
	reduced := cost
	reduced.Generic = max(0, cost.Generic-less)
	g.logf("cost", RuleTotalCost, "%s's ability costs %s to activate: %s, {%d} less", g.object(id).Card.Name, reduced, costWithX(base, x), less)
	return reduced, fmt.Sprintf("%s, its total cost (%s, {%d} less, 601.2f)", reduced, costWithX(base, x), less)
}
