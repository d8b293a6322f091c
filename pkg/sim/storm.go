package sim

import "strings"

// Storm (702.40a) is a triggered ability that functions on the stack:
// "When you cast this spell, copy it for each other spell that was cast
// before it this turn. If the spell has any targets, you may choose new
// targets for any of the copies." Each instance triggers separately
// (702.40b). The copies are not cast (707.10), so they count for no later
// storm.

// stormAbility is the triggered ability "storm" stands for.
func stormAbility() *Ability { return whenYouCastThisSpell("Storm", stormCopies{}) }

// whenYouCastThisSpell is a keyword's triggered ability that functions on
// the stack: "When you cast this spell, ..." (702.40a, 702.85a).
func whenYouCastThisSpell(text string, e Effect) *Ability {
	return &Ability{Kind: TriggeredAbility, Text: text, Name: strings.ToLower(text), WorksFrom: Stack,
		Trigger: &Trigger{Event: WhenCast, Player: YouControl, Object: &Filter{Zones: []Zone{Stack}, Self: true}},
		Effects: []Effect{e}}
}

// stormCopies copies the spell that triggered storm once for each spell
// cast before it this turn, by any player. The spell is copied as it is on
// the stack, or as it last existed there if it has left (707.10, 608.2h).
type stormCopies struct{}

func (stormCopies) apply(g *Game, r *resolution) error {
	if r.trigger == nil || r.trigger.spell == nil || r.sourceLKI == nil {
		return nil
	}
	spell := r.trigger.spell
	if o := g.object(spell.Object); o.Zone == Stack && o.timestamp == r.sourceLKI.timestamp {
		if it := g.stackItemOf(o.ID); it != nil {
			spell = it
		}
	}
	n := g.spellsCastBefore(r.sourceLKI.timestamp)
	g.logf("storm", RuleStorm, "%d spell(s) were cast before %s this turn: %d cop(ies)", n, r.sourceLKI.Card.Name, n)
	for range n {
		if err := g.copySpell(spell, r.controller, len(spell.targets) > 0); err != nil {
			return err
		}
	}
	return nil
}

// spellsCastBefore counts the spells every player cast this turn that
// went onto the stack before the clock reading stamp.
func (g *Game) spellsCastBefore(stamp int) int {
	n := 0
	for _, p := range g.players {
		for _, c := range p.thisTurn.cast {
			if c.object.timestamp < stamp {
				n++
			}
		}
	}
	return n
}

// stackTriggerSources are the spells on the stack, bottom first, with a
// triggered ability that functions on the stack (storm, 702.40a).
func (g *Game) stackTriggerSources(v *view) []ObjectID {
	var out []ObjectID
	for _, it := range g.stack {
		if !it.Spell {
			continue
		}
		for a := range triggeredAbilities(v.chars[it.Object]) {
			if a.functionsFrom() == Stack {
				out = append(out, it.Object)
				break
			}
		}
	}
	return out
}
