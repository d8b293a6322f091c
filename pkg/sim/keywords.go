package sim

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Keyword is a keyword ability's name without its parameter (702):
// "protection" for "protection from red", "ward" for "ward {2}".
type Keyword string

// The keyword abilities the engine implements. Each is consulted by the
// rule that gives it meaning; the registry below is the single list the
// card language accepts, and a test fails if one is never consulted.
const (
	KwAffinity       Keyword = "affinity"
	KwCycling        Keyword = "cycling"
	KwDeathtouch     Keyword = "deathtouch"
	KwDefender       Keyword = "defender"
	KwDoubleStrike   Keyword = "double strike"
	KwFirstStrike    Keyword = "first strike"
	KwFlash          Keyword = "flash"
	KwFlying         Keyword = "flying"
	KwHaste          Keyword = "haste"
	KwHexproof       Keyword = "hexproof"
	KwIndestructible Keyword = "indestructible"
	KwLandwalk       Keyword = "landwalk"
	KwLifelink       Keyword = "lifelink"
	KwMenace         Keyword = "menace"
	KwProtection     Keyword = "protection"
	KwProwess        Keyword = "prowess"
	KwReach          Keyword = "reach"
	KwShroud         Keyword = "shroud"
	KwTrample        Keyword = "trample"
	KwVigilance      Keyword = "vigilance"
	KwWard           Keyword = "ward"

	KwFear         Keyword = "fear"
	KwHorsemanship Keyword = "horsemanship"
	KwIntimidate   Keyword = "intimidate"
	KwShadow       Keyword = "shadow"
	KwSkulk        Keyword = "skulk"

	KwChangeling Keyword = "changeling"
	KwDevoid     Keyword = "devoid"
	KwExalted    Keyword = "exalted"
	KwBushido    Keyword = "bushido"
	KwFlanking   Keyword = "flanking"
	KwCrew       Keyword = "crew"
	KwConvoke    Keyword = "convoke"
	KwInfect     Keyword = "infect"
	KwWither     Keyword = "wither"
	KwFlashback  Keyword = "flashback"
	// KwTypecycling is every "[type]cycling [cost]" (702.29e).
	KwTypecycling Keyword = "typecycling"
	KwEcho        Keyword = "echo"
	KwSoulshift   Keyword = "soulshift"
	KwImprovise   Keyword = "improvise"
	KwUnearth     Keyword = "unearth"
	KwDash        Keyword = "dash"
	KwPartner     Keyword = "partner"
	KwUndying     Keyword = "undying"
	KwPersist     Keyword = "persist"
	KwModular     Keyword = "modular"
	KwBuyback     Keyword = "buyback"
	KwBloodthirst Keyword = "bloodthirst"
	KwRenown      Keyword = "renown"
	KwFabricate   Keyword = "fabricate"
	KwEvoke       Keyword = "evoke"
	// KwCumulativeUpkeep is "cumulative upkeep [cost]" (702.24a).
	KwCumulativeUpkeep Keyword = "cumulative upkeep"
	KwExtort           Keyword = "extort"
	KwSpectacle        Keyword = "spectacle"
	KwProwl            Keyword = "prowl"
	KwFreerunning      Keyword = "freerunning"
	KwStorm            Keyword = "storm"
	KwCascade          Keyword = "cascade"
	KwRebound          Keyword = "rebound"
	KwDelve            Keyword = "delve"
	KwLivingWeapon     Keyword = "living weapon"
	KwForMirrodin      Keyword = "for mirrodin!"
	KwSplitSecond      Keyword = "split second"
	KwBattleCry        Keyword = "battle cry"
	KwRiot             Keyword = "riot"
	KwUnleash          Keyword = "unleash"
	KwToxic            Keyword = "toxic"
	KwRetrace          Keyword = "retrace"
	KwScavenge         Keyword = "scavenge"
	KwJumpStart        Keyword = "jump-start"
	KwOutlast          Keyword = "outlast"
	KwAfflict          Keyword = "afflict"
	KwIngest           Keyword = "ingest"
	KwSurge            Keyword = "surge"
	KwRampage          Keyword = "rampage"
	KwFading           Keyword = "fading"
	KwUndaunted        Keyword = "undaunted"
	KwAfterlife        Keyword = "afterlife"
	KwMentor           Keyword = "mentor"
	KwEvolve           Keyword = "evolve"
)

// keywordParam is what follows a keyword's name.
type keywordParam int

