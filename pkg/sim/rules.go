package sim

// Rule names a Comprehensive Rules rule the engine applies. Code refers to
// rules by name; the number is data (ruleNumbers), because numbers move
// between versions of the Comprehensive Rules while the rules themselves stay.
type Rule int

// The rules the engine cites, grouped loosely by section.
const (
	RuleNone Rule = iota
	RuleTwoPlayerSkipsFirstDraw
	RuleManaTypes
	RuleManaPoolEmpties
	RuleChooseX
	RuleTapSymbol
	RuleUntapSymbol
	RuleDamageToPlayer
	RuleDamageToCreature
	RuleDraw
	RuleArtifactTiming
	RuleCreatureTiming
	RuleEnchantmentTiming
	RuleSorceryTiming
	RuleCastPermission
	RuleSummoningSickness
	RulePlayLandTiming
	RuleOneLandPerTurn
	RuleCastSpell
	RuleChooseTargets
	RuleSameTargetOnce
	RulePayCost
	RuleActivateAbility
	RuleOnlyControllerActivates
	RuleManaAbilityNoStack
	RuleResolveTargetCheck
	RuleInstantToGraveyard
	RulePermanentSpellResolves
	RuleControlLayer
	RuleEffectDuration
	RuleUntilYourNextTurn
	RuleProhibitedActivation
	RuleSkipTurn
	RuleGoad
	RuleGoadRequirements
	RuleExtraTurn
	RuleSkip
	RuleLoseByEffect
	RuleTapAction
	RuleUntapAction
	RuleDestroy
	RuleUntapStep
	RuleNoPriorityInUntap
	RuleNoPriorityInCleanup
	RuleExtraCleanup
	RuleOwnersZone
	RuleNoAttackersSkipsCombat
	RuleEndOfCombatEffects
	RuleDiscardToHandSize
	RuleCleanupDamageAndEffects
	RuleSBAZeroLife
	RuleSBAEmptyLibraryDraw
	RuleSBAZeroToughness
	RuleSBALethalDamage
	RuleTriggerOnEvent
	RuleTriggerOrder
	RuleTriggerTargets
	RuleTriggerNoTarget
	RuleInterveningIf
	RuleModes
	RuleAttachAura
	RuleSBALegend
	RuleSBAAura
	RuleSBAEquipment
	RuleEquipmentCreature
	RuleAttachIllegal
	RulePreventionExtra
	RuleReplacementOrder
	RuleClash
	RuleClashChooseOpponent
	RuleClashOrder
	RuleClashWin
	RuleDeclareAttackers
	RuleAttackerEligible
	RuleAttackRequirement
	RuleDeclareBlockers
	RuleBlockRequirement
	RuleBlockerEligible
	RuleCombatDamage
	RuleRemovedFromCombat
	RuleFlyingBlock
	RuleDivideDamage
	RuleSacrifice
	RuleTokenCreate
	RuleSorcerySpeedAbility
	RuleUndefinedMana
	RuleAddMana
	RuleTriggeredManaAbility
	RuleManaReplacement
	RuleActivateOnlyIf
	RuleEntersWith
	RuleXEntersWith
	RulePayLife
	RuleSBAToken
	RuleLeaveGame
	RuleTurnStructure
	RuleCounters
	RuleFirstStrike
	RuleSpendingRestriction
	RuleSBACounters
	RuleAllPass
	RuleEntersUnderPutter
	RuleChoiceOnResolution
	RuleMandatoryLoop
	RuleShroud
	RuleHexproof
	RuleProtectionTarget
	RuleProtectionDamage
	RuleProtectionBlock
	RuleSBADeathtouch
	RuleLifelink
	RuleIndestructible
	RuleDefender
	RuleMenace
	RuleReach
	RuleWard
	RuleProwess
	RuleLifeChange
	RuleStateTrigger
	RuleReflexiveTrigger
	RuleDelayedTrigger
	RuleNewObject
	RuleMovesItselfFrom
	RuleDivide
	RuleOwnerLeavesTriggers
	RuleCounter
	RuleChooseOnEntering
	RuleWin
	RuleDraw104
	RuleShuffle
	RuleInstead
	RuleAbilityLayer
	RuleDiscard
	RuleScry
	RuleAttackRestriction
	RuleBlockRestriction
	RuleRegenerate
	RuleCycling
	RuleFunctionsFromZone
	RuleUntilEvent
	RuleUntilAlreadyHappened
	RuleUntilAlreadyHappenedTrigger
	RuleReturnUnderOwner
	RuleMill
	RuleSurveil
	RuleLandwalk
	RuleSearch
	RuleAmountOnApply
	RulePreventNext
	RulePreventAll
	RuleLookAt
	RuleReveal
	RuleLibraryOrder
	RuleExplore
	RuleExileTop
	RuleShuffleExcept
	RuleFear
	RuleIntimidate
	RuleShadow
	RuleHorsemanship
	RuleSkulk
	RuleExalted
	RuleAttacksAlone
	RuleBushido
	RuleFlanking
	RuleCrew
	RuleConvoke
	RuleInfectPlayer
	RuleInfectCreature
	RuleWither
	RuleSBAPoison
	RuleFlashback
	RuleSelfTarget
	RuleEcho
	RuleImprovise
	RuleUnearth
	RuleConditionalEffect
	RuleEntersUnless
	RuleTotalCost
	RuleCantBeCountered
	RuleCounterUnless
	RuleAlternativeCost
	RulePutLand
	RuleChooseSource
	RuleRedirect
	RuleSelfReplacement
	RuleDash
	RuleUndying
	RulePersist
	RuleModular
	RuleBuyback
	RuleBloodthirst
	RuleRenown
	RuleFabricate
	RuleEvoke
	RuleCumulativeUpkeep
	RuleHybridMana
	RulePhyrexianMana
	RuleAnnounceHybrid
	RuleHybridAtPayment
	RuleExtort
	RuleTokenLeftBattlefield
	RuleAuraEntersAttached
	RuleEntersAsCopy
	RuleTokenCopy
	RulePopulate
	RuleCopyException
	RuleBecomeCopy
	RuleProliferate
	RuleExert
	RuleExertAsAttacks
	RuleCopySpell
	RuleCopyNewTargets
	RuleSBASpellCopy
	RuleStorm
	RuleCopyBecomesToken
	RuleFlipCoin
	RuleWinFlip
	RuleCascade
	RuleForAsLongAs
	RuleChooseCardName
	RuleSearchMayFail
	RuleRebound
	RuleDelve
	RuleLivingWeapon
	RuleForMirrodin
	RuleSplitSecond
	RuleBattleCry
	RuleRiot
	RuleUnleash
	RuleToxic
	RuleRetrace
	RuleScavenge
	RuleJumpStart
	RuleIngest
	RuleRampage
	RuleFading
	RuleStunCounter
	RuleMentor
	RuleEvolve
	RuleConnive
	RuleBolster
	RuleAmass
	RuleAdapt
	RuleMonstrosity
	ruleCount // not a rule: the number of rules
)

