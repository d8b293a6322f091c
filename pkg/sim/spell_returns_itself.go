package sim

// A spell that returns itself ("Return Research the Deep to its owner's
// hand.") moves from the stack to its owner's hand as part of its
// resolution, and so is never put into a graveyard as the final part of it
// (608.2n): it has left the stack. Only the resolving spell itself moves
// this way; a copy of a spell goes to the hand too and then ceases to exist
// (704.5e).

// resolvingSpellToHand moves the object id to its owner's hand if it is
// the spell resolving (the source of r, still on the stack), and reports
// whether it did.
func (g *Game) resolvingSpellToHand(r *resolution, id ObjectID) bool {
	o := g.object(id)
	if o.Zone != Stack || id != r.source {
		return false
	}
	g.move(id, Hand, NoPlayer)
	g.logf("zone", RuleInstantToGraveyard, "%s is returned from the stack to %s's hand as it resolves, so it is not put into a graveyard",
		o.Card.Name, g.players[o.Owner].Name)
	return true
}
