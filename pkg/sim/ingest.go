package sim

// ingestAbility is the triggered ability ingest stands for (702.115a):
// "Whenever this creature deals combat damage to a player, that player
// exiles the top card of their library." Each instance triggers
// separately (702.115b).
func ingestAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Ingest", Name: "ingest",
		Trigger: &Trigger{Event: WhenDealsCombatDamageToPlayer}, Effects: []Effect{ingestExile{}}}
}

// ingestExile has the player dealt the damage ("that player", the player
// the triggering event names) exile the top card of their library, face
// up (406.3); nothing happens with an empty library.
type ingestExile struct{}

func (ingestExile) apply(g *Game, r *resolution) error {
	if r.chosen == NoPlayer {
		return nil
	}
	pl := g.players[r.chosen]
	if len(pl.library) == 0 {
		return nil
	}
	id := pl.library[0]
	g.move(id, Exile, NoPlayer)
	g.logf("exile", RuleIngest, "%s exiles %s from the top of their library (ingest)", pl.Name, g.name(id))
	return nil
}
