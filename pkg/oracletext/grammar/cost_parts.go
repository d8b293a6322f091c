package grammar

import (
	"regexp"
	"strings"
)

// Cost parts that name objects by kind (601.2h, 602.1): "Sacrifice an
// artifact or creature", "Sacrifice two creatures", "Exile a creature card
// from your graveyard", "Discard a card at random", "Return a land you
// control to its owner's hand", "Tap an untapped creature you control",
// "Exile ~". A kind is a card type, "permanent", or one capitalized word
// (a subtype), several joined by "or"; more than one object takes plural
// card types.
var kindCostParts = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"sacrifice", regexp.MustCompile(`^Sacrifice (?:an?|another) ` + costKindOne + `$`)},
	{"sacrifice", regexp.MustCompile(`^Sacrifice (?:two|three) ` + costKindMany + `$`)},
	{"exile_graveyard", regexp.MustCompile(`^Exile (?:an?|two|three|four|five) (?:` + costKindOne + ` )?cards? from your graveyard$`)},
	{"discard_random", regexp.MustCompile(`^Discard a card at random$`)},
	{"return", regexp.MustCompile(`^Return an? ` + costKindOne + ` you control to its owner's hand$`)},
	{"return", regexp.MustCompile(`^Return (?:two|three) ` + costKindMany + ` you control to their owner's hand$`)},
	{"tap_untapped", regexp.MustCompile(`^Tap an untapped ` + costKindOne + ` you control$`)},
	{"tap_untapped", regexp.MustCompile(`^Tap (?:two|three) untapped ` + costKindMany + ` you control$`)},
	{"exile_self", regexp.MustCompile(`^Exile ~$`)},
	{"return_self", regexp.MustCompile(`^Return ~ to its owner's hand$`)},
	{"discard_hand", regexp.MustCompile(`^Discard your hand$`)},
	{"reveal_self", regexp.MustCompile(`^Reveal ~ from your hand$`)},
	{"remove_counter", regexp.MustCompile(`^Remove a counter from ~$`)},
	{"remove_counter_creature", regexp.MustCompile(`^Remove an? (?:\+1/\+1|-1/-1|[a-z]+) counter from a creature you control$`)},
	{"remove_counter", regexp.MustCompile(`^Remove (?:two|three|four|five) [a-z]+ counters from ~$`)},
	{"discard", regexp.MustCompile(`^Discard an? (?:creature|land|artifact|enchantment|instant|sorcery|white|blue|black|red|green) card$`)},
	{"exile_hand", regexp.MustCompile(`^Exile (?:an?|two) (?:(?:white|blue|black|red|green) )?cards? from your hand$`)},
}

const (
	costTypes    = `(?:creature|artifact|land|enchantment|planeswalker|permanent)`
	costKindOne  = `(?:` + costTypes + `|[A-Z][a-z]+)(?: (?:or|and/or) (?:` + costTypes + `|[A-Z][a-z]+))*`
	costPlurals  = `(?:creatures|artifacts|lands|enchantments|planeswalkers|permanents|Plains|Islands|Swamps|Mountains|Forests)`
	costKindMany = costPlurals + `(?: (?:or|and/or) ` + costPlurals + `)*`
)

func init() {
	moreCostParts = append(moreCostParts, kindCostPart)
}

// kindCostPart reads one of them at i, up to the comma or colon after it.
func kindCostPart(sc *scanner, i int) (*CostPart, int) {
	end := i
	for end < len(sc.s) && !strings.ContainsRune(",:.", rune(sc.s[end])) {
		end++
	}
	text := sc.s[i:end]
	for _, p := range kindCostParts {
		if p.re.MatchString(text) {
			return &CostPart{Kind: p.kind, Text: text, Value: text}, end
		}
	}
	return nil, i
}
