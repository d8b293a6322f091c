package sim

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// TestEveryKeywordIsConsulted fails when a registered keyword is accepted
// by the card language but no rule of the engine reads it: every Kw
// constant of the registry must be used outside keywords.go.
func TestEveryKeywordIsConsulted(t *testing.T) {
	fset := token.NewFileSet()
	usedOutside := map[string]bool{} // Kw identifiers read by rules
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	constants := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok || !strings.HasPrefix(id.Name, "Kw") {
				return true
			}
			if name == "keywords.go" {
				constants[id.Name] = true
			} else {
				usedOutside[id.Name] = true
			}
			return true
		})
	}
	names := map[Keyword]string{
		KwAffinity: "KwAffinity", KwCycling: "KwCycling", KwDeathtouch: "KwDeathtouch", KwDefender: "KwDefender", KwDoubleStrike: "KwDoubleStrike", KwFirstStrike: "KwFirstStrike",
		KwFlash: "KwFlash", KwFlying: "KwFlying", KwHaste: "KwHaste", KwHexproof: "KwHexproof", KwIndestructible: "KwIndestructible",
		KwLandwalk: "KwLandwalk", KwLifelink: "KwLifelink", KwMenace: "KwMenace", KwProtection: "KwProtection", KwProwess: "KwProwess", KwReach: "KwReach",
		KwShroud: "KwShroud", KwTrample: "KwTrample", KwVigilance: "KwVigilance", KwWard: "KwWard",
		KwFear: "KwFear", KwHorsemanship: "KwHorsemanship", KwIntimidate: "KwIntimidate", KwShadow: "KwShadow", KwSkulk: "KwSkulk",
		KwChangeling: "KwChangeling", KwDevoid: "KwDevoid", KwExalted: "KwExalted",
		KwBushido: "KwBushido", KwFlanking: "KwFlanking", KwCrew: "KwCrew", KwConvoke: "KwConvoke",
		KwInfect: "KwInfect", KwWither: "KwWither", KwFlashback: "KwFlashback",
		KwTypecycling: "KwTypecycling", KwEcho: "KwEcho", KwSoulshift: "KwSoulshift", KwImprovise: "KwImprovise", KwUnearth: "KwUnearth", KwDash: "KwDash",
		KwPartner: "KwPartner", KwUndying: "KwUndying", KwPersist: "KwPersist",
		KwModular: "KwModular", KwBuyback: "KwBuyback",
		KwBloodthirst: "KwBloodthirst", KwRenown: "KwRenown", KwFabricate: "KwFabricate", KwEvoke: "KwEvoke",
		KwCumulativeUpkeep: "KwCumulativeUpkeep", KwExtort: "KwExtort", KwSpectacle: "KwSpectacle", KwProwl: "KwProwl", KwFreerunning: "KwFreerunning", KwStorm: "KwStorm", KwCascade: "KwCascade",
		KwRebound: "KwRebound", KwDelve: "KwDelve", KwLivingWeapon: "KwLivingWeapon", KwForMirrodin: "KwForMirrodin", KwSplitSecond: "KwSplitSecond", KwBattleCry: "KwBattleCry", KwRiot: "KwRiot", KwUnleash: "KwUnleash", KwToxic: "KwToxic", KwRetrace: "KwRetrace", KwScavenge: "KwScavenge", KwJumpStart: "KwJumpStart", KwOutlast: "KwOutlast", KwAfflict: "KwAfflict", KwIngest: "KwIngest", KwSurge: "KwSurge", KwRampage: "KwRampage", KwFading: "KwFading", KwUndaunted: "KwUndaunted", KwAfterlife: "KwAfterlife", KwMentor: "KwMentor", KwEvolve: "KwEvolve",
	}
	for _, k := range keywordRegistry {
		ident, ok := names[k.name]
		if !ok {
			t.Errorf("keyword %q is registered but this test does not know its constant: add it above", k.name)
			continue
		}
		if !constants[ident] {
			t.Errorf("%s is not declared in keywords.go", ident)
		}
		if !usedOutside[ident] && !beforeTheGame[k.name] {
			t.Errorf("keyword %q (%s) is registered, so the card language accepts it, but no rule consults %s", k.name, k.rule, ident)
		}
	}
	if len(names) != len(keywordRegistry) {
		t.Errorf("the test knows %d keywords, the registry has %d", len(names), len(keywordRegistry))
	}
}

func TestParseKeyword(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{"Flying", "flying", ""},
		{"first strike", "first strike", ""},
		{"protection from red", "protection from red", ""},
		{"Protection from creatures", "protection from creatures", ""},
		{"protection from everything", "protection from everything", ""},
		{"ward {2}", "ward {2}", ""},
		{"Swampwalk", "swampwalk", ""},
		{"cycling {1}{U}", "cycling {1}{U}", ""},
		{"Bushido 2", "bushido 2", ""},
		{"Basic landcycling {1}", "basic landcycling {1}", ""},
		{"Forestcycling {2}", "forestcycling {2}", ""},
		{"Wizardcycling {3}", "wizardcycling {3}", ""},
		{"crew 3", "crew 3", ""},
		{"Flashback {G}", "flashback {G}", ""},
		{"Shadow", "shadow", ""},
		{"bushido X", "", "bushido \"x\""},
		{"protection from dragons", "", "protection from \"dragons\""},
		{"ward 2", "", "ward cost"},
		{"Affinity for artifacts", "affinity for artifacts", ""},
		{"affinity for Cats", "", "affinity for \"cats\""},
		{"banding", "", "unknown keyword \"banding\""},
	} {
		got, err := ParseKeyword(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseKeyword(%q) error = %v, want one containing %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseKeyword(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// beforeTheGame are the keywords that function only before the game
// begins: partner modifies deck construction in the Commander variant
// (702.124a, 702.124h). A scenario starts after that, in a game without a
// command zone, so no rule of play reads them; an object still has the
// keyword ("a creature with partner"). "Partner with [name]", which also
// has a triggered ability (702.124i), is not accepted.
var beforeTheGame = map[Keyword]bool{KwPartner: true}
