package cards

import (
	"testing"

	"github.com/rulecheck/rulecheck/pkg/oracledb"
)

// TestOracleVocabularyCards: real cards whose Oracle text uses the newer
// card-language vocabulary compile fully from it, through the grammar and
// the card language both.
func TestOracleVocabularyCards(t *testing.T) {
	for _, tc := range []struct{ name, shape string }{
		{"Trumpet Blast", "a plural group as subject: all attacking creatures"},
		{"Overrun", "a group gets +N/+N and gains a keyword"},
		{"Adeliz, the Cinder Wind", "an instant or sorcery spell cast trigger; a subtype group"},
		{"Falter", "a group can't block this turn"},
		{"Wrath of God", "destroy all creatures; they can't be regenerated"},
		{"Acid Rain", "destroy all of a land type"},
		{"Archangel of Thune", "a counter on each creature you control"},
		{"Merfolk Trickster", "it loses all abilities until end of turn"},
		{"Shivan Oasis", "add one of two colors"},
		{"Blinkmoth Nexus", "a land becomes an artifact creature until end of turn"},
		{"Arcane Sanctum", "add one of three colors"},
		{"Thought Scour", "a spell of two paragraphs; target player mills"},
		{"Consider", "surveil, then a paragraph that draws"},
		{"Raise Dead", "return a creature card from your graveyard"},
		{"Argivian Restoration", "return an artifact card from your graveyard to the battlefield"},
		{"Blaze", "X damage"},
		{"Dwarven Priest", "gain 1 life for each creature you control"},
		{"Apothecary Initiate", "you may pay {1}; if you do"},
		{"City of Brass", "becomes tapped"},
		{"Jackal Pup", "that much damage, when dealt damage"},
		{"Sanguine Bond", "that much life, when you gain life"},
		{"Arashin Foremost", "enters or attacks"},
		{"Blood Bairn", "sacrifice another creature"},
		{"Bamboo Grove Archer", "discard this card as a cost"},
	} {
		ref, ok, err := oracledb.Lookup(tc.name)
		if err != nil || !ok {
			t.Errorf("%s: not in the database (%v)", tc.name, err)
			continue
		}
		c, oc := FromOracle(ref)
		if len(c.Unsupported) > 0 {
			for _, l := range oc.Lines {
				if !l.Supported() {
					t.Errorf("%s (%s): %q unsupported: %s", tc.name, tc.shape, l.Raw, l.Reason())
				}
			}
			for _, u := range c.Unsupported {
				t.Errorf("%s (%s): %s: %s", tc.name, tc.shape, u.Oracle, u.Why)
			}
		}
	}
}
