package sim

import "slices"

// Shuffle has each player of Who shuffle their library (701.24a): "Shuffle
// your library.", "You may shuffle."
type Shuffle struct{ Who Subject }

func (e Shuffle) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	for _, p := range ps {
		g.shuffle(p)
	}
	return err
}

// ShuffleIntoLibrary puts each object of What into its owner's library and
// has that player shuffle it (701.24a): "When this creature dies, shuffle
// it into its owner's library." The source is moved only as the object the
// text means: the permanent on the battlefield ("this creature's owner
// shuffles it", Lightning Shrieker's ruling) or the card it became in the
// zone its trigger saw it go to (400.7e). The library is shuffled even when
// the object is no longer where it was expected (701.24c).
type ShuffleIntoLibrary struct{ What Subject }

func (e ShuffleIntoLibrary) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	var owners []PlayerID
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		o := g.object(t.Object)
		if !slices.Contains(owners, o.Owner) {
			owners = append(owners, o.Owner)
		}
		if t.Object == r.source && !g.isSourceAsMeant(o, r) {
			continue
		}
		switch o.Zone {
		case Battlefield, Graveyard, Exile:
			g.move(t.Object, Library, NoPlayer)
			g.logf("zone", RuleOwnersZone, "%s is put into %s's library", g.name(t.Object), g.players[o.Owner].Name)
		}
	}
	if len(owners) == 0 && r.source != 0 {
		// "it" left the zone it was put into: its owner still shuffles
		owners = append(owners, g.object(r.source).Owner)
	}
	for _, p := range owners {
		g.shuffle(p)
	}
	return err
}

// isSourceAsMeant reports whether the source o is still the object the
// ability means: the same permanent on the battlefield, or the new object
// its own zone-change trigger saw it become.
func (g *Game) isSourceAsMeant(o *Object, r *resolution) bool {
	if r.sourceLKI == nil {
		return o.Zone == Battlefield
	}
	if o.Incarnation == r.sourceLKI.Incarnation {
		return o.Zone == Battlefield
	}
	return r.trigger != nil && o.Incarnation == r.sourceLKI.Incarnation+1 && o.Zone == r.trigger.to
}

// ShuffleGraveyard has each player of Who shuffle their graveyard into
// their library (701.24a): the cards go into the library, which is then
// shuffled.
type ShuffleGraveyard struct{ Who Subject }

func (e ShuffleGraveyard) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	for _, p := range ps {
		pl := g.players[p]
		n := len(pl.graveyard)
		for _, id := range append([]ObjectID(nil), pl.graveyard...) {
			g.move(id, Library, NoPlayer)
		}
		g.logf("zone", RuleShuffle, "%s puts the %s of their graveyard into their library", pl.Name, cardsWord(n))
		g.shuffle(p)
	}
	return err
}
