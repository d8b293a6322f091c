package sim

import "slices"

// PreventNextFromChosenSource is "The next time a red source of your
// choice would deal damage to you this turn, prevent that damage." (615.7):
// as it resolves, the controller chooses a source (609.7a) with the
// quality, and the next damage that source would deal them this turn is
// prevented, all of it, once. When the damage would be dealt the shield
// checks the quality again (609.7b); a shield that prevents nothing is not
// used up.
type PreventNextFromChosenSource struct {
	// Colors: the source has one of them ("a red source"); Type: the card
	// type it has ("an artifact source"). Neither: any source.
	Colors ColorBits
	Type   string
}

func (e PreventNextFromChosenSource) apply(g *Game, r *resolution) error {
	candidates := g.damageSources()
	candidates = slices.DeleteFunc(candidates, func(id ObjectID) bool { return !e.quality(g.Chars(id)) })
	if len(candidates) == 0 {
		g.logf("prevent", RuleChooseSource, "%s has no source to choose", g.players[r.controller].Name)
		return nil
	}
	options := make([]string, len(candidates))
	for i, id := range candidates {
		options[i] = g.Label(id)
	}
	i, err := g.decide(Decision{Player: r.controller, Question: "a source of damage for " + g.name(r.source), Options: options, Rule: RuleChooseSource})
	if err != nil {
		return err
	}
	id := candidates[i]
	o := g.object(id)
	from := &chosenSource{id: id, incarnation: o.Incarnation, spell: o.Zone == Stack, quality: e}
	g.damageShields = append(g.damageShields, &damageShield{player: r.controller, left: maxDamage, once: true, from: from,
		label: "prevent the next damage from " + g.name(id)})
	g.logf("prevent", RulePreventNext, "the next time %s would deal damage to %s this turn, that damage is to be prevented", g.name(id), g.players[r.controller].Name)
	return nil
}

// maxDamage stands for "all of it" in a shield that prevents all the
// damage of one event.
const maxDamage = int(^uint(0) >> 1)

func (e PreventNextFromChosenSource) quality(c *Characteristics) bool {
	return (e.Colors == 0 || c.Colors&e.Colors != 0) && (e.Type == "" || c.HasType(e.Type))
}

// damageSources lists the objects a player may choose as a source of
// damage (609.7a): the permanents, the spells on the stack, and the
// sources of the abilities on the stack (wherever they are now).
func (g *Game) damageSources() []ObjectID {
	out := slices.Clone(g.battlefield)
	for _, it := range g.stack {
		if !slices.Contains(out, it.Object) && g.object(it.Object) != nil {
			out = append(out, it.Object)
		}
	}
	return out
}

// chosenSource is the source a shield was chosen for: that object, or the
// permanent the chosen permanent spell became (609.7a).
type chosenSource struct {
	id          ObjectID
	incarnation int
	spell       bool
	quality     PreventNextFromChosenSource
}

func (s *chosenSource) matches(g *Game, source ObjectID) bool {
	if source != s.id {
		return false
	}
	o := g.object(source)
	same := o.Incarnation == s.incarnation || s.spell && o.Zone == Battlefield && o.Incarnation == s.incarnation+1
	return same && s.quality.quality(g.Chars(source))
}
