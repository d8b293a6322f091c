package sim

import (
	"fmt"
	"slices"
)

// ManaReplacement is a replacement effect on the mana event of a permanent
// tapped for mana (106.12b): "it produces {B} instead of any other type and
// amount", "it produces colorless mana instead of any other type", "it
// produces twice as much of that mana instead".
type ManaReplacement struct {
	// LandsOnly and NonbasicOnly limit it to lands, or nonbasic lands,
	// being tapped; YoursOnly to permanents its controller taps ("If you
	// tap").
	LandsOnly, NonbasicOnly, YoursOnly bool
	// Becomes changes the type (BecomesType) of all the mana; with
	// OneMana the amount becomes one as well.
	Becomes     bool
	BecomesType ManaType
	OneMana     bool
	// Multiply multiplies each amount ("twice as much": 2); 0 for none.
	Multiply int
}

func (ManaReplacement) static() {}

// applyTo is the mana event after this replacement.
func (m ManaReplacement) applyTo(produced Mana) Mana {
	if m.Becomes {
		var out Mana
		if m.OneMana {
			out[m.BecomesType] = 1
		} else {
			out[m.BecomesType] = produced.Total()
		}
		return out
	}
	if m.Multiply > 0 {
		for t := range produced {
			if produced[t] > MaxMana/m.Multiply {
				produced[t] = MaxMana + 1 // refused as past the limit (see replaceMana)
			} else {
				produced[t] *= m.Multiply
			}
		}
	}
	return produced
}

// appliesTo reports whether the replacement applies to tapper tapping the
// permanent source for mana, for a replacement controlled by controller.
func (g *Game) manaReplacementApplies(m ManaReplacement, source ObjectID, tapper, controller PlayerID) bool {
	c := g.Chars(source)
	switch {
	case (m.LandsOnly || m.NonbasicOnly) && !c.HasType("land"):
		return false
	case m.NonbasicOnly && c.HasSupertype("basic"):
		return false
	case m.YoursOnly && tapper != controller:
		return false
	}
	return true
}

// manaShield is one mana replacement effect in force, with the name the
// affected player sees when ordering them.
type manaShield struct {
	label       string
	replacement ManaReplacement
	controller  PlayerID
}

// manaShields lists the mana replacement effects in force: static
// abilities of permanents, then effects of resolved spells.
func (g *Game) manaShields() []manaShield {
	var out []manaShield
	for _, id := range g.battlefield {
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			if m, ok := a.Static.(ManaReplacement); ok {
				out = append(out, manaShield{label: g.Label(id), replacement: m, controller: g.Controller(id)})
			}
		}
	}
	for _, e := range g.effects {
		if e.mana != nil {
			out = append(out, manaShield{label: e.label, replacement: *e.mana, controller: e.manaController})
		}
	}
	return out
}

// replaceMana applies the mana replacement effects that apply to tapper
// tapping source for mana, each once (614.5). When several apply, the
// affected player chooses which goes first, then again among the rest
// (616.1, 616.1f); nobody is asked when every choice gives the same mana.
func (g *Game) replaceMana(source ObjectID, tapper PlayerID, produced Mana) (Mana, error) {
	var remaining []manaShield
	for _, s := range g.manaShields() {
		if g.manaReplacementApplies(s.replacement, source, tapper, s.controller) {
			remaining = append(remaining, s)
		}
	}
	for len(remaining) > 0 {
		pick := 0
		if len(remaining) > 1 && !sameOutcome(remaining, produced) {
			labels := make([]string, len(remaining))
			for i, s := range remaining {
				labels[i] = s.label
			}
			var err error
			pick, err = g.decideReplacement(tapper, "which replacement effect applies first to the mana from "+g.name(source), labels)
			if err != nil {
				return produced, err
			}
		}
		s := remaining[pick]
		before := produced
		produced = s.replacement.applyTo(produced)
		if slices.Max(produced[:]) > MaxMana {
			return produced, &NotSupportedError{What: fmt.Sprintf("more than %d mana of one type (the engine's limit)", MaxMana)}
		}
		g.logf("replace", RuleManaReplacement, "%s: the mana from %s becomes %s instead of %s", s.label, g.name(source), produced, before)
		remaining = slices.Delete(slices.Clone(remaining), pick, pick+1)
	}
	return produced, nil
}

// sameOutcome reports whether applying any of the shields first, then the
// rest in order, gives the same mana: then the order is no real choice.
func sameOutcome(shields []manaShield, produced Mana) bool {
	var first Mana
	for i := range shields {
		m := shields[i].replacement.applyTo(produced)
		for j, s := range shields {
			if j != i {
				m = s.replacement.applyTo(m)
			}
		}
		if i == 0 {
			first = m
		} else if m != first {
			return false
		}
	}
	return true
}
