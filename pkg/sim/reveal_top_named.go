package sim

// RevealTopNamed is "Choose a creature card name. Reveal the top four
// cards of your library and put all of them with that name into your
// hand. Put the rest into your graveyard (Exile the rest)." (201.4,
// 701.20a): the controller chooses a name of the Kind as it resolves
// (608.2d), reveals the top N cards of their library, puts those with the
// name into their hand and the others into Rest (their graveyard, or
// exile).
type RevealTopNamed struct {
	Kind NameKind
	N    int
	Rest Zone
}

func (e RevealTopNamed) apply(g *Game, r *resolution) error {
	p := r.controller
	name, err := g.chooseCardName(p, r.source, e.Kind)
	if err != nil {
		return err
	}
	pl := g.players[p]
	revealed := append([]ObjectID(nil), pl.library[:min(e.N, len(pl.library))]...)
	for _, id := range revealed {
		g.logf("reveal", RuleReveal, "%s reveals %s", pl.Name, g.name(id))
	}
	for _, id := range revealed {
		if g.hasName(id, name) {
			g.move(id, Hand, NoPlayer)
			g.logf("zone", RuleOwnersZone, "%s puts %s into their hand", pl.Name, g.name(id))
		}
	}
	for _, id := range revealed {
		if o := g.object(id); o.Zone == Library {
			g.move(id, e.Rest, NoPlayer)
			g.logf("zone", RuleOwnersZone, "%s puts %s into %s", pl.Name, g.name(id), e.Rest)
		}
	}
	return nil
}
