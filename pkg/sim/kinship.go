package sim

import (
	"fmt"
	"slices"
)

// RevealTopSharingType is "you may look at the top card of your library.
// If it shares a creature type with this creature, you may reveal it. If
// you do, [Then]" (kinship, 701.20a): the card stays on top. Looking is
// optional too, but only revealing has an effect, so the one choice asked
// is whether to reveal, and only when the card shares a creature type.
type RevealTopSharingType struct{ Then []Effect }

func (e RevealTopSharingType) apply(g *Game, r *resolution) error {
	p := r.controller
	pl := g.players[p]
	if len(pl.library) == 0 {
		return nil
	}
	top := pl.library[0]
	source := g.Chars(r.source)
	if o := g.object(r.source); o.Zone != Battlefield && r.sourceLKI != nil && r.sourceLKI.lkiChars != nil {
		source = r.sourceLKI.lkiChars // last known information (608.2h)
	}
	if !sharesCreatureType(g.Chars(top), source) {
		return nil
	}
	i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("whether to reveal %s, which shares a creature type with %s", g.Label(top), g.name(r.source)), Options: []string{"reveal", "don't reveal"}, Rule: RuleReveal})
	if err != nil || i == 1 {
		return err
	}
	g.logf("dig", RuleReveal, "%s reveals %s from the top of their library", pl.Name, g.name(top))
	return g.applyEffects(e.Then, r)
}

// sharesCreatureType reports whether two objects have a creature type in
// common: a creature or kindred card's subtypes are creature types
// (205.3m), except the artifact, enchantment, land and spell types it may
// also have (Dryad Arbor's Forest, 205.3g-205.3k).
func sharesCreatureType(a, b *Characteristics) bool {
	types := func(c *Characteristics) []string {
		if !c.HasType("creature") && !c.HasType("kindred") && !c.HasType("tribal") {
			return nil
		}
		return slices.DeleteFunc(slices.Clone(c.Subtypes), func(t string) bool { return notCreatureTypes[t] })
	}
	tb := types(b)
	return slices.ContainsFunc(types(a), func(t string) bool { return slices.Contains(tb, t) })
}

// notCreatureTypes are the artifact (205.3g), enchantment (205.3h), land
// (205.3i) and spell (205.3k) types.
var notCreatureTypes = map[string]bool{
	"Attraction": true, "Blood": true, "Bobblehead": true, "Clue": true, "Contraption": true, "Equipment": true,
	"Food": true, "Fortification": true, "Gold": true, "Incubator": true, "Junk": true, "Map": true,
	"Powerstone": true, "Treasure": true, "Vehicle": true,
	"Aura": true, "Background": true, "Cartouche": true, "Case": true, "Class": true, "Curse": true, "Role": true,
	"Room": true, "Rune": true, "Saga": true, "Shard": true, "Shrine": true,
	"Cave": true, "Desert": true, "Forest": true, "Gate": true, "Island": true, "Lair": true, "Locus": true,
	"Mine": true, "Mountain": true, "Plains": true, "Power-Plant": true, "Sphere": true, "Swamp": true,
	"Tower": true, "Town": true, "Urza’s": true,
	"Adventure": true, "Arcane": true, "Lesson": true, "Omen": true, "Trap": true,
}