const (
	noParam       keywordParam = iota
	qualityParam               // protection from [quality] (702.16a)
	costParam                  // ward [cost] (702.21a), cycling [cost] (702.29a), flashback [cost] (702.34a), echo [cost] (702.30a), unearth [cost] (702.84a), dash [cost] (702.109a), buyback [cost] (702.27a), evoke [cost] (702.74a)
	landTypeParam              // [land type]walk (702.14a): swampwalk, islandwalk
	numberParam                // bushido N (702.45a), crew N (702.122a), soulshift N (702.46a), toxic N (702.164a)
	typeCostParam              // [type]cycling [cost] (702.29e)
	forTypeParam               // affinity for [card type, plural] (702.41a)
)

// keywordInfo is one registered keyword: its rule and its parameter.
type keywordInfo struct {
	name  Keyword
	rule  string
	param keywordParam
}

// keywordRegistry is the single list of keyword abilities the engine
// implements: the first ones in alphabetical order, then the evasion and
// other keywords added later.
var keywordRegistry = []keywordInfo{
	{KwAffinity, "702.41", forTypeParam},
	{KwCycling, "702.29", costParam},
	{KwDeathtouch, "702.2", noParam},
	{KwDefender, "702.3", noParam},
	{KwDoubleStrike, "702.4", noParam},
	{KwFirstStrike, "702.7", noParam},
	{KwFlash, "702.8", noParam},
	{KwFlying, "702.9", noParam},
	{KwHaste, "702.10", noParam},
	{KwHexproof, "702.11", noParam},
	{KwIndestructible, "702.12", noParam},
	{KwLandwalk, "702.14", landTypeParam},
	{KwLifelink, "702.15", noParam},
	{KwMenace, "702.111", noParam},
	{KwProtection, "702.16", qualityParam},
	{KwProwess, "702.108", noParam},
	{KwReach, "702.17", noParam},
	{KwShroud, "702.18", noParam},
	{KwTrample, "702.19", noParam},
	{KwVigilance, "702.20", noParam},
	{KwWard, "702.21", costParam},
	{KwFear, "702.36", noParam},
	{KwHorsemanship, "702.31", noParam},
	{KwIntimidate, "702.13", noParam},
	{KwShadow, "702.28", noParam},
	{KwSkulk, "702.118", noParam},
	{KwChangeling, "702.73", noParam},
	{KwDevoid, "702.114", noParam},
	{KwExalted, "702.83", noParam},
	{KwBushido, "702.45", numberParam},
	{KwFlanking, "702.25", noParam},
	{KwCrew, "702.122", numberParam},
	{KwConvoke, "702.51", noParam},
	{KwInfect, "702.90", noParam},
	{KwWither, "702.80", noParam},
	{KwFlashback, "702.34", costParam},
	{KwTypecycling, "702.29e", typeCostParam},
	{KwEcho, "702.30", costParam},
	{KwSoulshift, "702.46", numberParam},
	{KwImprovise, "702.126", noParam},
	{KwUnearth, "702.84", costParam},
	{KwDash, "702.109", costParam},
	{KwPartner, "702.124h", noParam}, // deck construction only: no rule of play reads it (keywords_test.go)
	{KwUndying, "702.93", noParam},
	{KwPersist, "702.79", noParam},
	{KwModular, "702.43", numberParam},
	{KwBuyback, "702.27", costParam},
	{KwBloodthirst, "702.54", numberParam},
	{KwRenown, "702.112", numberParam},
	{KwFabricate, "702.123", numberParam},
	{KwEvoke, "702.74", costParam},
	{KwCumulativeUpkeep, "702.24", costParam},
	{KwExtort, "702.101", noParam},
	{KwSpectacle, "702.137", costParam},
	{KwProwl, "702.76", costParam},
	{KwFreerunning, "702.173", costParam},
	{KwStorm, "702.40", noParam},
	{KwCascade, "702.85", noParam},
	{KwRebound, "702.88", noParam},
	{KwDelve, "702.66", noParam},
	{KwLivingWeapon, "702.92", noParam},
	{KwForMirrodin, "702.163", noParam},
	{KwSplitSecond, "702.61", noParam},
	{KwBattleCry, "702.91", noParam},
	{KwRiot, "702.136", noParam},
	{KwUnleash, "702.98", noParam},
	{KwToxic, "702.164", numberParam},
	{KwRetrace, "702.81", noParam},
	{KwScavenge, "702.97", costParam},
	{KwJumpStart, "702.133", noParam},
	{KwOutlast, "702.107", costParam},
	{KwAfflict, "702.130", numberParam},
	{KwIngest, "702.115", noParam},
	{KwSurge, "702.117", costParam},
	{KwRampage, "702.23", numberParam},
	{KwFading, "702.32", numberParam},
	{KwUndaunted, "702.125", noParam},
	{KwAfterlife, "702.135", numberParam},
	{KwMentor, "702.134", noParam},
	{KwEvolve, "702.100", noParam},
}

