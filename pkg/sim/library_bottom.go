package sim

// PutOnLibraryBottom puts each object of What on the bottom of its owner's
// library (400.3): "Put target card from your graveyard on the bottom of
// your library."
type PutOnLibraryBottom struct{ What Subject }

func (e PutOnLibraryBottom) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		o := g.object(t.Object)
		switch o.Zone {
		case Battlefield, Graveyard, Exile:
		default:
			continue
		}
		g.move(t.Object, Library, NoPlayer)
		if o.Zone != Library {
			continue // a replacement effect sent it elsewhere
		}
		// A move into a library puts the card on top; this one goes under
		// the rest.
		pl := g.players[o.Owner]
		pl.library = append(pl.library[1:], t.Object)
		g.logf("zone", RuleOwnersZone, "%s is put on the bottom of %s's library", g.name(t.Object), pl.Name)
	}
	return err
}
