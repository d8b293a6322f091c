package sim

import (
	"slices"
	"strings"
)

// keywordAlternativeCosts are the alternative costs an object's keywords
// stand for, each functioning on the stack, where the caster chooses among
// the alternative costs (601.2b, 118.9a):
//   - "Spectacle [cost]": "You may pay [cost] rather than pay this spell's
//     mana cost if an opponent lost life this turn." (702.137a)
//   - "Prowl [cost]": "... if a player was dealt combat damage this turn by
//     a source that, at the time it dealt that damage, was under your
//     control and had any of this spell's creature types." (702.76a)
//   - "Freerunning [cost]": "... by a creature that, at the time it dealt
//     that damage, was an Assassin creature or a commander under your
//     control." (702.173a; a scenario's game has no commander, 903.3)
func keywordAlternativeCosts(c *Characteristics) []AlternativeCost {
	var out []AlternativeCost
	for _, kw := range []Keyword{KwSpectacle, KwProwl, KwFreerunning, KwSurge} {
		var cond Condition
		switch kw {
		case KwSpectacle:
			cond = ThisTurn{Fact: AnOpponentLostLife}
		case KwSurge:
			cond = castAnotherSpellThisTurn{} // 702.117a
		case KwProwl:
			cond = dealtCombatDamageWith{types: creatureTypesOf(c)}
		default:
			cond = dealtCombatDamageWith{types: []string{"Assassin"}, creature: true}
		}
		for _, k := range keywordsWith(c, kw) {
			m, err := ParseManaCost(strings.TrimPrefix(k, string(kw)+" "))
			if err != nil {
				continue
			}
			out = append(out, AlternativeCost{Cost: Cost{Mana: m}, Text: k, If: cond})
		}
	}
	return out
}

// creatureTypesOf lists the creature types among an object's subtypes
// (205.3m): a Kindred spell's, or a creature's.
func creatureTypesOf(c *Characteristics) []string {
	var out []string
	for _, t := range c.Subtypes {
		if slices.Contains(CreatureTypes, t) {
			out = append(out, t)
		}
	}
	return out
}

// dealtCombatDamageWith is prowl's and freerunning's condition: a source
// under your control with one of types (a creature, when creature is set)
// dealt combat damage to a player this turn, read as it was then.
type dealtCombatDamageWith struct {
	types    []string
	creature bool
}

func (c dealtCombatDamageWith) holds(ctx filterContext) bool {
	if ctx.you == NoPlayer {
		return false
	}
	for _, s := range ctx.g.players[ctx.you].thisTurn.combatDamagers {
		if c.creature && !s.chars.HasType("creature") {
			continue
		}
		if slices.ContainsFunc(c.types, s.chars.HasSubtype) {
			return true
		}
	}
	return false
}

func (dealtCombatDamageWith) reads() charBits { return readsController }

// noteCombatDamage records a source that dealt combat damage to a player
// (510.2), under the control of its controller then.
func (g *Game) noteCombatDamage(source ObjectID, src *Characteristics, combat bool) {
	if !combat || source == 0 || src == nil || src.Controller == NoPlayer {
		return
	}
	rec := &g.players[src.Controller].thisTurn
	rec.combatDamagers = append(slices.Clone(rec.combatDamagers), asThen{g.object(source).clone(), src})
}