// KeywordForms lists the keyword abilities the card language accepts, as
// written: "flying", "protection from [quality]", "ward [cost]".
func KeywordForms() []string { return slices.Clone(keywordForms()) }

// keywordForms are the forms, listed once: they name the keywords in error
// messages, which a filter trying words as keywords asks for often.
var keywordForms = sync.OnceValue(func() []string {
	out := make([]string, len(keywordRegistry))
	for i, k := range keywordRegistry {
		out[i] = string(k.name)
		switch k.param {
		case qualityParam:
			out[i] += " from [quality]"
		case costParam:
			out[i] += " [cost]"
		case landTypeParam:
			out[i] = "[basic land type]walk"
		case numberParam:
			out[i] += " N"
		case typeCostParam:
			out[i] = "[type]cycling [cost]"
		case forTypeParam:
			out[i] += " for [card type, plural]"
		}
	}
	return out
})

// ParseKeyword reads a keyword ability as written ("Flying", "protection
// from red", "ward {2}") into the lower-case form characteristics carry. It
// refuses a keyword the engine does not implement, and a protection quality
// or ward cost it can't read.
func ParseKeyword(s string) (string, error) {
	lower := strings.ToLower(strings.TrimSpace(s))
	for _, k := range keywordRegistry {
		name := string(k.name)
		switch k.param {
		case noParam:
			if lower == name {
				return name, nil
			}
		case qualityParam:
			if q, ok := strings.CutPrefix(lower, name+" from "); ok {
				if _, err := parseQuality(q); err != nil {
					return "", err
				}
				return lower, nil
			}
		case landTypeParam:
			if t, ok := strings.CutSuffix(lower, "walk"); ok && landwalkType(t) != "" {
				return lower, nil
			}
		case typeCostParam:
			if typ, c, ok := typecyclingParts(lower); ok {
				if _, err := ParseManaCost(strings.ToUpper(c)); err != nil {
					return "", fmt.Errorf("%scycling cost %q: %v (only mana costs are supported)", typ, c, err)
				}
				return typ + "cycling " + strings.ToUpper(c), nil
			}
		case numberParam:
			if n, ok := strings.CutPrefix(lower, name+" "); ok {
				if _, err := keywordNumber(n); err != nil {
					return "", fmt.Errorf("%s %q: %v", name, n, err)
				}
				return lower, nil
			}
		case forTypeParam:
			if t, ok := strings.CutPrefix(lower, name+" for "); ok {
				if affinityType(t) == "" {
					return "", fmt.Errorf("%s for %q: only a card type in the plural is supported", name, t)
				}
				return lower, nil
			}
		case costParam:
			if c, ok := strings.CutPrefix(lower, name+" "); ok {
				if _, err := ParseManaCost(strings.ToUpper(c)); err != nil {
					return "", fmt.Errorf("%s cost %q: %v (only mana costs are supported)", name, c, err)
				}
				return name + " " + strings.ToUpper(c), nil
			}
		}
	}
	return "", fmt.Errorf("unknown keyword %q: the keywords are %s", s, strings.Join(keywordForms(), ", "))
}

// landwalkType is the basic land type of "swamp" in "swampwalk", or "".
func landwalkType(s string) string {
	for _, b := range basicLandMana {
		if strings.EqualFold(b.subtype, s) {
			return b.subtype
		}
	}
	return ""
}

// keywordBase is the keyword of a keyword as written.
func keywordBase(s string) Keyword {
	if t, ok := strings.CutSuffix(s, "walk"); ok && landwalkType(t) != "" {
		return KwLandwalk
	}
	if _, _, ok := typecyclingParts(s); ok {
		return KwTypecycling
	}
	first, _, _ := strings.Cut(s, " ")
	for _, k := range paramKeywords[first] {
		if strings.HasPrefix(s, string(k)+" ") {
			return k
		}
	}
	return Keyword(s)
}

// paramKeywords lists the keywords that take a parameter, in registry
// order, by the first word of their names: keywordBase runs on every
// keyword test, and a keyword can only begin with the first word of its
// own name.
var paramKeywords = func() map[string][]Keyword {
	byFirstWord := map[string][]Keyword{}
	for _, k := range keywordRegistry {
		if k.param != noParam {
			first, _, _ := strings.Cut(string(k.name), " ")
			byFirstWord[first] = append(byFirstWord[first], k.name)
		}
	}
	return byFirstWord
}()

// keywordsWith lists the instances of keyword k an object has, with their
// parameters: "protection from red" and "protection from creatures".
func keywordsWith(c *Characteristics, k Keyword) []string {
	var out []string
	for _, s := range c.Keywords {
		if keywordBase(s) == k {
			out = append(out, s)
		}
	}
	return out
}
