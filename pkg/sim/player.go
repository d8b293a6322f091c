package sim

import "slices"

// PlayerID identifies a player: its index in turn order.
type PlayerID int

// NoPlayer is the PlayerID of no player.
const NoPlayer PlayerID = -1

// Player is one player's state.
type Player struct {
	ID   PlayerID
	Name string
	Life int
	// Pool is the mana in the player's pool that may be spent on anything;
	// restricted is the mana that may be spent only on some spells (106.6).
	Pool       Mana
	restricted []RestrictedMana
	Lost       bool
	// Poison is the player's poison counters (122.1f); ten or more lose
	// the game (704.5c).
	Poison int

	library, hand, graveyard, exile []ObjectID
	landsPlayed                     int
	// spellsCast counts the spells the player has cast this turn.
	spellsCast           int
	drewFromEmptyLibrary bool
	// turnBegan is the clock reading when this player's most recent turn
	// began (302.6).
	turnBegan int
	// upkeepBegan and lastUpkeepBegan are the clock readings when this
	// player's most recent upkeep and the one before began (702.30a).
	upkeepBegan, lastUpkeepBegan int
	// thisTurn is what the player did this turn (see turn_history.go).
	thisTurn turnRecord
	// dealtDamageThisTurn is set when the player is dealt damage, until
	// the next turn begins (bloodthirst, 702.54a).
	dealtDamageThisTurn bool
	// turnsToSkip is how many of the player's next turns effects skip
	// (500.11, 614.10a; see skip_turn.go).
	turnsToSkip int
	// extraLandPlays is how many more lands effects let the player play
	// this turn ("You may play an additional land this turn", 305.2).
	extraLandPlays int
	// stepsToSkip counts, by the step that begins it, the player's next
	// untap steps, draw steps and combat phases effects skip (500.11,
	// 614.10a; see skip_step.go).
	stepsToSkip [Cleanup + 1]int
	// combatlessTurns counts the player's next turns whose combat phases
	// are all skipped; noCombatThisTurn is set in such a turn.
	combatlessTurns  int
	noCombatThisTurn bool
}

// copyState is a copy of the player that shares nothing it could change
// in place. Its four zone lists share one new array, each with no room to
// grow into the next: an append to one makes a new array.
func (p *Player) copyState() Player {
	c := *p
	zones := make([]ObjectID, 0, len(p.library)+len(p.hand)+len(p.graveyard)+len(p.exile))
	part := func(ids []ObjectID) []ObjectID {
		start := len(zones)
		zones = append(zones, ids...)
		return zones[start:len(zones):len(zones)]
	}
	c.library, c.hand, c.graveyard, c.exile = part(p.library), part(p.hand), part(p.graveyard), part(p.exile)
	c.restricted = slices.Clone(p.restricted)
	return c
}

// RestrictedMana is mana in a pool with a spending restriction: it may be
// spent only to cast a spell of the card type SpendOn (106.6). Its type is
// not changed by the restriction.
type RestrictedMana struct {
	Mana    Mana
	SpendOn string
}

// ManaPool is all the mana in the player's pool, restricted or not.
func (p *Player) ManaPool() Mana {
	m := p.Pool
	for _, r := range p.restricted {
		m = m.Plus(r.Mana)
	}
	return m
}
