package sim

import (
	"strings"
	"sync"
)

// keywordAbility is the ability a keyword stands for, or nil: prowess
// (702.108a) and ward (702.21a) are triggered abilities written as one word,
// cycling (702.29a) an activated ability that works from the hand. The
// same keyword always gives the same ability value.
func keywordAbility(k string) *Ability {
	if a, ok := keywordAbilities.Load(k); ok {
		return a.(*Ability)
	}
	a, _ := keywordAbilities.LoadOrStore(k, newKeywordAbility(k)) // the first stored, if games on other goroutines raced
	return a.(*Ability)
}

// keywordAbilities holds the ability of each keyword asked about (nil for
// none). The engine asks on every event, from games on every goroutine:
// a sync.Map reads without locking.
var keywordAbilities sync.Map

// newKeywordAbility makes the ability a keyword stands for, or nil.
func newKeywordAbility(k string) *Ability {
	var a *Ability
	switch keywordBase(k) {
	case KwProwess:
		a = &Ability{Kind: TriggeredAbility, Text: "Prowess", Name: "prowess",
			Trigger: &Trigger{Event: WhenCast, Player: YouControl, Object: &Filter{Zones: []Zone{Stack}, NotTypes: []string{"creature"}}},
			Effects: []Effect{ApplyModifications{What: ItsSource(), Mods: []Modification{ModifyPT{1, 1}}, Until: UntilEndOfTurn, Rule: RuleProwess}}}
	case KwCycling:
		cost, err := ParseManaCost(strings.TrimPrefix(k, string(KwCycling)+" "))
		if err == nil {
			a = &Ability{Kind: ActivatedAbility, Text: "Cycling " + cost.String(), Name: "cycling",
				Cost: Cost{Mana: cost, DiscardSelf: true}, Effects: []Effect{Draw{Who: ItsController(), Count: AmountOf(1)}}}
		}
	case KwExalted:
		a = exaltedAbility()
	case KwExtort:
		a = extortAbility()
	case KwStorm:
		a = stormAbility()
	case KwCascade:
		a = cascadeAbility()
	case KwLivingWeapon:
		a = livingWeaponAbility()
	case KwForMirrodin:
		a = forMirrodinAbility()
	case KwBattleCry:
		a = battleCryAbility()
	case KwScavenge:
		a = scavengeAbility(k)
	case KwOutlast:
		a = outlastAbility(k)
	case KwAfflict:
		a = afflictAbility(k)
	case KwIngest:
		a = ingestAbility()
	case KwRampage:
		a = rampageAbility(k)
	case KwFading:
		a = fadingAbility(k)
	case KwAfterlife:
		a = afterlifeAbility(k)
	case KwMentor:
		a = mentorAbility()
	case KwEvolve:
		a = evolveAbility()
	case KwBushido:
		a = bushidoAbility(k)
	case KwFlanking:
		a = flankingAbility()
	case KwCrew:
		a = crewAbility(k)
	case KwTypecycling:
		a = typecyclingAbility(k)
	case KwEcho:
		a = echoAbility(k)
	case KwSoulshift:
		a = soulshiftAbility(k)
	case KwUnearth:
		a = unearthAbility(k)
	case KwCumulativeUpkeep:
		a = cumulativeUpkeepAbility(k)
	case KwEvoke:
		a = evokeAbility()
	case KwFabricate:
		a = fabricateAbility(k)
	case KwRenown:
		a = renownAbility(k)
	case KwModular:
		a = modularAbility(k)
	case KwUndying:
		a = returnAbility("undying", "Undying", "+1/+1", RuleUndying)
	case KwPersist:
		a = returnAbility("persist", "Persist", "-1/-1", RulePersist)
	case KwWard:
		cost, err := ParseManaCost(strings.TrimPrefix(k, string(KwWard)+" "))
		if err == nil {
			a = &Ability{Kind: TriggeredAbility, Text: "Ward " + cost.String(), Name: "ward",
				Trigger: &Trigger{Event: WhenBecomesTarget, Player: OpponentControls},
				Effects: []Effect{CounterUnlessPays{Cost: cost}}}
		}
	}
	return a
}
