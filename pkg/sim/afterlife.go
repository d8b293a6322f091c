package sim

import "fmt"

// spiritToken is the token afterlife creates: a 1/1 white and black
// Spirit creature with flying (702.135a), named for its subtype (111.4).
var spiritToken = &CardDef{Name: "Spirit", Types: []string{"creature"}, Subtypes: []string{"Spirit"},
	ColorIndicator: ColorSet(White, Black), Power: 1, Toughness: 1, HasPT: true, Keywords: []string{string(KwFlying)}}

// afterlifeAbility is the triggered ability "afterlife N" stands for
// (702.135a): "When this permanent is put into a graveyard from the
// battlefield, create N 1/1 white and black Spirit creature tokens with
// flying." Each instance triggers separately (702.135b).
func afterlifeAbility(k string) *Ability {
	n, ok := keywordN(k, KwAfterlife)
	if !ok {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("Afterlife %d", n), Name: "afterlife",
		Trigger: &Trigger{Event: WhenDies}, Effects: []Effect{CreateTokens{Token: spiritToken, Count: n}}}
}
