package sim

import "slices"

// BecomeCopy is "This artifact becomes a copy of target artifact until end
// of turn", "Target creature becomes a copy of another target creature"
// (707.4): each permanent What names gets, in layer 1 with the effect's
// timestamp, the copiable values of the permanent Of names as they are
// now (707.2b), with Except applied (707.9b). It stays on the
// battlefield: nothing enters or leaves, and the effects already on it
// keep applying (707.4). Until is how long; none is for as long as it
// stays on the battlefield.
type BecomeCopy struct {
	What, Of Subject
	Except   []Modification
	Until    Duration
	// WithThisAbility is "except it has this ability": the resolving
	// ability is part of the copiable values (707.9a).
	WithThisAbility bool
}

func (e BecomeCopy) apply(g *Game, r *resolution) error {
	of, err := g.permanents(e.Of, r)
	if err != nil || len(of) == 0 {
		return err // no object to copy: nothing happens (111.12 for tokens; 608.2b)
	}
	ids, err := g.permanents(e.What, r)
	if err != nil || len(ids) == 0 {
		return err
	}
	except := e.Except
	if e.WithThisAbility && r.ability != nil {
		except = append(slices.Clip(except), AddAbilities{Abilities: []*Ability{r.ability}})
	}
	m := copyOf{values: g.copyValues(of[0], except), of: g.Label(of[0])}
	g.addEffect(&continuousEffect{source: r.source, affected: g.refs(ids), until: e.Until, mods: []Modification{m}, text: m.String() + e.Until.suffix()})
	for _, id := range ids {
		g.logf("effect", RuleBecomeCopy, "%s %s%s", g.Label(id), m.String(), e.Until.suffix())
	}
	return nil
}

// copyOf is a copy effect in layer 1 (613.2a): the object's copiable
// values become values (707.3); its controller, not a copiable value,
// stays.
type copyOf struct {
	values *Characteristics
	of     string // the label of the object copied, for the log
}

func (copyOf) layer() layer { return layerCopy }

func (m copyOf) apply(c *Characteristics, _ modContext, _ ObjectID) {
	controller := c.Controller
	*c = *m.values
	c.Controller = controller
}

func (m copyOf) String() string { return "becomes a copy of " + m.of }
