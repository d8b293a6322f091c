package sim

import "fmt"

// Sacrifice has the controller sacrifice each permanent of What they
// control (701.21a).
type Sacrifice struct{ What Subject }

func (e Sacrifice) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if g.Controller(id) != r.controller {
			continue
		}
		g.noteSacrificed(r.controller, id)
		g.move(id, Graveyard, NoPlayer)
		g.logf("sacrifice", RuleSacrifice, "%s sacrifices %s", g.players[r.controller].Name, g.name(id))
	}
	return nil
}

// SacrificeUnless has the controller sacrifice the source unless they
// sacrifice a permanent of the given card type ("sacrifice this enchantment
// unless you sacrifice a creature"): they choose one of those, or to keep
// none.
type SacrificeUnless struct{ Type string }

func (e SacrificeUnless) apply(g *Game, r *resolution) error {
	keep := "sacrifice " + g.name(r.source)
	candidates := g.permanentsOfType(r.controller, e.Type)
	options := []string{keep}
	for _, id := range candidates {
		options = append(options, g.Label(id))
	}
	i, err := g.decide(Decision{Player: r.controller, Question: fmt.Sprintf("a %s to sacrifice, or %s", e.Type, keep), Options: options, Rule: RuleSacrifice})
	if err != nil {
		return err
	}
	victim := r.source
	if i > 0 {
		victim = candidates[i-1]
	}
	if g.object(victim).Zone != Battlefield || g.Controller(victim) != r.controller {
		return nil // gone, or no longer theirs: only what one controls can be sacrificed (701.21a)
	}
	g.noteSacrificed(r.controller, victim)
	g.move(victim, Graveyard, NoPlayer)
	g.logf("sacrifice", RuleSacrifice, "%s sacrifices %s", g.players[r.controller].Name, g.name(victim))
	return nil
}
