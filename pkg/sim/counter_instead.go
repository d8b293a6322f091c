package sim

// CounterInstead is "Counter target spell. If that spell is countered this
// way, exile it instead of putting it into its owner's graveyard" (or put
// it on top of its owner's library, or into its owner's hand): a
// self-replacement effect (614.15) on the countered card's move, applied
// before any other replacement effect (616.1a), so a graveyard replacement
// no longer applies to it.
type CounterInstead struct {
	What Subject
	To   Zone
}

func (e CounterInstead) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	for _, it := range g.spellsOf(ts) {
		name := g.ItemName(it)
		g.move(it.Object, e.To, NoPlayer)
		g.logf("counter", RuleSelfReplacement, "%s is countered; it is %s instead of into its owner's graveyard", name, zoneVerb(e.To))
	}
	return err
}

// spellsOf lists the spells on the stack that the targets name.
func (g *Game) spellsOf(ts []Target) []*StackItem {
	var out []*StackItem
	for _, t := range ts {
		for _, it := range g.stack {
			if !t.IsPlayer() && it.Spell && it.Object == t.Object {
				out = append(out, it)
				break
			}
		}
	}
	return out
}
