package sim

// enterTogether runs f, in which several cards are put onto the battlefield
// by one instruction ("Put up to two creature cards from among them onto
// the battlefield"): they enter at the same time, so each one's abilities
// see the others enter (603.6a), as tokens created together do. The enter
// events are fired once the last has entered.
func (g *Game) enterTogether(f func() error) error {
	if g.entering != nil {
		return f()
	}
	var ids []ObjectID
	g.entering = &ids
	err := f()
	g.entering = nil
	for _, id := range ids {
		g.fire(event{kind: evEntered, object: id})
	}
	return err
}
