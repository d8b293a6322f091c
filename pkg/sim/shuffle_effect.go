package sim

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