// ruleNumbers maps each rule to its number in the Comprehensive Rules
// effective 2026-09-25 (see README, "Rules version").
var ruleNumbers = map[Rule]string{
	RuleTwoPlayerSkipsFirstDraw:     "103.8a",
	RuleManaTypes:                   "106.1",
	RuleManaPoolEmpties:             "106.4",
	RuleChooseX:                     "107.3a",
	RuleTapSymbol:                   "107.5",
	RuleUntapSymbol:                 "107.6",
	RuleDamageToPlayer:              "120.3a",
	RuleDamageToCreature:            "120.3e",
	RuleDraw:                        "121.1",
	RuleArtifactTiming:              "301.1",
	RuleCreatureTiming:              "302.1",
	RuleEnchantmentTiming:           "303.1",
	RuleSorceryTiming:               "307.1",
	RuleCastPermission:              "601.3",
	RuleSummoningSickness:           "302.6",
	RulePlayLandTiming:              "305.1",
	RuleOneLandPerTurn:              "305.2",
	RuleCastSpell:                   "601.2",
	RuleChooseTargets:               "601.2c",
	RuleSameTargetOnce:              "115.3",
	RulePayCost:                     "601.2h",
	RuleActivateAbility:             "602.2",
	RuleOnlyControllerActivates:     "602.2",
	RuleManaAbilityNoStack:          "605.3b",
	RuleResolveTargetCheck:          "608.2b",
	RuleInstantToGraveyard:          "608.2n",
	RulePermanentSpellResolves:      "608.3",
	RuleControlLayer:                "613.1b",
	RuleEffectDuration:              "611.2a",
	RuleUntilYourNextTurn:           "500.5",
	RuleProhibitedActivation:        "602.5",
	RuleSkipTurn:                    "614.10a",
	RuleGoad:                        "701.15a",
	RuleGoadRequirements:            "701.15b",
	RuleExtraTurn:                   "500.7",
	RuleSkip:                        "500.11",
	RuleLoseByEffect:                "104.3e",
	RuleTapAction:                   "701.26a",
	RuleUntapAction:                 "701.26b",
	RuleDestroy:                     "701.8a",
	RuleUntapStep:                   "502.3",
	RuleNoPriorityInUntap:           "502.4",
	RuleNoPriorityInCleanup:         "514.3",
	RuleExtraCleanup:                "514.3a",
	RuleOwnersZone:                  "400.3",
	RuleNoAttackersSkipsCombat:      "508.8",
	RuleEndOfCombatEffects:          "511.2",
	RuleDiscardToHandSize:           "514.1",
	RuleCleanupDamageAndEffects:     "514.2",
	RuleSBAZeroLife:                 "704.5a",
	RuleSBAEmptyLibraryDraw:         "704.5b",
	RuleSBAZeroToughness:            "704.5f",
	RuleSBALethalDamage:             "704.5g",
	RuleTriggerOnEvent:              "603.2",
	RuleTriggerOrder:                "603.3b",
	RuleTriggerTargets:              "603.3d",
	RuleTriggerNoTarget:             "603.3d",
	RuleInterveningIf:               "603.4",
	RuleModes:                       "700.2",
	RuleAttachAura:                  "701.3a",
	RuleSBALegend:                   "704.5j",
	RuleSBAAura:                     "704.5m",
	RuleSBAEquipment:                "704.5n",
	RuleEquipmentCreature:           "301.5c",
	RuleAttachIllegal:               "701.3b",
	RulePreventionExtra:             "615.5",
	RuleReplacementOrder:            "616.1",
	RuleClash:                       "701.30a",
	RuleClashChooseOpponent:         "701.30b",
	RuleClashOrder:                  "701.30c",
	RuleClashWin:                    "701.30d",
	RuleDeclareAttackers:            "508.1",
	RuleAttackerEligible:            "508.1a",
	RuleAttackRequirement:           "508.1d",
	RuleDeclareBlockers:             "509.1",
	RuleBlockRequirement:            "509.1c",
	RuleBlockerEligible:             "509.1a",
	RuleCombatDamage:                "510.2",
	RuleRemovedFromCombat:           "506.4",
	RuleFlyingBlock:                 "702.9b",
	RuleSacrifice:                   "701.21a",
	RuleTokenCreate:                 "111.2",
	RuleSorcerySpeedAbility:         "602.5d",
	RuleUndefinedMana:               "106.5",
	RuleAddMana:                     "106.3",
	RuleTriggeredManaAbility:        "605.4a",
	RuleManaReplacement:             "106.12b",
	RuleActivateOnlyIf:              "602.5b",
	RuleEntersWith:                  "614.1c",
	RuleXEntersWith:                 "107.3m",
	RulePayLife:                     "119.4",
	RuleSBAToken:                    "704.5d",
	RuleAllPass:                     "117.4",
	RuleEntersUnderPutter:           "110.2a",
	RuleChoiceOnResolution:          "608.2d",
	RuleDivideDamage:                "510.1c",
	RuleLeaveGame:                   "800.4a",
	RuleTurnStructure:               "500.1",
	RuleCounters:                    "122.1",
	RuleFirstStrike:                 "510.4",
	RuleSpendingRestriction:         "106.6",
	RuleSBACounters:                 "704.5q",
	RuleMandatoryLoop:               "104.4b",
	RuleShroud:                      "702.18a",
	RuleHexproof:                    "702.11b",
	RuleProtectionTarget:            "702.16b",
	RuleProtectionDamage:            "702.16e",
	RuleProtectionBlock:             "702.16f",
	RuleSBADeathtouch:               "704.5h",
	RuleLifelink:                    "702.15b",
	RuleIndestructible:              "702.12b",
	RuleDefender:                    "702.3b",
	RuleMenace:                      "702.111b",
	RuleReach:                       "702.17b",
	RuleWard:                        "702.21a",
	RuleProwess:                     "702.108a",
	RuleLifeChange:                  "119.3",
	RuleStateTrigger:                "603.8",
	RuleReflexiveTrigger:            "603.12",
	RuleDelayedTrigger:              "603.7",
	RuleNewObject:                   "400.7",
	RuleMovesItselfFrom:             "113.6m",
	RuleDivide:                      "601.2d",
	RuleOwnerLeavesTriggers:         "603.6c",
	RuleCounter:                     "701.6a",
	RuleChooseOnEntering:            "614.12",
	RuleWin:                         "104.2a",
	RuleShuffle:                     "701.24a",
	RuleInstead:                     "614.1a",
	RuleAbilityLayer:                "613.1f",
	RuleDiscard:                     "701.9a",
	RuleScry:                        "701.22a",
	RuleAttackRestriction:           "508.1c",
	RuleBlockRestriction:            "509.1b",
	RuleRegenerate:                  "701.19a",
	RuleCycling:                     "702.29a",
	RuleFunctionsFromZone:           "113.6j",
	RuleUntilEvent:                  "610.3",
	RuleUntilAlreadyHappened:        "610.3a",
	RuleUntilAlreadyHappenedTrigger: "610.3b",
	RuleReturnUnderOwner:            "610.3c",
	RuleMill:                        "701.17a",
	RuleSurveil:                     "701.25a",
	RuleLandwalk:                    "702.14c",
	RuleSearch:                      "701.23a",
	RulePreventNext:                 "615.7",
	RulePreventAll:                  "615.1a",
	RuleDraw104:                     "104.4a",
	RuleLookAt:                      "701.20e",
	RuleReveal:                      "701.20a",
	RuleLibraryOrder:                "401.4",
	RuleExplore:                     "701.44a",
	RuleExileTop:                    "406.3",
	RuleShuffleExcept:               "701.24b",
	RuleFear:                        "702.36b",
	RuleIntimidate:                  "702.13b",
	RuleShadow:                      "702.28b",
	RuleHorsemanship:                "702.31b",
	RuleSkulk:                       "702.118b",
	RuleExalted:                     "702.83a",
	RuleAttacksAlone:                "506.5",
	RuleBushido:                     "702.45a",
	RuleFlanking:                    "702.25a",
	RuleCrew:                        "702.122a",
	RuleConvoke:                     "702.51a",
	RuleInfectPlayer:                "702.90b",
	RuleInfectCreature:              "702.90c",
	RuleWither:                      "702.80a",
	RuleSBAPoison:                   "704.5c",
	RuleFlashback:                   "702.34a",
	RuleSelfTarget:                  "115.5",
	RuleEcho:                        "702.30a",
	RuleImprovise:                   "702.126a",
	RuleUnearth:                     "702.84a",
	RuleAmountOnApply:               "608.2h",
	RuleConditionalEffect:           "608.2c",
	RuleEntersUnless:                "614.1d",
	RuleTotalCost:                   "601.2f",
	RuleCantBeCountered:             "113.6g",
	RuleCounterUnless:               "118.12a",
	RuleAlternativeCost:             "118.9",
	RulePutLand:                     "305.4",
	RuleChooseSource:                "609.7a",
	RuleRedirect:                    "614.9",
	RuleSelfReplacement:             "614.15",
	RuleDash:                        "702.109a",
	RuleUndying:                     "702.93a",
	RulePersist:                     "702.79a",
	RuleModular:                     "702.43a",
	RuleBuyback:                     "702.27a",
	RuleBloodthirst:                 "702.54a",
	RuleRenown:                      "702.112a",
	RuleFabricate:                   "702.123a",
	RuleEvoke:                       "702.74a",
	RuleCumulativeUpkeep:            "702.24a",
	RuleHybridMana:                  "107.4e",
	RulePhyrexianMana:               "107.4f",
	RuleAnnounceHybrid:              "601.2b",
	RuleHybridAtPayment:             "118.13b",
	RuleExtort:                      "702.101a",
	RuleTokenLeftBattlefield:        "111.8",
	RuleAuraEntersAttached:          "303.4f",
	RuleEntersAsCopy:                "707.5",
	RuleTokenCopy:                   "707.2",
	RulePopulate:                    "701.36a",
	RuleCopyException:               "707.9e",
	RuleBecomeCopy:                  "707.4",
	RuleProliferate:                 "701.34a",
	RuleExert:                       "701.43a",
	RuleExertAsAttacks:              "701.43d",
	RuleCopySpell:                   "707.10",
	RuleCopyNewTargets:              "707.10c",
	RuleSBASpellCopy:                "704.5e",
	RuleStorm:                       "702.40a",
	RuleCopyBecomesToken:            "707.10f",
	RuleFlipCoin:                    "705.1",
	RuleWinFlip:                     "705.2",
	RuleCascade:                     "702.85a",
	RuleForAsLongAs:                 "611.2b",
	RuleChooseCardName:              "201.4",
	RuleSearchMayFail:               "701.23b",
	RuleRebound:                     "702.88a",
	RuleDelve:                       "702.66a",
	RuleLivingWeapon:                "702.92a",
	RuleForMirrodin:                 "702.163a",
	RuleSplitSecond:                 "702.61a",
	RuleBattleCry:                   "702.91a",
	RuleRiot:                        "702.136a",
	RuleUnleash:                     "702.98a",
	RuleToxic:                       "702.164c",
	RuleRetrace:                     "702.81a",
	RuleScavenge:                    "702.97a",
	RuleJumpStart:                   "702.133a",
	RuleIngest:                      "702.115a",
	RuleRampage:                     "702.23a",
	RuleFading:                      "702.32a",
	RuleStunCounter:                 "122.1d",
	RuleMentor:                      "702.134a",
	RuleEvolve:                      "702.100a",
	RuleConnive:                     "701.50a",
	RuleBolster:                     "701.39a",
	RuleAmass:                       "701.47a",
	RuleAdapt:                       "701.46a",
	RuleMonstrosity:                 "701.37a",
}

// Number is the rule's number in the Comprehensive Rules, such as "302.6".
func (r Rule) Number() string { return ruleNumbers[r] }

// String renders the rule as a citation, such as "CR 302.6".
func (r Rule) String() string { return "CR " + r.Number() }
